// The one request of the navigation-root fallback: the settings of a page's navigation root, asked through Volto's
// api middleware when the page's content came without its own (the reference backend leaves them out when their
// closest provider is not viewable by the visitor). The browser's middleware and the server's wait both make it.
import { NAV_ROOT_SETTINGS, navRootLackingSettings } from '../store/navRoots';
import type { Loose } from '../store/navRoots';
import { activeConfig, activeSocialMediaSettings } from './activeConfig';
import type { VoltoConfig, VoltoMiddlewareApi } from './types';

/** A request made: the navigation root asked for, and what the dispatch gave (it rejects when the request fails). */
export interface NavRootRequest {
  navRoot: string;
  answer: Promise<unknown>;
}

/**
 * Asks for the navigation root's settings when the page in Volto's state lacks its own and no earlier page asked
 * for the same root, or its request failed; `undefined` when nothing is asked. Its `answer` settles once they are in
 * the state, or rejects when the request failed (which leaves none: the next page asks again).
 */
export function requestNavRootSettings(store: VoltoMiddlewareApi): NavRootRequest | undefined {
  const { navRootFallback, behaviors } = activeSocialMediaSettings();
  // Read with `&&` (Volto's build spells optional chaining out at length).
  const state = store.getState() as Loose;
  const content = state && state.content;
  const navRoot = navRootFallback ? navRootLackingSettings(content && content.data, behaviors.settings) : null;
  const own = state && state.socialMedia;
  const asked = own && own.navRoots;
  if (navRoot === null || (asked && asked[navRoot] !== undefined)) return undefined;
  // The root's path in the site, as Volto's `flattenToAppURL` makes it; Volto's api helper adds the API path.
  const config = activeConfig();
  const { internalApiPath, apiPath, publicURL } = config ? config.settings : ({} as VoltoConfig['settings']);
  const path = [internalApiPath, apiPath, publicURL].reduce<string>(
    (url, base) => (base ? url.replace(base, '') : url),
    navRoot,
  );
  const request = { op: 'get', path: `${path}/@inherit?expand.inherit.behaviors=${behaviors.settings}` };
  return { navRoot, answer: Promise.resolve(store.dispatch({ type: NAV_ROOT_SETTINGS, navRoot, request })) };
}
