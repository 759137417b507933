// The one reducer logic of `socialMedia`, which both wrappers run (the Redux Toolkit slice and Volto's light
// reducer): any action, from any add-on, is narrowed by its type, and its payload read field by field into what its
// case expects. Volto's page loads and the answers for a navigation root are read here, on every page's first load;
// the thunks' actions and the slice's own by `reduceRequests`, which comes with the thunks (in Volto, the editors'
// chunk) and with the slice: no such action can be dispatched before one of them is loaded.
import { behaviorNames } from '../contract/behaviors';
import { isPlainObject } from '../contract/validationProblems';
import { NAV_ROOT_SETTINGS } from './navRoots';
import { mainContentLoaded, navRootLoaded, navRootRequested } from './socialMediaCases';
import type { SocialMediaState } from './state';
import { settingsOfInherit, VOLTO_GET_CONTENT_SUCCESS } from './voltoContent';

/** The options of both the slice and the Volto reducer. */
export interface SocialMediaSliceOptions {
  /**
   * The settings behavior read from Volto's content loads; default `example.socialmedia.settings`.
   * A function is asked on every load, so a Volto site may change the name after the reducer was installed.
   */
  settingsBehavior?: string | (() => string);
}

/** The behavior name `options` give, asked anew at each call; the default when a function throws. */
export function settingsBehaviorOf({ settingsBehavior }: SocialMediaSliceOptions): () => string {
  const fallback = behaviorNames().settings;
  return () => {
    if (typeof settingsBehavior !== 'function') return settingsBehavior || fallback;
    try {
      return settingsBehavior();
    } catch {
      return fallback;
    }
  };
}

/** The reducer of the thunks' actions and the slice's own: an action of another type leaves the state as it is. */
export type RequestReducer = (state: SocialMediaState, action: Record<string, unknown>) => SocialMediaState;

let requestReducer: RequestReducer | undefined;

/** Hands the thunks' and the slice's actions to `reduce` (called by the modules that dispatch them). */
export function handleRequestActions(reduce: RequestReducer): void {
  requestReducer = reduce;
}

/**
 * The next state after `action`: the same object for an action not its own or one it cannot read. `behavior`
 * names the settings behavior at the time of the action. Throws only where a payload's getters throw (the
 * wrappers catch it: a throw would break Volto's server-side render).
 */
export function reduceSocialMedia(state: SocialMediaState, action: unknown, behavior: () => string): SocialMediaState {
  if (!isPlainObject(action)) return state;
  const { type, navRoot, result } = action;
  if (type === VOLTO_GET_CONTENT_SUCCESS) {
    return action.subrequest ? state : mainContentLoaded(state, { behavior: behavior() });
  }
  if (typeof navRoot === 'string') {
    if (type === `${NAV_ROOT_SETTINGS}_PENDING`) return navRootRequested(state, { navRoot });
    // Plone's `@inherit` answer has its `@id` whenever a behavior is asked for: an answer without one (a proxy's
    // page served as 200, which Volto reads as `{}` or text) is a failure like `_FAIL`, and the next page asks again.
    if (type === `${NAV_ROOT_SETTINGS}_SUCCESS` && isPlainObject(result) && result['@id']) {
      return navRootLoaded(state, { navRoot, snapshot: settingsOfInherit(result, behavior()) });
    }
    if (type === `${NAV_ROOT_SETTINGS}_SUCCESS` || type === `${NAV_ROOT_SETTINGS}_FAIL`) {
      return navRootLoaded(state, { navRoot, snapshot: undefined });
    }
  }
  return requestReducer ? requestReducer(state, action) : state;
}
