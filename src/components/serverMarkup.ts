// The markup of a list's items as the server rendered it, kept per catalogue, network registry and inputs. A server's
// pages show the same few lists (the site's links on every page), so the next page writes the kept markup into the
// list instead of rendering the same elements again. Server-only: nothing is kept until a server bundle hands over
// its renderer (Volto's server does, see installComponents). A browser always renders the items, and hydrates the
// served markup as it would any other: it is the very markup React's server writes for them. The first render of a
// list runs inside the page's own render: react-dom's server allows a synchronous render within another (it restores
// the outer render's context after it), and the items take everything from their props, none from the page's providers.
import type { ReactElement } from 'react';

/** React's `renderToString` (react-dom/server), or anything that writes the same markup. */
export type MarkupRenderer = (element: ReactElement) => string;

let renderer: MarkupRenderer | undefined;

/** Per catalogue, then per network registry: each list's markup by its key. */
let kept = new WeakMap<object, WeakMap<object, Map<string, string>>>();

/** How many lists a catalogue and registry keep: a listing of many people's links must not make it grow without end. */
const KEPT_LISTS = 200;

/**
 * Lets the components keep the markup they render (`renderToString` of react-dom/server, in a server's bundle only);
 * `undefined` turns keeping off and forgets what was kept.
 */
export function setServerMarkupRenderer(render: MarkupRenderer | undefined): void {
  renderer = render;
  kept = new WeakMap();
}

/**
 * The markup of `items()` kept for `catalogue`, `registry` and `key()`, rendered the first time; `undefined` where
 * nothing is kept (no renderer: a browser, or a server that did not hand one over) or when `key()` is `undefined`
 * (what the items show is not settled yet, such as an icon still loading).
 */
export function keptMarkup(
  catalogue: unknown,
  registry: object,
  key: () => string | undefined,
  items: () => ReactElement,
): string | undefined {
  if (!renderer || typeof catalogue !== 'object' || catalogue === null) return undefined;
  const itemsKey = key();
  if (itemsKey === undefined) return undefined;
  const byRegistry = entry(kept, catalogue, () => new WeakMap<object, Map<string, string>>());
  const lists = entry(byRegistry, registry, () => new Map<string, string>());
  let markup = lists.get(itemsKey);
  if (markup === undefined) {
    markup = renderer(items());
    if (lists.size >= KEPT_LISTS) lists.clear();
    lists.set(itemsKey, markup);
  }
  return markup;
}

/** `map`'s value for `key`, made and set the first time. */
function entry<Value>(map: WeakMap<object, Value>, key: object, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
