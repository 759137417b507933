// The `socialMedia` reducer Volto mounts: `reduceSocialMedia` without Redux Toolkit. It is on every page's first
// load (budget: 10 kB gzip for the whole add-on), where `createSlice` with immer would add about 6.5 kB gzip (3.6 kB
// even without immer); it accepts the same actions and gives equal states.
import { reduceSocialMedia, settingsBehaviorOf } from './reduceSocialMedia';
import type { SocialMediaSliceOptions } from './reduceSocialMedia';
import { createInitialSocialMediaState } from './state';
import type { SocialMediaState } from './state';

/**
 * The reducer of the `socialMedia` state without Redux Toolkit; returns the same state for actions not its own, and
 * for an action of its own it cannot read. Never throws: a throw here would break Volto's server-side render.
 */
export function createSocialMediaReducer(options: SocialMediaSliceOptions = {}) {
  const behavior = settingsBehaviorOf(options);
  return function socialMediaReducer(
    state: SocialMediaState = createInitialSocialMediaState(),
    action: unknown,
  ): SocialMediaState {
    try {
      return reduceSocialMedia(state, action, behavior);
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn('volto-socialmedia: an action was ignored', error);
      return state;
    }
  };
}
