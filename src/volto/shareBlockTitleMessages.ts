// The Share block's title, which Volto's block chooser translates itself with the title as the message id (so the
// id is the English title). In volto.po, the catalogue Volto looks it up in; no code imports it: installBlocks
// writes the id as a literal, which keeps the descriptor out of every page's first load.
import { defineMessages } from 'react-intl';

export const shareBlockTitleMessages = defineMessages({
  shareBlockTitle: { id: 'Share', defaultMessage: 'Share' },
});
