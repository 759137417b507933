// Settings for every visitor: the reference backend leaves the settings out of a page's `inherit` component when
// their closest provider is not viewable by the visitor (a published page inside a private folder). Such a page
// then shows its navigation root's settings, asked with one `@inherit` request through Volto's api middleware, once
// per navigation root (the `socialMedia` state keeps the answer), awaited before the server renders, and asked on
// client-side navigation when the new content arrives. A page whose content carries its settings asks nothing.
// The same wrapper of Volto's `content` item hands `asyncConnect` the content without our settings: Volto keeps
// that value a second time in the state it serializes into every page (`reduxAsyncConnect.content`), unread.
import { isPlainObject } from '../contract/validationProblems';
import { NAV_ROOT_SETTINGS, navRootLackingSettings } from '../store/navRoots';
import type { Loose } from '../store/navRoots';
import { isMainContentLoaded, withoutInheritEntry } from '../store/voltoContent';
import { activeConfig, activeSocialMediaSettings } from './activeConfig';
import { GET_SCHEMA_SUCCESS, nameOwnWidget } from './schemaWidgets';
import type { AsyncPropsExtender, AsyncPropsItem, VoltoConfig, VoltoMiddleware, VoltoMiddlewareApi } from './types';

/**
 * The add-on's middleware in the browser's store: the fallback, after each page's content arrived (on the server,
 * `afterContent` makes the render wait), and, before a content type's schema reaches Volto's reducer, our widget
 * named in it for Volto's History (schemaWidgets.ts). One middleware for both: it is first-load code.
 */
const middleware: VoltoMiddleware = (store) => (next) => (action) => {
  if (isPlainObject(action) && action.type === GET_SCHEMA_SUCCESS) nameOwnWidget(action.result);
  const result = next(action);
  if (isMainContentLoaded(action)) void requestNavRootSettings(store);
  return result;
};

/** Only the browser's store gets the middleware: the store Volto's server makes for each page has no use for it. */
const storeExtender = (stack: VoltoMiddleware[]) => (typeof window === 'undefined' ? stack : [...stack, middleware]);

/**
 * Volto's `content` item of `asyncConnect`, whose promise (a promise on the server only) then waits for ours and
 * resolves to the content without the settings, which Volto's `content.data` holds already.
 */
const asyncPropsExtender: AsyncPropsExtender = {
  path: '/',
  extend: (items) =>
    items.map((item) =>
      item.key === 'content' ? Object.assign({}, item, { promise: afterContent(item.promise) }) : item,
    ),
};

function afterContent(promise: AsyncPropsItem['promise']): AsyncPropsItem['promise'] {
  return (
    promise &&
    ((options) => {
      const loaded = promise(options);
      return loaded instanceof Promise
        ? loaded.then((content) =>
            Promise.resolve(requestNavRootSettings(options.store)).then(() =>
              withoutInheritEntry(content, activeSocialMediaSettings().behaviors.settings),
            ),
          )
        : loaded;
    })
  );
}

/**
 * Adds the fallback to Volto's store (client-side navigation; the same middleware names our widget in schemas for
 * Volto's History) and to its server-side data loading, once however often the add-on is applied;
 * `navRootFallback: false` (read at each page) turns the fallback off, not what `asyncConnect` is handed.
 */
export function installNavRootFallback(config: VoltoConfig): VoltoConfig {
  const { settings } = config;
  settings.storeExtenders = withEntry(settings.storeExtenders, storeExtender);
  settings.asyncPropsExtenders = withEntry(settings.asyncPropsExtenders, asyncPropsExtender);
  return config;
}

/**
 * Asks for the navigation root's settings when the page in Volto's state lacks its own and no earlier page asked
 * for the same root, or its request failed. Resolves once they are in the state (a failure leaves none, and the next
 * page asks again); `undefined` when nothing is asked.
 */
export function requestNavRootSettings(store: VoltoMiddlewareApi): Promise<unknown> | undefined {
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
  return Promise.resolve(store.dispatch({ type: NAV_ROOT_SETTINGS, navRoot, request })).catch(() => undefined);
}

function withEntry<Entry>(list: Entry[] | undefined, entry: Entry): Entry[] {
  return list && list.includes(entry) ? list : (list || []).concat(entry);
}
