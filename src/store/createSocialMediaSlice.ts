// The `socialMedia` state's reducer and actions: the thunks' results in a plain React app, and Volto's own
// main-content loads inside Volto. Whatever the backend sends, the reducer never throws. Built with RTK's
// `createReducer` and `createAction` (not `createSlice`, which would bring `createAsyncThunk` into every page's
// first load), reacting to the thunks by their type strings.
import { createAction, createReducer } from '@reduxjs/toolkit';
import { behaviorNames } from '../contract/behaviors';
import type { ResolvedSettings } from '../core/settingsFromContent';
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
export const settingsResolved = createAction<ResolvedSettings | null>(SETTINGS_RESOLVED);

/** Forgets the last save's outcome (an editor dismissed the message). */
export const saveStatusCleared = createAction(SAVE_STATUS_CLEARED);

type Fulfilled<Thunk extends { fulfilled: (...args: any[]) => unknown }> = ReturnType<Thunk['fulfilled']>;
type Rejected<Thunk extends { rejected: (...args: any[]) => unknown }> = ReturnType<Thunk['rejected']>;
interface PendingAction {
  type: string;
  meta: { requestId: string };
}

/** A stand-in action creator carrying only `type`, so `addCase` knows the action's shape without the thunk's code. */
function actionOfType<Action extends { type: string }>(type: string): { (...args: any[]): Action; type: string } {
  return Object.assign(() => ({ type }) as Action, { type });
}

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

  const reducer = createReducer(createInitialSocialMediaState, (builder) => {
    builder
      .addCase(settingsResolved, (state, action) => applySnapshot(state, snapshotOf(action.payload)))
      .addCase(saveStatusCleared, (state) => {
        state.save = { status: 'idle', error: null, requestId: null };
      })
      .addCase(actionOfType<PendingAction>(`${LOAD_CONTENT}/pending`), (state, action) => start(state.load, action.meta.requestId))
      .addCase(actionOfType<Fulfilled<typeof loadContent>>(`${LOAD_CONTENT}/fulfilled`), (state, action) => {
        if (!isCurrent(state.load, action.meta.requestId)) return;
        applySnapshot(state, snapshotOf(action.payload.settings));
        succeed(state.load);
      })
      .addCase(actionOfType<Rejected<typeof loadContent>>(`${LOAD_CONTENT}/rejected`), (state, action) => {
        if (isCurrent(state.load, action.meta.requestId)) fail(state.load, action.payload, action.error);
      })
      .addCase(actionOfType<PendingAction>(`${LOAD_SETTINGS}/pending`), (state, action) => start(state.load, action.meta.requestId))
      .addCase(actionOfType<Fulfilled<typeof loadSettings>>(`${LOAD_SETTINGS}/fulfilled`), (state, action) => {
        if (!isCurrent(state.load, action.meta.requestId)) return;
        applySnapshot(state, snapshotOf(action.payload));
        succeed(state.load);
      })
      .addCase(actionOfType<Rejected<typeof loadSettings>>(`${LOAD_SETTINGS}/rejected`), (state, action) => {
        if (isCurrent(state.load, action.meta.requestId)) fail(state.load, action.payload, action.error);
      })
      .addCase(actionOfType<PendingAction>(`${SAVE_SETTINGS}/pending`), (state, action) => start(state.save, action.meta.requestId))
      .addCase(actionOfType<Fulfilled<typeof saveSettings>>(`${SAVE_SETTINGS}/fulfilled`), (state, action) => {
        if (!isCurrent(state.save, action.meta.requestId)) return;
        const { resolved, refreshed, error } = action.payload;
        if (refreshed) {
          applySnapshot(state, snapshotOf(resolved));
        } else {
          // Saved, but not read back: show what was written; the computed usernames stay as they were.
          state.settings = { ...state.settings, ...detach(action.meta.arg.patch) };
          state.load = { status: 'failed', error, requestId: null };
        }
        succeed(state.save);
      })
      .addCase(actionOfType<Rejected<typeof saveSettings>>(`${SAVE_SETTINGS}/rejected`), (state, action) => {
        if (isCurrent(state.save, action.meta.requestId)) fail(state.save, action.payload, action.error);
      })
      .addMatcher(isMainContentLoaded, (state, action) => {
        applySnapshot(state, settingsFromVoltoResult(action.result, settingsBehavior()));
        state.load.status = 'succeeded';
        state.load.error = null;
      });
  });

  return {
    name: SOCIAL_MEDIA_STATE_KEY,
    reducer,
    actions: { settingsResolved, saveStatusCleared },
    getInitialState: createInitialSocialMediaState,
  };
}

/** The reducer and actions for the default behavior name `example.socialmedia.settings`. */
export const socialMediaSlice = createSocialMediaSlice();

/** The reducer of {@link socialMediaSlice}; install it under the `socialMedia` key. */
export const socialMediaReducer = socialMediaSlice.reducer;

function applySnapshot(state: SocialMediaState, snapshot: SettingsSnapshot): void {
  // Copies, never references: immer freezes what enters the state, and Volto's content reducer
  // keeps mutating the very result object this came from.
  state.settings = detach(snapshot.settings);
  state.from = snapshot.from ? detach(snapshot.from) : null;
  state.problems = detach(snapshot.problems);
}

function detach<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function start(request: RequestState, requestId: string): void {
  request.status = 'loading';
  request.error = null;
  request.requestId = requestId;
}

function succeed(request: RequestState): void {
  request.status = 'succeeded';
  request.error = null;
  request.requestId = null;
}

function fail(request: RequestState, payload: RequestError | undefined, error: { message?: string; name?: string }): void {
  const reason = payload ?? { message: error.message ?? 'Request failed', status: null, type: error.name ?? null };
  request.requestId = null;
  if (isAbortError(reason)) {
    request.status = 'idle';
    request.error = null;
    return;
  }
  request.status = 'failed';
  request.error = reason;
}

/** True for a request the caller cancelled (the client's `RequestAbortedError`, or a DOM `AbortError`). */
function isAbortError(error: RequestError): boolean {
  return error.type === 'RequestAbortedError' || error.type === 'AbortError';
}

function isCurrent(request: RequestState, requestId: string): boolean {
  return request.requestId === requestId;
}
