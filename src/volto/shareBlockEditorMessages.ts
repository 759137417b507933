// What the Share block's edit form says about the block itself: only an editor reads it, so it loads with the
// block's edit chunk.
import { defineMessages } from 'react-intl';

export const shareBlockEditorMessages = defineMessages({
  unsavedPage: {
    id: 'socialmedia.shareBlock.unsavedPage',
    defaultMessage: 'The share buttons appear here once the page is saved.',
  },
});
