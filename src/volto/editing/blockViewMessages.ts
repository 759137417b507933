// What an editor reads in place of a Follow Us or Share block's view, in its edit form, whose code could not be loaded.
import { defineMessages } from 'react-intl';

export const blockViewMessages = defineMessages({
  viewLoadFailed: {
    id: 'socialmedia.editorPart.viewLoadFailed',
    defaultMessage:
      'This block could not be loaded: the connection may have dropped, or the site has just been updated. Its settings are in the sidebar, and the rest of the page is as you left it. If trying again does not help, save your changes and reload the page.',
  },
});
