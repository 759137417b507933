// The strings the control panel's Volto wrapper shows itself (the editors' own strings live with them in
// src/editing; the block titles Volto translates are in blockTitleMessages.ts, read on every page).
import { defineMessages } from 'react-intl';

export const voltoMessages = defineMessages({
  backToControlPanels: {
    id: 'socialmedia.volto.backToControlPanels',
    defaultMessage: 'Back to the control panels',
  },
});
