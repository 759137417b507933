// The `socialMedia` Redux Toolkit slice, for plain React apps: its own actions, the thunks' results, and Volto's
// main-content loads, all through the case reducers of `socialMediaCases.ts`. Volto mounts the same cases without
// Redux Toolkit (`createSocialMediaReducer`), because `createSlice` would weigh on every page's first load.
import { createSlice, isDraft } from '@reduxjs/toolkit';
import { isPlainObject } from '../contract/validationProblems';
import * as cases from './socialMediaCases';
import type { SocialMediaSliceOptions } from './socialMediaCases';
import { createInitialSocialMediaState, SOCIAL_MEDIA_STATE_KEY } from './state';
import type { SocialMediaState } from './state';
import { loadContent, loadSettings, saveSettings } from './thunks';
import { isMainContentLoaded } from './voltoContent';

export type { SocialMediaSliceOptions } from './socialMediaCases';

/**
 * Makes the slice for one settings behavior name (the vendor prefix differs between backends). Its reducer never
 * throws: an action of its own that it cannot read (a payload of another shape) leaves the state as it was.
 */
export function createSocialMediaSlice(options: SocialMediaSliceOptions = {}) {
  const slice = createSlice({
    name: SOCIAL_MEDIA_STATE_KEY,
    initialState: createInitialSocialMediaState,
    reducers: {
      settingsResolved: guarded(cases.settingsResolved),
      // Reads nothing of the action, so nothing to guard (and its action creator takes no payload).
      saveStatusCleared: cases.saveStatusCleared,
    },
    extraReducers: (builder) => {
      builder
        .addCase(loadContent.pending, guarded(cases.loadPending))
        .addCase(loadContent.fulfilled, guarded(cases.loadContentFulfilled))
        .addCase(loadContent.rejected, guarded(cases.loadRejected))
        .addCase(loadSettings.pending, guarded(cases.loadPending))
        .addCase(loadSettings.fulfilled, guarded(cases.loadSettingsFulfilled))
        .addCase(loadSettings.rejected, guarded(cases.loadRejected))
        .addCase(saveSettings.pending, guarded(cases.savePending))
        .addCase(saveSettings.fulfilled, guarded(cases.saveSettingsFulfilled))
        .addCase(saveSettings.rejected, guarded(cases.saveRejected))
        .addMatcher(isMainContentLoaded, guarded(cases.mainContentLoaded(options.settingsBehavior)));
    },
  });
  // Redux Toolkit looks an action's type up in a plain object: a type named like a method every object has runs that
  // method as a case reducer (`valueOf` throws, `toString` makes the state a string). Such an action changes nothing.
  const { reducer } = slice;
  const neverThrowing: typeof reducer = (state, action) => {
    if (isPlainObject(action) && typeof action.type === 'string' && action.type in Object.prototype) {
      return state === undefined ? createInitialSocialMediaState() : state;
    }
    try {
      return reducer(state, action);
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('volto-socialmedia: an action was ignored', error);
      return state === undefined ? createInitialSocialMediaState() : state;
    }
  };
  return { ...slice, reducer: neverThrowing };
}

/** How deep the state's own shapes nest (`settings.social_links[0].href[0]` is 5 levels), with room to spare. */
const DEEPEST_STATE = 32;

/**
 * The case reducer, returning the state unchanged where it would throw (as the Volto reducer does), or where its
 * new state would nest deeper than the state's shapes: immer walks a new state recursively to freeze it, and a
 * payload nested a few thousand levels deep would overflow the stack there, after the case reducer returned.
 */
function guarded<Action>(
  caseReducer: (state: SocialMediaState, action: Action) => SocialMediaState,
): (state: SocialMediaState, action: Action) => SocialMediaState {
  return (state, action) => {
    try {
      const next = caseReducer(state, action);
      if (!nestsDeeperThan(next, DEEPEST_STATE)) return next;
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('volto-socialmedia: an action was ignored', error);
    }
    return state;
  };
}

/** Whether `value` has objects nested more than `limit` deep, not counting immer's drafts (the state as it was). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [current, depth] = entry;
    if (typeof current !== 'object' || current === null || isDraft(current)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The slice for the default behavior name `example.socialmedia.settings`. */
export const socialMediaSlice = /* @__PURE__ */ createSocialMediaSlice();

/** The reducer of {@link socialMediaSlice}; install it under the `socialMedia` key. */
export const socialMediaReducer = socialMediaSlice.reducer;

/**
 * The slice's actions: `settingsResolved(resolved | null)` stores settings resolved elsewhere (e.g. from a content
 * object the app already has; `null` = none); `saveStatusCleared()` forgets the last save's outcome.
 */
export const { settingsResolved, saveStatusCleared } = socialMediaSlice.actions;
