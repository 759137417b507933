// The action type strings of the thunks and of the slice's own actions, in a module of their own so that the
// reducer can react to the thunks' actions without bundling `createAsyncThunk`. (The navigation roots' requests,
// on every Volto page's first load, are named in `navRoots.ts`.)

export const SETTINGS_RESOLVED = 'socialMedia/settingsResolved';
export const SAVE_STATUS_CLEARED = 'socialMedia/saveStatusCleared';

/** `createAsyncThunk` type prefixes; the actions are `<prefix>/pending`, `/fulfilled` and `/rejected`. */
export const LOAD_CONTENT = 'socialMedia/loadContent';
export const LOAD_SETTINGS = 'socialMedia/loadSettings';
export const SAVE_SETTINGS = 'socialMedia/saveSettings';
