// Loads network icons once each and remembers them, so an icon that is already loaded renders
// synchronously (server-side rendering after a preload, the browser once a page has loaded it).
import { defaultNetworkRegistry, getNetwork } from './createNetworkRegistry';
import type { IconLoader, NetworkIconComponent, NetworkRegistry } from './types';

interface CachedIcon {
  promise: Promise<NetworkIconComponent | null>;
  /** The icon once loaded; `null` once loading it failed. */
  icon?: NetworkIconComponent | null;
  /** The loader rejected (a chunk the network did not bring): the next `loadIcon` tries again. */
  failed?: boolean;
}

// Keyed by loader, not by network id: a site that replaces the icon of `x` gets its own entry. A Map, not a WeakMap: a
// site's JavaScript may give a string as the icon (Volto imports an SVG file outside an `icons/` folder as its
// address), which no WeakMap takes as a key, and the loaders live as long as the site's configuration anyway.
const cache = new Map<IconLoader, CachedIcon>();

/** The icon if `loader` has already resolved it, else `undefined` (`null` when loading it failed). */
export function peekIcon(loader: IconLoader): NetworkIconComponent | null | undefined {
  const cached = cache.get(loader);
  return cached && cached.icon;
}

/**
 * Starts loading the icon (once per loader, again after the loader rejected) and resolves to it; resolves to `null`,
 * never rejects, when the loader fails or resolves to no component, so a missing chunk or a site's wrong icon leaves
 * an empty icon box rather than a broken page.
 */
export function loadIcon(loader: IconLoader): Promise<NetworkIconComponent | null> {
  let cached = cache.get(loader);
  // A loader that rejected is asked again by the next icon box mounted (the next page), never in a loop.
  if (!cached || cached.failed) {
    const entry: CachedIcon = (cached = {
      promise: Promise.resolve()
        .then(loader)
        .then(iconOf)
        .catch(() => ((entry.failed = true), null))
        .then((icon) => (entry.icon = icon)),
    });
    cache.set(loader, entry);
  }
  return cached.promise;
}

/**
 * The component a loader resolved to (its module's default export, or itself), or `null` when that is nothing React
 * can render as a component: a site's loader may resolve to Volto's import of an SVG file, a module that exports its
 * icon under another name, or (a component given as the loader) an element, and rendering one would break the page.
 */
function iconOf(loaded: unknown): NetworkIconComponent | null {
  // `&&` rather than `?.`: first-load code, and Volto's Babel spells `?.` out at length.
  const icon = ((loaded && (loaded as { default?: unknown }).default) || loaded) as Record<string, unknown> | null;
  // A function or class, or a `forwardRef` or `memo` object as tabler's icons are; an element has `props` too.
  return (
    typeof icon === 'function' || (icon && icon.$$typeof && !icon.props) ? icon : null
  ) as NetworkIconComponent | null;
}

/**
 * Loads the icons of the given network ids (unknown ids: the generic icon) and resolves when all are in
 * the cache. Await it before `renderToString` so that the server's HTML holds the SVGs.
 */
export async function preloadNetworkIcons(
  ids: Iterable<unknown>,
  registry: NetworkRegistry = defaultNetworkRegistry(),
): Promise<void> {
  const loaders = new Set<IconLoader>();
  for (const id of ids) loaders.add(getNetwork(registry, id).icon);
  await Promise.all([...loaders].map(loadIcon));
}

/** Forgets every loaded icon, as a fresh browser page would. For tests. */
export function clearIconCache(): void {
  cache.clear();
}
