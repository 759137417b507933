// What an editor reads in place of a field called `social_links` of another kind whose code (Volto's Field) could not
// be loaded.
import { defineMessages } from 'react-intl';

export const ownFieldMessages = defineMessages({
  loadFailed: {
    id: 'socialmedia.editorPart.loadFailed',
    defaultMessage:
      'This field could not be loaded: the connection may have dropped, or the site has just been updated. The rest of the form is as you left it. If trying again does not help, save your other changes and reload the page.',
  },
});
