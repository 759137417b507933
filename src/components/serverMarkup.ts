// The markup of a list's items as the server rendered it, kept per catalogue, network registry and inputs. A server's
// pages show the same few lists (the site's links on every page), so the next page writes the kept markup into the
// list instead of rendering the same elements again. Server-only code: Volto's server bundle requires it (see
// installComponents) and a page's first load does not carry it; `SocialLinks` asks through keptItems (in Volto's
// client bundle it does not even ask). A browser always renders the items, and hydrates the served markup as it would
// any other: it is the very markup React's server writes for them. The first render of a list runs inside the page's
// render: react-dom's server allows a synchronous render within another (it restores the outer render's context after
// it), and the items take everything from their props, none from the page's providers.
import type { ReactElement } from 'react';
import type { VisibleLink } from '../core/linkTarget';
import { getNetwork } from '../networks/createNetworkRegistry';
import { peekIcon } from '../networks/iconCache';
import { iconSpriteHref } from '../networks/iconSpriteHref';
import type { NetworkRegistry } from '../networks/types';
import { setItemsKeeper } from './keptItems';
import type { ListItems } from './keptItems';

/** React's `renderToString` (react-dom/server), or anything that writes the same markup. */
export type MarkupRenderer = (element: ReactElement) => string;

/** Per catalogue, then per network registry: each list's markup by its key. */
let kept = new WeakMap<object, WeakMap<object, Map<string, string>>>();

/** How many lists a catalogue and registry keep: a listing of many people's links must not make it grow without end. */
const KEPT_LISTS = 200;

/**
 * Lets `SocialLinks` keep the markup of its items (`renderToString` of react-dom/server, in a server's code only);
 * `undefined` turns keeping off and forgets what was kept.
 */
export function setServerMarkupRenderer(render: MarkupRenderer | undefined): void {
  kept = new WeakMap();
  setItemsKeeper(render && ((items) => keptMarkup(render, items)));
}

/**
 * The markup of the items kept for their catalogue, registry and key, rendered the first time; `undefined` when the
 * catalogue is not an object or what the items show is not settled yet (an icon still loading).
 */
function keptMarkup(render: MarkupRenderer, { intl, registry, visible, size, others, render: items }: ListItems) {
  const catalogue: unknown = intl.messages;
  if (typeof catalogue !== 'object' || catalogue === null) return undefined;
  const key = itemsKey(visible, registry, size, others === true, intl.locale);
  if (key === undefined) return undefined;
  const byRegistry = entry(kept, catalogue, () => new WeakMap<object, Map<string, string>>());
  const lists = entry(byRegistry, registry, () => new Map<string, string>());
  let markup = lists.get(key);
  if (markup === undefined) {
    markup = render(items());
    if (lists.size >= KEPT_LISTS) lists.clear();
    lists.set(key, markup);
  }
  return markup;
}

/**
 * What the items show besides the catalogue and the registry: each link's network, title and target, the size, the
 * links' `rel`, the language, and how each icon is drawn (the sprite's address, or inline). `undefined` while an icon
 * is still loading: its box would be kept empty.
 */
function itemsKey(
  visible: VisibleLink[],
  registry: NetworkRegistry,
  size: number | string,
  others: boolean,
  locale: string,
) {
  const parts: unknown[] = [locale, size, others];
  for (const { link, href } of visible) {
    const { icon } = getNetwork(registry, link.id);
    if (!peekIcon(icon)) return undefined;
    parts.push(link.id, link.title, href, iconSpriteHref(icon, registry) || 'inline');
  }
  return JSON.stringify(parts);
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
