// Every string of the social links widget. Network brand names come from the registry, untranslated.
import { defineMessages } from 'react-intl';

export const widgetMessages = defineMessages({
  defaultTitle: { id: 'socialmedia.widget.defaultTitle', defaultMessage: 'Social links' },
  required: { id: 'socialmedia.widget.required', defaultMessage: 'Required' },
  empty: { id: 'socialmedia.widget.empty', defaultMessage: 'No links yet. Add the first one below.' },
  listLabel: { id: 'socialmedia.widget.listLabel', defaultMessage: 'Links, in the order visitors see them' },
  rowLabel: { id: 'socialmedia.widget.rowLabel', defaultMessage: 'Link {position} of {count}: {title}' },
  untitled: { id: 'socialmedia.widget.untitled', defaultMessage: 'untitled link' },
  network: { id: 'socialmedia.widget.network', defaultMessage: 'Network' },
  chooseNetwork: { id: 'socialmedia.widget.chooseNetwork', defaultMessage: 'Choose a network…' },
  unknownNetworkOption: {
    id: 'socialmedia.widget.unknownNetworkOption',
    defaultMessage: '{network} (not known to this site)',
  },
  linkTitle: { id: 'socialmedia.widget.linkTitle', defaultMessage: 'Title' },
  target: { id: 'socialmedia.widget.target', defaultMessage: 'Address' },
  targetHelp: {
    id: 'socialmedia.widget.targetHelp',
    defaultMessage: 'A web address (https://…), an email address (mailto:…) or a page of this site (/…).',
  },
  dragHandle: { id: 'socialmedia.widget.dragHandle', defaultMessage: 'Drag to reorder: {title}' },
  moveUp: { id: 'socialmedia.widget.moveUp', defaultMessage: 'Move up' },
  moveUpLabel: { id: 'socialmedia.widget.moveUpLabel', defaultMessage: 'Move up: {title}' },
  moveDown: { id: 'socialmedia.widget.moveDown', defaultMessage: 'Move down' },
  moveDownLabel: { id: 'socialmedia.widget.moveDownLabel', defaultMessage: 'Move down: {title}' },
  remove: { id: 'socialmedia.widget.remove', defaultMessage: 'Delete' },
  removeLabel: { id: 'socialmedia.widget.removeLabel', defaultMessage: 'Delete: {title}' },
  undo: { id: 'socialmedia.widget.undo', defaultMessage: 'Undo' },
  undoLabel: { id: 'socialmedia.widget.undoLabel', defaultMessage: 'Undo: bring back {title}' },
  addHeading: { id: 'socialmedia.widget.addHeading', defaultMessage: 'Add a link' },
  addLink: { id: 'socialmedia.widget.addLink', defaultMessage: 'Add link' },
  announceAdded: { id: 'socialmedia.widget.announceAdded', defaultMessage: 'Added {title}.' },
  announceDeleted: {
    id: 'socialmedia.widget.announceDeleted',
    defaultMessage: 'Deleted {title}. Use Undo to bring it back.',
  },
  announceRestored: {
    id: 'socialmedia.widget.announceRestored',
    defaultMessage: 'Restored {title} at position {position}.',
  },
  homePageAddress: {
    id: 'socialmedia.widget.homePageAddress',
    defaultMessage: 'This is the home page of {network}, not a profile. Complete the address, as in {example}.',
  },
  homePageAddressOrHandle: {
    id: 'socialmedia.widget.homePageAddressOrHandle',
    defaultMessage:
      'This is the home page of {network}, not a profile. Complete the address, as in {example}, or type only the handle, as in {handle}.',
  },
  trackingInAddress: {
    id: 'socialmedia.widget.trackingInAddress',
    defaultMessage: 'This address carries parameters that only track who shared it: {parameters}.',
  },
  rowWarnings: {
    id: 'socialmedia.widget.rowWarnings',
    defaultMessage: '({count, plural, one {# warning} other {# warnings}})',
  },
  removeTracking: { id: 'socialmedia.widget.removeTracking', defaultMessage: 'Remove them' },
  announceAddressCompleted: {
    id: 'socialmedia.widget.announceAddressCompleted',
    defaultMessage: 'Address completed: {address}.',
  },
  announceTrackingRemoved: {
    id: 'socialmedia.widget.announceTrackingRemoved',
    defaultMessage: 'Tracking parameters removed from the address: {parameters}.',
  },
  announcePastedLinks: {
    id: 'socialmedia.widget.announcePastedLinks',
    defaultMessage:
      '{count, plural, one {Made # link of the pasted address: {titles}.} other {Made # links of the pasted addresses: {titles}.}}',
  },
  announceNetworkFromAddress: {
    id: 'socialmedia.widget.announceNetworkFromAddress',
    defaultMessage: 'Network set to {network}, from the address.',
  },
  announceMoved: {
    id: 'socialmedia.widget.announceMoved',
    defaultMessage: 'Moved {title} to position {position} of {count}.',
  },
  dragInstructions: {
    id: 'socialmedia.widget.dragInstructions',
    defaultMessage:
      'To reorder with the keyboard, press space or enter on the handle, move the link with the arrow keys, then press space or enter to drop it, or escape to cancel. The Move up and Move down buttons do the same.',
  },
  dragStart: {
    id: 'socialmedia.widget.dragStart',
    defaultMessage: 'Picked up {title} at position {position} of {count}.',
  },
  dragOver: { id: 'socialmedia.widget.dragOver', defaultMessage: '{title} is over position {position} of {count}.' },
  dragEnd: { id: 'socialmedia.widget.dragEnd', defaultMessage: '{title} dropped at position {position} of {count}.' },
  dragCancel: {
    id: 'socialmedia.widget.dragCancel',
    defaultMessage: 'Reordering cancelled; {title} stays at position {position}.',
  },
  targetRequired: { id: 'socialmedia.widget.targetRequired', defaultMessage: 'Enter the address this link goes to.' },
  targetUnsafe: {
    id: 'socialmedia.widget.targetUnsafe',
    defaultMessage:
      'This kind of address is not allowed. Use one starting with https://, http:// or mailto:, or a page of this site starting with /.',
  },
  targetMalformed: {
    id: 'socialmedia.widget.targetMalformed',
    defaultMessage:
      'This is not a complete address. Start it with https:// (or http://), mailto: for email, or / for a page of this site, without spaces.',
  },
  targetDeletedPage: {
    id: 'socialmedia.widget.targetDeletedPage',
    defaultMessage:
      'This link led to a page of this site that has since been deleted. Enter the address of another page, or delete the link.',
  },
  handleNeedsNetwork: {
    id: 'socialmedia.widget.handleNeedsNetwork',
    defaultMessage:
      "This is a handle, not an address. Choose the link's network: the handle becomes the address of its profile there.",
  },
  handleNeedsServer: {
    id: 'socialmedia.widget.handleNeedsServer',
    defaultMessage: 'A Mastodon handle names its server too, as in {example}.',
  },
  handleWithoutProfile: {
    id: 'socialmedia.widget.handleWithoutProfile',
    defaultMessage: "{network} does not take a handle alone. Paste the profile's address, as in {example}.",
  },
  handleDoesNotFit: {
    id: 'socialmedia.widget.handleDoesNotFit',
    defaultMessage:
      "This handle does not make a {network} address. Type it as in {handle}, or paste the profile's address, as in {example}.",
  },
  networkMissing: {
    id: 'socialmedia.widget.networkMissing',
    defaultMessage: 'Choose the network this link belongs to.',
  },
  duplicateNetwork: {
    id: 'socialmedia.widget.duplicateNetwork',
    defaultMessage: 'Link {position} already goes to {network}. Both links are kept; check that you want two.',
  },
  duplicateNetworkNew: {
    id: 'socialmedia.widget.duplicateNetworkNew',
    defaultMessage: 'There is already a link to {network}. You can add another one.',
  },
  unknownNetwork: {
    id: 'socialmedia.widget.unknownNetwork',
    defaultMessage: '“{network}” is not a network this site knows. The link still works and shows a generic icon.',
  },
  addressOfOtherNetwork: {
    id: 'socialmedia.widget.addressOfOtherNetwork',
    defaultMessage: 'This address is on {addressNetwork}, but the link is set to {network} and shows its icon.',
  },
  useAddressNetwork: {
    id: 'socialmedia.widget.useAddressNetwork',
    defaultMessage: 'Change to {addressNetwork}',
  },
  hiddenLink: {
    id: 'socialmedia.widget.hiddenLink',
    defaultMessage:
      'Visitors do not see this link as it is saved now: it has no web, email or site address that may be shown. Fix its address, or delete it.',
  },
  repairedLink: {
    id: 'socialmedia.widget.repairedLink',
    defaultMessage: 'This link was stored incomplete or in an unexpected form. Check it, or delete it.',
  },
  malformedValue: {
    id: 'socialmedia.widget.malformedValue',
    defaultMessage:
      'The stored links were not a list. They are shown below as well as they could be read; check them before saving.',
  },
  problemsSummary: {
    id: 'socialmedia.widget.problemsSummary',
    defaultMessage: '{count, plural, one {# link needs} other {# links need}} fixing before saving.',
  },
});
