// The strings of the Share block's settings form: only an editor reads them, so they load with the block's edit
// chunk, not with the page. (Its title in the block chooser is in src/volto/shareBlockTitleMessages.ts.)
import { defineMessages } from 'react-intl';

export const shareBlockSchemaMessages = defineMessages({
  shareTitle: { id: 'socialmedia.shareBlock.title', defaultMessage: 'Share this page' },
  shareHeadline: { id: 'socialmedia.shareBlock.headline', defaultMessage: 'Headline' },
  shareNetworks: { id: 'socialmedia.shareBlock.networks', defaultMessage: 'Share buttons' },
  shareNetworksDescription: {
    id: 'socialmedia.shareBlock.networksDescription',
    defaultMessage: 'Show only these, in this order. Leave empty to show all of them.',
  },
  shareDefaultFieldset: { id: 'socialmedia.shareBlock.defaultFieldset', defaultMessage: 'Default' },
  // The targets that are no network, named as the block's buttons name them. Ids of their own: the view's messages
  // are in the Share block's catalogue, which the settings form, in the editors' catalogue, does not have.
  copyLinkTarget: { id: 'socialmedia.shareBlock.copyLink', defaultMessage: 'Copy link' },
  webShareTarget: { id: 'socialmedia.shareBlock.webShare', defaultMessage: 'Share with an app' },
  emailTarget: { id: 'socialmedia.shareBlock.byEmail', defaultMessage: 'Share by email' },
});
