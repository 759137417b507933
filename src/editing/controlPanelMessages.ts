// Every string of the Social Media control panel.
import { defineMessages } from 'react-intl';

export const controlPanelMessages = defineMessages({
  title: { id: 'socialmedia.controlpanel.title', defaultMessage: 'Social Media' },
  intro: {
    id: 'socialmedia.controlpanel.intro',
    defaultMessage: 'Settings for {source}. Pages below it use them unless a section has settings of its own.',
  },
  loading: { id: 'socialmedia.controlpanel.loading', defaultMessage: 'Loading the social media settings…' },
  loadFailed: {
    id: 'socialmedia.controlpanel.loadFailed',
    defaultMessage: 'The social media settings could not be loaded: {reason}',
  },
  loadFailedNetwork: {
    id: 'socialmedia.controlpanel.loadFailedNetwork',
    defaultMessage:
      'The social media settings could not be loaded because the site could not be reached. Check your connection, then try again.',
  },
  loadFailedServer: {
    id: 'socialmedia.controlpanel.loadFailedServer',
    defaultMessage:
      'The site had a problem and could not load the social media settings (error {status}). Try again in a moment.',
  },
  retry: { id: 'socialmedia.controlpanel.retry', defaultMessage: 'Try again' },
  missing: {
    id: 'socialmedia.controlpanel.missingBehavior',
    defaultMessage:
      'No object on this site holds social media settings. Enable the behavior {behavior} on the site (or a section) first, or, if the backend names its behaviors with another prefix, set that prefix as the add-on’s behaviorPrefix.',
  },
  noInheritExpansion: {
    id: 'socialmedia.controlpanel.noInheritExpansion',
    defaultMessage:
      'This site’s Plone REST API has no inherit expansion, through which the social media settings are read: plone.restapi 9.13.3 or later is needed. Upgrade Plone (or pin a newer plone.restapi) on the backend, then reload this page.',
  },
  otherPrefix: {
    id: 'socialmedia.controlpanel.otherPrefix',
    defaultMessage:
      'The add-on asks for the settings behavior {behavior}, but this site serves its social media settings as {served}: its backend names its behaviors with another prefix. Set {setting} with configureSocialMedia in the site’s own add-on, then reload this page.',
  },
  unauthorized: {
    id: 'socialmedia.controlpanel.unauthorized',
    defaultMessage:
      'You are not allowed to edit the social media settings. Log in with an account that may edit this site.',
  },
  locked: {
    id: 'socialmedia.controlpanel.locked',
    defaultMessage:
      '{name} is editing the page that holds these settings, so they cannot be changed now. Try again once they have saved or closed it.',
  },
  lockedSince: {
    id: 'socialmedia.controlpanel.lockedSince',
    defaultMessage:
      '{name} is editing the page that holds these settings (locked since {date}), so they cannot be changed now. Try again once they have saved or closed it.',
  },
  errorLockedBy: {
    id: 'socialmedia.controlpanel.errorLockedBy',
    defaultMessage:
      'The settings are locked because someone else is editing them: {name}. Save again once they have saved or closed it.',
  },
  errorLockedBySince: {
    id: 'socialmedia.controlpanel.errorLockedBySince',
    defaultMessage:
      'The settings are locked because someone else is editing them: {name}, since {date}. Save again once they have saved or closed it.',
  },
  unlockHelp: {
    id: 'socialmedia.controlpanel.unlockHelp',
    defaultMessage:
      'If you are certain they have left it (in a tab closed without saving, for example), you may unlock it. If they are still editing, their next save may replace yours.',
  },
  unlock: { id: 'socialmedia.controlpanel.unlock', defaultMessage: 'Unlock' },
  unlockAndSave: { id: 'socialmedia.controlpanel.unlockAndSave', defaultMessage: 'Unlock and save' },
  conflict: {
    id: 'socialmedia.controlpanel.conflict',
    defaultMessage:
      'Someone else saved {fields} after you opened these settings, so nothing was saved: saving yours would replace theirs. Your changes are still in the form.',
  },
  conflictStored: { id: 'socialmedia.controlpanel.conflictStored', defaultMessage: 'What is stored now:' },
  conflictOn: { id: 'socialmedia.controlpanel.conflictOn', defaultMessage: 'on' },
  conflictOff: { id: 'socialmedia.controlpanel.conflictOff', defaultMessage: 'off' },
  conflictChoices: {
    id: 'socialmedia.controlpanel.conflictChoices',
    defaultMessage:
      'Keep editing and save again, use theirs in those fields (your other changes stay), or save yours over theirs.',
  },
  takeTheirs: { id: 'socialmedia.controlpanel.takeTheirs', defaultMessage: 'Use theirs' },
  saveMine: { id: 'socialmedia.controlpanel.saveMine', defaultMessage: 'Save mine anyway' },
  settingsLegend: { id: 'socialmedia.controlpanel.settingsLegend', defaultMessage: 'Sharing' },
  shareSocialData: { id: 'socialmedia.controlpanel.shareSocialData', defaultMessage: 'Share social data' },
  shareSocialDataHelp: {
    id: 'socialmedia.controlpanel.shareSocialDataHelp',
    defaultMessage: 'Add meta tags to every page that tell social networks how to show it when it is shared.',
  },
  facebookAppId: { id: 'socialmedia.controlpanel.facebookAppId', defaultMessage: 'Facebook App ID' },
  facebookAppIdHelp: {
    id: 'socialmedia.controlpanel.facebookAppIdHelp',
    defaultMessage: 'Used by some integrations, such as Open Graph data. Leave it empty if you have none.',
  },
  facebookAppIdInvalid: {
    id: 'socialmedia.controlpanel.facebookAppIdInvalid',
    defaultMessage: 'Use only letters, digits and plain punctuation (no accents, no line breaks).',
  },
  linksTitle: { id: 'socialmedia.controlpanel.linksTitle', defaultMessage: 'Profiles' },
  linksHelp: {
    id: 'socialmedia.controlpanel.linksHelp',
    defaultMessage: 'The site’s profiles on social networks, in the order visitors see them.',
  },
  computedLegend: { id: 'socialmedia.controlpanel.computedLegend', defaultMessage: 'Usernames found in the profiles' },
  computedHelp: {
    id: 'socialmedia.controlpanel.computedHelp',
    defaultMessage:
      'The site computes these from the first X and Facebook profiles after each save. They cannot be edited here.',
  },
  computedFieldHelp: {
    id: 'socialmedia.controlpanel.computedFieldHelp',
    defaultMessage:
      'The site computes this from the first {network} profile after each save. It cannot be edited here.',
  },
  xUsername: { id: 'socialmedia.controlpanel.xUsername', defaultMessage: 'X username' },
  facebookUsername: { id: 'socialmedia.controlpanel.facebookUsername', defaultMessage: 'Facebook username' },
  noUsername: { id: 'socialmedia.controlpanel.noUsername', defaultMessage: 'none' },
  save: { id: 'socialmedia.controlpanel.save', defaultMessage: 'Save' },
  saving: { id: 'socialmedia.controlpanel.saving', defaultMessage: 'Saving…' },
  discard: { id: 'socialmedia.controlpanel.discard', defaultMessage: 'Discard changes' },
  unsavedChanges: { id: 'socialmedia.controlpanel.unsavedChanges', defaultMessage: 'You have unsaved changes.' },
  leavePrompt: {
    id: 'socialmedia.controlpanel.leavePrompt',
    defaultMessage: 'You have unsaved changes to the social media settings. Leave without saving?',
  },
  saved: { id: 'socialmedia.controlpanel.saved', defaultMessage: 'Changes saved.' },
  savedNotRefreshed: {
    id: 'socialmedia.controlpanel.savedNotRefreshed',
    defaultMessage:
      'Changes saved, but the updated settings could not be loaded again. Reload the page to see the usernames the site computed.',
  },
  nothingToSave: { id: 'socialmedia.controlpanel.nothingToSave', defaultMessage: 'There are no changes to save.' },
  fixFirst: {
    id: 'socialmedia.controlpanel.fixFirst',
    defaultMessage: 'Nothing was saved. Fix the fields marked below first.',
  },
  linkNotAdded: {
    id: 'socialmedia.controlpanel.linkNotAdded',
    defaultMessage:
      'Nothing was saved. A link is filled in under “Add a link” but not added: add it, or clear its fields.',
  },
  keptEdits: { id: 'socialmedia.controlpanel.keptEdits', defaultMessage: 'Your changes are still in the form.' },
  errorValidation: {
    id: 'socialmedia.controlpanel.errorValidation',
    defaultMessage: 'The site did not accept these settings.',
  },
  errorValidationField: { id: 'socialmedia.controlpanel.errorValidationField', defaultMessage: '{field}: {message}' },
  errorUnauthorized: {
    id: 'socialmedia.controlpanel.errorUnauthorized',
    defaultMessage:
      'You are not allowed to change these settings, or your session has expired. Log in again (for example in another tab), then save again.',
  },
  errorLocked: {
    id: 'socialmedia.controlpanel.errorLocked',
    defaultMessage: 'The settings are locked because someone else is editing them. Try again when they are done.',
  },
  errorNotFound: {
    id: 'socialmedia.controlpanel.errorNotFound',
    defaultMessage: 'The object that holds the settings no longer exists. It may have been moved or deleted.',
  },
  errorServer: {
    id: 'socialmedia.controlpanel.errorServer',
    defaultMessage: 'The site had a problem and could not save (error {status}). Try again in a moment.',
  },
  errorNetwork: {
    id: 'socialmedia.controlpanel.errorNetwork',
    defaultMessage: 'The site could not be reached. Check your connection, then save again.',
  },
  errorOther: { id: 'socialmedia.controlpanel.errorOther', defaultMessage: 'Saving failed: {message}' },
  draftFound: {
    id: 'socialmedia.controlpanel.draftFound',
    defaultMessage:
      'Changes to these settings that were not saved are kept in this browser, from a tab that was closed or crashed. Restore them in the form?',
  },
  restoreDraft: { id: 'socialmedia.controlpanel.restoreDraft', defaultMessage: 'Restore them' },
  discardDraft: { id: 'socialmedia.controlpanel.discardDraft', defaultMessage: 'Discard them' },
});
