// The one request of the navigation-root fallback: the settings of a page's navigation root, asked through Volto's
// api middleware when the page's content came without its own (the reference backend leaves them out when their
// closest provider is not viewable by the visitor). The browser's middleware and the server's wait both make it.
import { NAV_ROOT_SETTINGS, navRootLackingSettings } from '../store/navRoots';
import type { Loose } from '../store/navRoots';
import { activeConfig, activeSocialMediaSettings } from './activeConfig';
import type { VoltoConfig, VoltoMiddlewareApi } from './types';

/**
 * A request made: what the dispatch gave (it rejects with superagent's error when the request fails), with the
 * navigation root asked for.
 */
export type NavRootRequest = Promise<unknown> & { navRoot: string };

/**
 * Asks for the navigation root's settings when the page in Volto's state lacks its own and no earlier page asked
 * for the same root, or its request failed; `undefined` when nothing is asked. It settles once they are in the
 * state, or rejects when the request failed (which leaves none: the next page asks again). With `url`, the `@id`
 * Plone's 401 for a root the visitor may not View names (its `context`: the closest object she may View), asks for
 * that object's settings instead, kept for the root; nothing when `url` is the root itself.
 */
export function requestNavRootSettings(store: VoltoMiddlewareApi, url?: string): NavRootRequest | undefined {
  const { navRootFallback, behaviors } = activeSocialMediaSettings();
  // Read with `&&` (Volto's build spells optional chaining out at length).
  const state = store.getState() as Loose;
  const content = state && state.content;
  const navRoot = navRootFallback ? navRootLackingSettings(content && content.data, behaviors.settings) : null;
  const own = state && state.socialMedia;
  const asked = own && own.navRoots;
  if (navRoot === null || url === navRoot || (asked && asked[navRoot] !== undefined)) return undefined;
  // The asked object's path in the site, as Volto's `flattenToAppURL` makes it; Volto's api helper adds the API path.
  const config = activeConfig();
  const { internalApiPath, apiPath, publicURL } = config ? config.settings : ({} as VoltoConfig['settings']);
  const path = [internalApiPath, apiPath, publicURL].reduce<string>(
    (rest, base) => (base ? rest.replace(base, '') : rest),
    url || navRoot,
  );
  // The promise itself carries the root (no wrapper object: fewer bytes in every page's first load).
  return Object.assign(
    Promise.resolve(
      store.dispatch({
        type: NAV_ROOT_SETTINGS,
        navRoot,
        request: { op: 'get', path: `${path}/@inherit?expand.inherit.behaviors=${behaviors.settings}` },
      }),
    ),
    { navRoot },
  );
}
