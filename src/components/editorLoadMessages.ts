// What an editor reads in place of an editor (the links widget, a block's settings, the control panel) whose chunk
// could not be loaded (src/volto/lazyEditor.tsx), or whose language's messages could not be loaded
// (src/editing/locales/EditorIntlProvider.tsx): the label of the button that asks for it again. The message goes to
// the visitors' catalogue, volto.po, which Volto's build merges into every page's locales/<lang>.json, English
// included (its text, as Volto's i18n script takes it): the editors' own catalogue comes in a chunk, which may fail
// to load as well. lazyEditor names the id alone, so that a visitor's first load carries none of the text (the id
// shares its bytes with the loading placeholder's class name, `socialmedia-editor-loading`); this file declares the
// message for `npm run i18n`, the editors' code and the tests.
import { defineMessages } from 'react-intl';

export const editorLoadMessages = defineMessages({
  loadFailed: {
    id: 'socialmedia-editor-error',
    defaultMessage: 'This part of the form could not be loaded. Try again',
  },
});
