// Volto's server renders a page once the items of `asyncConnect` have resolved. For a page whose content came
// without its settings, its `content` item also waits for the navigation root's settings (navRootRequest.ts), but
// only so long: a backend that answered the page and not its root's settings (overloaded, a proxy holding the
// request) must not hold the page back. It is then served without the site's links, its state says the request
// failed (so that the browser asks again), and the server's log says what went wrong, once, not on every page,
// until the settings load again. The same wait moves the links of a page Volto's server fetched at its internal
// address to the site's public address (browserAddresses.ts). A root that answered without settings is remembered a
// while (rootsWithoutSettings.ts): the next pages' stores, new for each, do not ask it again meanwhile.
// Volto fetches the content in `asyncConnect` on its server only: the client bundle carries none of this.
import { NAV_ROOT_SETTINGS, navRootLackingSettings } from '../store/navRoots';
import type { Loose } from '../store/navRoots';
import { withoutInheritEntry } from '../store/voltoContent';
import { activeConfig, activeSocialMediaSettings } from './activeConfig';
import { browserAddress, moveLinksToPublic } from './browserAddresses';
import type { BackendAddresses } from './browserAddresses';
import { requestNavRootSettings } from './navRootRequest';
import { rememberRootWithoutSettings, rootWithoutSettings, rootWithoutSettingsKey } from './rootsWithoutSettings';
import type { AsyncPropsExtender, AsyncPropsItem, VoltoMiddlewareApi } from './types';

/** How long a server render waits for a navigation root's settings, in milliseconds. */
export const NAV_ROOT_WAIT_MS = 2000;

/** The navigation roots whose settings failed to load, said in the log already: said again once they have loaded. */
const failing = new Set<string>();

/**
 * Volto's `content` item of `asyncConnect`, whose promise (a promise on the server only) then waits for the root's
 * settings and resolves to the content without the settings, which Volto's `content.data` holds already (Volto
 * keeps the item's value a second time in the state it serializes into every page, unread).
 */
export const navRootAsyncPropsExtender: AsyncPropsExtender = {
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
        ? loaded.then((content) => {
            const behavior = activeSocialMediaSettings().behaviors.settings;
            // The page's links at the site's public address: the answer Volto's state holds, and (should its reducer
            // have copied it deeper) the state's own content.
            const state = options.store.getState() as Loose;
            const addresses = backendAddresses();
            moveLinksToPublic(content, behavior, addresses);
            moveLinksToPublic(state && state.content && state.content.data, behavior, addresses);
            return awaitNavRootSettings(options.store).then(() => withoutInheritEntry(content, behavior));
          })
        : loaded;
    })
  );
}

/**
 * Resolves once the navigation root's settings the page needs are in the state, or their request failed, or
 * `NAV_ROOT_WAIT_MS` passed (the state then says it failed); at once when the page needs none. Never rejects. A
 * failure is logged the first time only, until the root's settings have loaded again: an outage is one line.
 */
export function awaitNavRootSettings(store: VoltoMiddlewareApi): Promise<void> {
  const key = recallRootWithoutSettings(store);
  const asked = requestNavRootSettings(store);
  if (!asked) return Promise.resolve();
  const { navRoot } = asked;
  // A root the visitor may not View (a private subsite) answers 401 naming, as its `context`, the closest object she
  // may View: that object's settings are asked, once, and kept for the root (as the browser's middleware does).
  const answer = asked.catch((error: unknown) => {
    const context = viewableAncestor(error);
    // Nothing asked when the error names no object, or the root itself (nothing more to see there).
    const again = context === undefined ? undefined : requestNavRootSettings(store, context);
    if (!again) throw error;
    return again;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${NAV_ROOT_WAIT_MS / 1000} s`), NAV_ROOT_WAIT_MS);
  });
  let settled = false;
  const answered = answer.then(
    (result: unknown) => {
      settled = true;
      // Answered, yet not kept: no `@inherit` body (a proxy's page served as 200), which the state takes as a failure.
      if (!keptSettings(store, navRoot)) return 'an answer that is not the settings';
      keepForBrowsers(store, navRoot, result);
      // No settings for this visitor there: remembered a while, so that the next pages do not ask again.
      if (key !== undefined && navRootsOf(store)[navRoot] === null) rememberRootWithoutSettings(key, result);
      return null;
    },
    (error: unknown) => ((settled = true), describeFailure(error)),
  );
  return Promise.race([answered, late]).then((failure) => {
    clearTimeout(timer);
    if (failure === null) {
      failing.delete(navRoot);
      return;
    }
    // Still running: the state forgets the request, so that the browser asks again rather than showing none.
    if (!settled) store.dispatch({ type: `${NAV_ROOT_SETTINGS}_FAIL`, navRoot });
    if (failing.has(navRoot)) return;
    failing.add(navRoot);
    console.error(
      `volto-socialmedia: the social media settings of ${navRoot} did not load (${failure}); its pages that come ` +
        'without settings of their own are served without the site’s links until they do (said once until then)',
    );
  });
}

/**
 * Puts in the state the answer without settings the page's navigation root gave this visitor a moment ago, when
 * there is one (rootsWithoutSettings.ts), so that nothing is asked; gives the key the root's answer is remembered
 * under, or `undefined` when the page needs no root's settings or the state holds them already.
 */
function recallRootWithoutSettings(store: VoltoMiddlewareApi): string | undefined {
  const { navRootFallback, behaviors } = activeSocialMediaSettings();
  const state = store.getState() as Loose;
  const content = state && state.content;
  const navRoot = navRootFallback ? navRootLackingSettings(content && content.data, behaviors.settings) : null;
  if (navRoot === null || keptSettings(store, navRoot)) return undefined;
  // Volto's server puts the visitor's token (from her cookie) in the state of the page it renders.
  const session = state && state.userSession;
  const key = rootWithoutSettingsKey(session && session.token, navRoot);
  const known = rootWithoutSettings(key);
  if (known) {
    store.dispatch({ type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot, result: known.result });
    keepForBrowsers(store, navRoot, known.result);
  }
  return key;
}

/**
 * Keeps the root's settings, their links at the site's public address, under the `@id` a browser gets for the root
 * too, when Volto's server asked Plone at its internal address (`internalApiPath`): the browser loads the page again at
 * `apiPath` once Volto's view has mounted, and that content names its navigation root by its public `@id`. Kept only
 * under the server's `@id`, the links left the screen after hydration until one more request answered. Here, in
 * server-only code, it costs every page's first load nothing (keying the roots by their path on the site in the
 * shared selectors did).
 */
function keepForBrowsers(store: VoltoMiddlewareApi, navRoot: string, result: unknown): void {
  const addresses = backendAddresses();
  const browserId = browserAddress(navRoot, addresses);
  if (browserId === navRoot) return;
  moveLinksToPublic(result, activeSocialMediaSettings().behaviors.settings, addresses);
  for (const key of [navRoot, browserId])
    store.dispatch({ type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot: key, result });
}

/** Volto's addresses of the backend and of the site, as they stand for the page being rendered. */
function backendAddresses(): BackendAddresses {
  const config = activeConfig();
  return config ? config.settings : {};
}

/** Whether the state holds the root's answer (`null` included: the root has none either). */
function keptSettings(store: VoltoMiddlewareApi, navRoot: string): boolean {
  return navRootsOf(store)[navRoot] !== undefined;
}

/** The navigation roots' settings the state holds, by root (`null`: the root answered without settings). */
function navRootsOf(store: VoltoMiddlewareApi): { [navRoot: string]: unknown } {
  const state = store.getState() as Loose;
  const own = state && state.socialMedia;
  return (own && own.navRoots) || {};
}

/**
 * The `@id` Plone's 401 names as the closest object the visitor may View (plone.rest's error body: `context`), from
 * the error Volto's api helper rejects with; `undefined` for any other failure.
 */
function viewableAncestor(error: unknown): string | undefined {
  const { status, response } = (error || {}) as { status?: unknown; response?: { body?: unknown } };
  const body = status === 401 && response && (response.body as { context?: unknown } | null | undefined);
  const context = body && body.context;
  return typeof context === 'string' ? context : undefined;
}

/** What went wrong, from the error Volto's api helper rejects with (superagent's: a status, a code, a message). */
function describeFailure(error: unknown): string {
  const { status, code, message } = (error || {}) as { status?: unknown; code?: unknown; message?: unknown };
  const said = [status || code, message].filter((part) => typeof part === 'string' || typeof part === 'number');
  return said.length > 0 ? said.join(' ') : String(error);
}
