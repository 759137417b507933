// The `socialMedia` reducer Volto mounts: the slice's case reducers, picked by action type without Redux Toolkit.
// It is on every page's first load (budget: 10 kB gzip for the whole add-on), where `createSlice` with immer would
// add about 6.5 kB gzip (3.6 kB even without immer); it accepts the same actions and gives equal states.
import { LOAD_CONTENT, LOAD_SETTINGS, SAVE_SETTINGS, SAVE_STATUS_CLEARED, SETTINGS_RESOLVED } from './actionTypes';
import {
  loadContentFulfilled,
  loadPending,
  loadRejected,
  loadSettingsFulfilled,
  mainContentLoaded,
  savePending,
  saveRejected,
  saveSettingsFulfilled,
  saveStatusCleared,
  settingsResolved,
} from './socialMediaCases';
import type { SocialMediaSliceOptions } from './socialMediaCases';
import { createInitialSocialMediaState } from './state';
import type { SocialMediaState } from './state';
import { isMainContentLoaded } from './voltoContent';

/**
 * The reducer of the `socialMedia` state without Redux Toolkit; returns the same state for actions not its own, and
 * for an action of its own it cannot read. Never throws: a throw here would break Volto's server-side render.
 */
export function createSocialMediaReducer(options: SocialMediaSliceOptions = {}) {
  const contentLoaded = mainContentLoaded(options.settingsBehavior);

  return function socialMediaReducer(
    state: SocialMediaState = createInitialSocialMediaState(),
    action: { type: string },
  ): SocialMediaState {
    // The casts stand for what Redux Toolkit's `addCase` infers from each action creator.
    const typed = action as never;
    try {
      switch (action && action.type) {
        case SETTINGS_RESOLVED:
          return settingsResolved(state, typed);
        case SAVE_STATUS_CLEARED:
          return saveStatusCleared(state);
        case `${LOAD_CONTENT}/pending`:
        case `${LOAD_SETTINGS}/pending`:
          return loadPending(state, typed);
        case `${SAVE_SETTINGS}/pending`:
          return savePending(state, typed);
        case `${LOAD_CONTENT}/fulfilled`:
          return loadContentFulfilled(state, typed);
        case `${LOAD_SETTINGS}/fulfilled`:
          return loadSettingsFulfilled(state, typed);
        case `${SAVE_SETTINGS}/fulfilled`:
          return saveSettingsFulfilled(state, typed);
        case `${LOAD_CONTENT}/rejected`:
        case `${LOAD_SETTINGS}/rejected`:
          return loadRejected(state, typed);
        case `${SAVE_SETTINGS}/rejected`:
          return saveRejected(state, typed);
      }
      return isMainContentLoaded(action) ? contentLoaded(state, action) : state;
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('volto-socialmedia: an action was ignored', error);
      return state;
    }
  };
}
