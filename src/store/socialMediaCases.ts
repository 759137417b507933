// The state transitions of `socialMedia`, written once as pure case reducers that return new state (no mutation,
// so no immer): the Redux Toolkit slice and the Volto reducer are both made from them. No runtime import of
// Redux Toolkit or of the thunks here: this module is in every Volto page's first load.
import { behaviorNames } from '../contract/behaviors';
import { parseInheritSource } from '../contract/parseInheritSource';
import { parseSettingsData } from '../contract/parseSettingsData';
import { asText, isPlainObject } from '../contract/validationProblems';
import type { ResolvedSettings } from '../core/settingsFromContent';
import type { RequestError, RequestState, SettingsProblem, SocialMediaState } from './state';
import type { loadContent, loadSettings, saveSettings } from './thunks';
import { settingsFromVoltoResult, snapshotOf } from './voltoContent';
import type { SettingsSnapshot, VoltoContentLoadedAction } from './voltoContent';

/** The options of both the slice and the Volto reducer. */
export interface SocialMediaSliceOptions {
  /**
   * The settings behavior read from Volto's content loads; default `example.socialmedia.settings`.
   * A function is asked on every load, so a Volto site may change the name after the reducer was installed.
   */
  settingsBehavior?: string | (() => string);
}

/** An action with a payload, in the shape of Redux Toolkit's `PayloadAction`. */
export type PayloadAction<Payload> = { type: string; payload: Payload };

/** A `createAsyncThunk` action's `meta`, as far as every case reads it. */
export type PendingAction = { meta: { requestId: string } };
type Fulfilled<Thunk extends { fulfilled: (...args: never[]) => unknown }> = ReturnType<Thunk['fulfilled']>;
type Rejected<Thunk extends { rejected: (...args: never[]) => unknown }> = ReturnType<Thunk['rejected']>;
export type LoadContentFulfilled = Fulfilled<typeof loadContent>;
export type LoadSettingsFulfilled = Fulfilled<typeof loadSettings>;
export type SaveSettingsFulfilled = Fulfilled<typeof saveSettings>;
export type LoadRejected = Rejected<typeof loadContent> | Rejected<typeof loadSettings>;
export type SaveRejected = Rejected<typeof saveSettings>;

/** Stores settings resolved elsewhere; `null` gives the defaults and no source. */
export function settingsResolved(
  state: SocialMediaState,
  action: PayloadAction<ResolvedSettings | null>,
): SocialMediaState {
  return withSnapshot(state, snapshotOf(action.payload));
}

/** Forgets the last save's outcome. */
export function saveStatusCleared(state: SocialMediaState): SocialMediaState {
  return changed(state, { save: { status: 'idle', error: null, requestId: null } });
}

/** The case of Volto's main-content loads, reading the settings under the behavior name `settingsBehavior` gives. */
export function mainContentLoaded(settingsBehavior: SocialMediaSliceOptions['settingsBehavior']) {
  const behavior = behaviorResolver(settingsBehavior);
  return (state: SocialMediaState, action: VoltoContentLoadedAction): SocialMediaState =>
    withSnapshot(state, settingsFromVoltoResult(action.result, behavior()), {
      load: { ...state.load, status: 'succeeded', error: null },
    });
}

/** `loadContent` or `loadSettings` started; it becomes the load whose answer counts. */
export function loadPending(state: SocialMediaState, action: PendingAction): SocialMediaState {
  return changed(state, { load: started(action.meta.requestId) });
}

/** `saveSettings` started; it becomes the save whose answer counts. */
export function savePending(state: SocialMediaState, action: PendingAction): SocialMediaState {
  return changed(state, { save: started(action.meta.requestId) });
}

export function loadContentFulfilled(
  state: SocialMediaState,
  { meta, payload }: LoadContentFulfilled,
): SocialMediaState {
  if (!isCurrent(state.load, meta.requestId)) return state;
  return withSnapshot(state, snapshotOf(payload.settings), { load: succeeded });
}

export function loadSettingsFulfilled(
  state: SocialMediaState,
  { meta, payload }: LoadSettingsFulfilled,
): SocialMediaState {
  if (!isCurrent(state.load, meta.requestId)) return state;
  return withSnapshot(state, snapshotOf(payload), { load: succeeded });
}

export function saveSettingsFulfilled(
  state: SocialMediaState,
  { meta, payload }: SaveSettingsFulfilled,
): SocialMediaState {
  if (!isCurrent(state.save, meta.requestId)) return state;
  const { resolved, refreshed, error } = payload;
  if (refreshed) return withSnapshot(state, snapshotOf(resolved), { save: succeeded });
  // Saved, but not read back: show what was written; the computed usernames stay as they were.
  return changed(state, {
    settings: parseSettingsData({ ...state.settings, ...meta.arg.patch }).settings,
    load: { status: 'failed', error: error && storedError(error, null), requestId: null },
    save: succeeded,
  });
}

/** A load failed (or was aborted: no error then); an older load's failure changes nothing. */
export function loadRejected(state: SocialMediaState, { meta, payload, error }: LoadRejected): SocialMediaState {
  return isCurrent(state.load, meta.requestId) ? changed(state, { load: failed(payload, error) }) : state;
}

/** The save failed (or was aborted: no error then); an older save's failure changes nothing. */
export function saveRejected(state: SocialMediaState, { meta, payload, error }: SaveRejected): SocialMediaState {
  return isCurrent(state.save, meta.requestId) ? changed(state, { save: failed(payload, error) }) : state;
}

function behaviorResolver(configured: SocialMediaSliceOptions['settingsBehavior']): () => string {
  const fallback = behaviorNames().settings;
  return () => {
    if (typeof configured !== 'function') return configured || fallback;
    try {
      return configured();
    } catch {
      return fallback;
    }
  };
}

function withSnapshot(
  state: SocialMediaState,
  snapshot: SettingsSnapshot,
  changes: Partial<SocialMediaState> = {},
): SocialMediaState {
  // Copies, never references: Volto's content reducer keeps mutating the very result object this came from. Read
  // again by the page's readers, so the state holds only the contract's fields, each of its type, whatever shape
  // settings resolved elsewhere had: nothing nested deeper than the contract's shapes reaches Redux Toolkit's
  // freezing or Volto's serialising of the state.
  return changed(state, {
    settings: parseSettingsData(snapshot.settings).settings,
    from: snapshot.from ? parseInheritSource(snapshot.from).from : null,
    problems: storedProblems(snapshot.problems),
    ...changes,
  });
}

/** A new state: `state` with `changes` (one spread for every case: Volto's Babel spells each spread out). */
function changed(state: SocialMediaState, changes: Partial<SocialMediaState>): SocialMediaState {
  return { ...state, ...changes };
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

const succeeded: RequestState = { status: 'succeeded', error: null, requestId: null };

function started(requestId: string): RequestState {
  return { status: 'loading', error: null, requestId };
}

function failed(payload: unknown, error: unknown): RequestState {
  const reason = storedError(payload, error);
  if (isAbortError(reason)) return { status: 'idle', error: null, requestId: null };
  return { status: 'failed', error: reason, requestId: null };
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

/** True for a request the caller cancelled (the client's `RequestAbortedError`, or a DOM `AbortError`). */
function isAbortError(error: RequestError): boolean {
  return error.type === 'RequestAbortedError' || error.type === 'AbortError';
}

function isCurrent(request: RequestState, requestId: string): boolean {
  return request.requestId === requestId;
}
