// The part of the one reducer logic (`reduceSocialMedia`) that reads the thunks' actions (`loadContent`,
// `loadSettings`, `saveSettings`: pending, fulfilled, rejected) and the slice's own (`settingsResolved`,
// `saveStatusCleared`). It comes with the thunks and with the slice, never on a Volto page's first load: the thunks
// are in the editors' chunk. An action of one of these types from elsewhere, of another shape, is read as far as
// it goes, never trusted.
import { parseInheritSource } from '../contract/parseInheritSource';
import { parseSettingsData } from '../contract/parseSettingsData';
import { asText, isPlainObject } from '../contract/validationProblems';
import { LOAD_CONTENT, LOAD_SETTINGS, SAVE_SETTINGS, SAVE_STATUS_CLEARED, SETTINGS_RESOLVED } from './actionTypes';
import {
  loadFulfilled,
  loadPending,
  loadRejected,
  saveFulfilled,
  savePending,
  saveRejected,
  saveStatusCleared,
  settingsResolved,
} from './requestCases';
import { NO_SETTINGS } from './state';
import type { RequestError, SettingsProblem, SettingsSnapshot, SocialMediaState } from './state';

/** The next state after one of the thunks' or the slice's actions; the same object for any other action. */
export function reduceRequests(state: SocialMediaState, action: Record<string, unknown>): SocialMediaState {
  const { type, payload, meta, error } = action;
  if (type === SETTINGS_RESOLVED) return settingsResolved(state, snapshotFrom(payload));
  if (type === SAVE_STATUS_CLEARED) return saveStatusCleared(state, null);
  const requestId = isPlainObject(meta) && typeof meta.requestId === 'string' ? meta.requestId : null;
  if (requestId === null) return state;
  switch (type) {
    case `${LOAD_CONTENT}/pending`:
    case `${LOAD_SETTINGS}/pending`:
      return loadPending(state, { requestId });
    case `${SAVE_SETTINGS}/pending`:
      return savePending(state, { requestId });
    case `${LOAD_CONTENT}/fulfilled`:
      return loadFulfilled(state, { requestId, snapshot: snapshotFrom(isPlainObject(payload) && payload.settings) });
    case `${LOAD_SETTINGS}/fulfilled`:
      return loadFulfilled(state, { requestId, snapshot: snapshotFrom(payload) });
    case `${SAVE_SETTINGS}/fulfilled`: {
      const answer = isPlainObject(payload) ? payload : {};
      // Another object's settings on the page shown (it loaded while the save ran): nothing is held over them.
      const shown = answer.shown !== false;
      if (answer.refreshed) {
        return saveFulfilled(state, { requestId, readBack: shown ? snapshotFrom(answer.resolved) : null });
      }
      const written = shown && answer.written ? snapshotFrom(answer.written) : null;
      return saveFulfilled(state, { requestId, written, error: answer.error ? storedError(answer.error, null) : null });
    }
    case `${LOAD_CONTENT}/rejected`:
    case `${LOAD_SETTINGS}/rejected`:
      return loadRejected(state, { requestId, error: unlessCancelled(storedError(payload, error)) });
    case `${SAVE_SETTINGS}/rejected`:
      return saveRejected(state, { requestId, error: unlessCancelled(storedError(payload, error)) });
  }
  return state;
}

/**
 * A snapshot read field by field from any value: settings resolved by an app or answered by a thunk (of the shape
 * of `ResolvedSettings`, or not). Not an object (`null`: no object provides them) gives the defaults.
 */
export function snapshotFrom(value: unknown): SettingsSnapshot {
  if (!isPlainObject(value)) return NO_SETTINGS;
  // Copies, never references: each field read again, so nothing nested deeper than the contract's shapes reaches
  // Redux Toolkit's freezing or Volto's serializing of the state.
  return {
    settings: parseSettingsData(value.settings).settings,
    from: value.from ? parseInheritSource(value.from).from : null,
    problems: storedProblems(value.problems),
  };
}

/** The problems as the state keeps them: a path and a reason as text, the index when it is a number. */
function storedProblems(problems: unknown): SettingsProblem[] {
  return Array.isArray(problems)
    ? problems.filter(isPlainObject).map(({ path, index, reason }) => ({
        path: asText(path),
        index: typeof index === 'number' ? index : undefined,
        reason: asText(reason),
      }))
    : [];
}

/**
 * A request's error as the state keeps it, its three fields each of its type: the thunk's `payload` when it has
 * one, else what `createAsyncThunk` made of the thrown `error`.
 */
function storedError(payload: unknown, error: unknown): RequestError {
  const thrown = isPlainObject(error) ? error : {};
  const { message, status, type } = isPlainObject(payload)
    ? payload
    : { message: asText(thrown.message) || 'Request failed', type: thrown.name };
  return { message: asText(message), status: typeof status === 'number' ? status : null, type: asText(type) || null };
}

/** `null` for a request the caller cancelled (the client's `RequestAbortedError`, or a DOM `AbortError`). */
function unlessCancelled(error: RequestError): RequestError | null {
  return error.type === 'RequestAbortedError' || error.type === 'AbortError' ? null : error;
}
