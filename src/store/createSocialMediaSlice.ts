// The `socialMedia` state's reducer and actions: the thunks' results in a plain React app, and Volto's own
// main-content loads inside Volto. Whatever the backend sends, the reducer never throws. A plain reducer with
// immutable updates rather than Redux Toolkit's `createReducer`: importing anything from Redux Toolkit puts its
// whole module (about 2.6 kB gzip, mostly store set-up a bundler cannot drop) into every page's first load. The
// thunks, which only editors and plain apps dispatch, keep `createAsyncThunk`; the reducer knows their actions by
// their type strings.
import { behaviorNames } from '../contract/behaviors';
import type { ResolvedSettings } from '../core/settingsFromContent';
import { createActionCreator } from './actionCreator';
import {
  LOAD_CONTENT,
  LOAD_SETTINGS,
  SAVE_SETTINGS,
  SAVE_STATUS_CLEARED,
  SETTINGS_RESOLVED,
} from './actionTypes';
import { createInitialSocialMediaState, SOCIAL_MEDIA_STATE_KEY } from './state';
import type { RequestError, RequestState, SocialMediaState } from './state';
import type { loadContent, loadSettings, saveSettings } from './thunks';
import { isMainContentLoaded, settingsFromVoltoResult, snapshotOf } from './voltoContent';
import type { SettingsSnapshot } from './voltoContent';

export interface SocialMediaSliceOptions {
  /**
   * The settings behavior read from Volto's content loads; default `example.socialmedia.settings`.
   * A function is asked on every load, so a Volto site may change the name after the reducer was installed.
   */
  settingsBehavior?: string | (() => string);
}

/** Stores settings resolved elsewhere (e.g. from a content object the app already has); `null` = none. */
export const settingsResolved = createActionCreator<ResolvedSettings | null>(SETTINGS_RESOLVED);

/** Forgets the last save's outcome (an editor dismissed the message). */
export const saveStatusCleared = createActionCreator(SAVE_STATUS_CLEARED);

type Pending = { type: string; meta: { requestId: string } };
type Fulfilled<Thunk extends { fulfilled: (...args: any[]) => unknown }> = ReturnType<Thunk['fulfilled']>;
type Rejected<Thunk extends { rejected: (...args: any[]) => unknown }> = ReturnType<Thunk['rejected']>;
type RejectedAction = Rejected<typeof loadContent> | Rejected<typeof loadSettings> | Rejected<typeof saveSettings>;

/** Makes the reducer and actions for one settings behavior name (the vendor prefix differs between backends). */
export function createSocialMediaSlice(options: SocialMediaSliceOptions = {}) {
  const configured = options.settingsBehavior ?? behaviorNames().settings;
  const fallbackBehavior = behaviorNames().settings;
  const settingsBehavior = (): string => {
    if (typeof configured !== 'function') return configured;
    try {
      return configured();
    } catch {
      return fallbackBehavior;
    }
  };

  /** The state after `action`; the same object when the action changes nothing. */
  function reducer(state: SocialMediaState = createInitialSocialMediaState(), action: { type: string }): SocialMediaState {
    if (isMainContentLoaded(action)) {
      return {
        ...withSnapshot(state, settingsFromVoltoResult(action.result, settingsBehavior())),
        load: { ...state.load, status: 'succeeded', error: null },
      };
    }
    switch (action?.type) {
      case SETTINGS_RESOLVED:
        return withSnapshot(state, snapshotOf((action as ReturnType<typeof settingsResolved>).payload));
      case SAVE_STATUS_CLEARED:
        return { ...state, save: { status: 'idle', error: null, requestId: null } };
      case `${LOAD_CONTENT}/pending`:
      case `${LOAD_SETTINGS}/pending`:
        return { ...state, load: started((action as Pending).meta.requestId) };
      case `${SAVE_SETTINGS}/pending`:
        return { ...state, save: started((action as Pending).meta.requestId) };
      case `${LOAD_CONTENT}/fulfilled`: {
        const { meta, payload } = action as Fulfilled<typeof loadContent>;
        if (!isCurrent(state.load, meta.requestId)) return state;
        return { ...withSnapshot(state, snapshotOf(payload.settings)), load: succeeded };
      }
      case `${LOAD_SETTINGS}/fulfilled`: {
        const { meta, payload } = action as Fulfilled<typeof loadSettings>;
        if (!isCurrent(state.load, meta.requestId)) return state;
        return { ...withSnapshot(state, snapshotOf(payload)), load: succeeded };
      }
      case `${SAVE_SETTINGS}/fulfilled`: {
        const { meta, payload } = action as Fulfilled<typeof saveSettings>;
        if (!isCurrent(state.save, meta.requestId)) return state;
        const { resolved, refreshed, error } = payload;
        if (refreshed) return { ...withSnapshot(state, snapshotOf(resolved)), save: succeeded };
        // Saved, but not read back: show what was written; the computed usernames stay as they were.
        return {
          ...state,
          settings: { ...state.settings, ...detach(meta.arg.patch) },
          load: { status: 'failed', error, requestId: null },
          save: succeeded,
        };
      }
      case `${LOAD_CONTENT}/rejected`:
      case `${LOAD_SETTINGS}/rejected`: {
        const { meta, payload, error } = action as RejectedAction;
        return isCurrent(state.load, meta.requestId) ? { ...state, load: failed(payload, error) } : state;
      }
      case `${SAVE_SETTINGS}/rejected`: {
        const { meta, payload, error } = action as RejectedAction;
        return isCurrent(state.save, meta.requestId) ? { ...state, save: failed(payload, error) } : state;
      }
      default:
        return state;
    }
  }

  return {
    name: SOCIAL_MEDIA_STATE_KEY,
    reducer,
    actions: { settingsResolved, saveStatusCleared },
    getInitialState: createInitialSocialMediaState,
  };
}

/** The reducer and actions for the default behavior name `example.socialmedia.settings`. */
export const socialMediaSlice = /* @__PURE__ */ createSocialMediaSlice();

/** The reducer of {@link socialMediaSlice}; install it under the `socialMedia` key. */
export const socialMediaReducer = socialMediaSlice.reducer;

function withSnapshot(state: SocialMediaState, snapshot: SettingsSnapshot): SocialMediaState {
  // Copies, never references: Volto's content reducer keeps mutating the very result object this came from.
  return {
    ...state,
    settings: detach(snapshot.settings),
    from: snapshot.from ? detach(snapshot.from) : null,
    problems: detach(snapshot.problems),
  };
}

function detach<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const succeeded: RequestState = { status: 'succeeded', error: null, requestId: null };

function started(requestId: string): RequestState {
  return { status: 'loading', error: null, requestId };
}

function failed(payload: RequestError | undefined, error: { message?: string; name?: string }): RequestState {
  const reason = payload ?? { message: error.message ?? 'Request failed', status: null, type: error.name ?? null };
  if (isAbortError(reason)) return { status: 'idle', error: null, requestId: null };
  return { status: 'failed', error: reason, requestId: null };
}

/** True for a request the caller cancelled (the client's `RequestAbortedError`, or a DOM `AbortError`). */
function isAbortError(error: RequestError): boolean {
  return error.type === 'RequestAbortedError' || error.type === 'AbortError';
}

function isCurrent(request: RequestState, requestId: string): boolean {
  return request.requestId === requestId;
}
