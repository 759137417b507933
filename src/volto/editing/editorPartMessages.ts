// What an editor reads in place of a part of a form whose code could not be loaded (see lazyEditorPart.tsx).
import { defineMessages } from 'react-intl';

export const editorPartMessages = defineMessages({
  loadFailed: {
    id: 'socialmedia.editorPart.loadFailed',
    defaultMessage:
      'This field could not be loaded: the connection may have dropped, or the site has just been updated. The rest of the form is as you left it. If trying again does not help, save your other changes and reload the page.',
  },
  tryAgain: { id: 'socialmedia.editorPart.tryAgain', defaultMessage: 'Try again' },
});
