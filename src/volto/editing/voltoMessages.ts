// The strings the Volto skin of the control panel shows itself (the editors' own strings live with them in
// src/editing). Save and Cancel, and the toast after a save, use Volto's own message ids, so they read exactly as on
// Volto's core control panels; Volto's catalogue, which the editor chunks' provider lets win, translates them.
import { defineMessages } from 'react-intl';

export const voltoMessages = defineMessages({
  save: { id: 'Save', defaultMessage: 'Save' },
  cancel: { id: 'Cancel', defaultMessage: 'Cancel' },
  info: { id: 'Info', defaultMessage: 'Info' },
  changesSaved: { id: 'Changes saved', defaultMessage: 'Changes saved' },
});
