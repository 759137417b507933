// The button in place of a part of an editor whose code could not be loaded (see lazyEditorPart.tsx). What it says
// about the part is the part's own (ownFieldMessages.ts, blockViewMessages.ts): each chunk carries only its own text.
import { defineMessages } from 'react-intl';

export const editorPartMessages = defineMessages({
  tryAgain: { id: 'socialmedia.editorPart.tryAgain', defaultMessage: 'Try again' },
});
