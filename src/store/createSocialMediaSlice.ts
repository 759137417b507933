// The `socialMedia` Redux Toolkit slice, for plain React apps: its own action creators, and every action the state
// follows (the thunks' results, Volto's page loads), through the same `reduceSocialMedia` as Volto's reducer
// without Redux Toolkit (`createSocialMediaReducer`), which `createSlice` would weigh on every page's first load.
import { createSlice, isDraft } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isPlainObject } from '../contract/validationProblems';
import type { ResolvedSettings } from '../core/settingsFromContent';
import { SAVE_STATUS_CLEARED } from './actionTypes';
import { reduceRequests } from './reduceRequests';
import { handleRequestActions, reduceSocialMedia, settingsBehaviorOf } from './reduceSocialMedia';
import type { SocialMediaSliceOptions } from './reduceSocialMedia';
import { createInitialSocialMediaState, SOCIAL_MEDIA_STATE_KEY } from './state';
import type { SocialMediaState } from './state';

export type { SocialMediaSliceOptions } from './reduceSocialMedia';

// The slice's own action creators, below, can dispatch from here on (see reduceSocialMedia.ts).
handleRequestActions(reduceRequests);

/**
 * Makes the slice for one settings behavior name (the vendor prefix differs between backends). Its reducer never
 * throws: an action of its own that it cannot read (a payload of another shape) leaves the state as it was.
 */
export function createSocialMediaSlice(options: SocialMediaSliceOptions = {}) {
  const behavior = settingsBehaviorOf(options);
  const reduce = (state: SocialMediaState, action: unknown) =>
    guarded(state, () => reduceSocialMedia(state, action, behavior));
  const slice = createSlice({
    name: SOCIAL_MEDIA_STATE_KEY,
    initialState: createInitialSocialMediaState,
    reducers: {
      // The action creators' payloads; `reduceSocialMedia` reads them as it reads everyone's.
      settingsResolved: (state, action: PayloadAction<ResolvedSettings | null>) => reduce(state, action),
      saveStatusCleared: (state) => reduce(state, { type: SAVE_STATUS_CLEARED }),
    },
    extraReducers: (builder) => {
      builder.addDefaultCase(reduce);
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

/** How deep the state's own shapes nest (`held.settings.social_links[0].href[0]` is 6 levels), with room to spare. */
const DEEPEST_STATE = 32;

/**
 * The next state, or the state unchanged where computing it throws (as the Volto reducer does), or where it would
 * nest deeper than the state's shapes: immer walks a new state recursively to freeze it, and a payload nested a few
 * thousand levels deep would overflow the stack there, after the case reducer returned.
 */
function guarded(state: SocialMediaState, next: () => SocialMediaState): SocialMediaState {
  try {
    const computed = next();
    if (!nestsDeeperThan(computed, DEEPEST_STATE)) return computed;
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') console.warn('volto-socialmedia: an action was ignored', error);
  }
  return state;
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
