// Volto's server renders a page once the items of `asyncConnect` have resolved. For a page whose content came
// without its settings, its `content` item also waits for the navigation root's settings (navRootRequest.ts), but
// only so long: a backend that answered the page and not its root's settings (overloaded, a proxy holding the
// request) must not hold the page back. It is then served without the site's links, its state says the request
// failed, so that the browser asks again.
// Volto fetches the content in `asyncConnect` on its server only: the client bundle carries none of this.
import { NAV_ROOT_SETTINGS } from '../store/navRoots';
import { withoutInheritEntry } from '../store/voltoContent';
import { activeSocialMediaSettings } from './activeConfig';
import { requestNavRootSettings } from './navRootRequest';
import type { AsyncPropsExtender, AsyncPropsItem, VoltoMiddlewareApi } from './types';

/** How long a server render waits for a navigation root's settings, in milliseconds. */
export const NAV_ROOT_WAIT_MS = 2000;

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
        ? loaded.then((content) =>
            awaitNavRootSettings(options.store).then(() =>
              withoutInheritEntry(content, activeSocialMediaSettings().behaviors.settings),
            ),
          )
        : loaded;
    })
  );
}

/**
 * Resolves once the navigation root's settings the page needs are in the state, or their request failed, or
 * `NAV_ROOT_WAIT_MS` passed (the state then says it failed); at once when the page needs none. Never rejects.
 */
export function awaitNavRootSettings(store: VoltoMiddlewareApi): Promise<void> {
  const asked = requestNavRootSettings(store);
  if (!asked) return Promise.resolve();
  const { navRoot, answer } = asked;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), NAV_ROOT_WAIT_MS);
  });
  const answered = answer.then(
    () => true,
    () => true,
  );
  return Promise.race([answered, late]).then((settled) => {
    clearTimeout(timer);
    // Still running: the state forgets the request, so that the browser asks again rather than showing none.
    if (!settled) store.dispatch({ type: `${NAV_ROOT_SETTINGS}_FAIL`, navRoot });
  });
}
