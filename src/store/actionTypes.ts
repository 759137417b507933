// The action type strings of the `socialMedia` state, in a module of their own so that the reducer (on every
// page's first load) can react to the thunks' actions without bundling `createAsyncThunk`.

export const SETTINGS_RESOLVED = 'socialMedia/settingsResolved';
export const SAVE_STATUS_CLEARED = 'socialMedia/saveStatusCleared';

/** `createAsyncThunk` type prefixes; the actions are `<prefix>/pending`, `/fulfilled` and `/rejected`. */
export const LOAD_CONTENT = 'socialMedia/loadContent';
export const LOAD_SETTINGS = 'socialMedia/loadSettings';
export const SAVE_SETTINGS = 'socialMedia/saveSettings';
