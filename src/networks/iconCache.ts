// Loads network icons once each and remembers them, so an icon that is already loaded renders
// synchronously (server-side rendering after a preload, the browser once a page has loaded it).
import { defaultNetworkRegistry, getNetwork } from './createNetworkRegistry';
import type { IconLoader, NetworkIconComponent, NetworkRegistry } from './types';

interface CachedIcon {
  promise: Promise<NetworkIconComponent | null>;
  /** The icon once loaded; `null` once loading it failed. */
  icon?: NetworkIconComponent | null;
}

// Keyed by loader, not by network id: a site that replaces the icon of `x` gets its own entry.
let cache = new WeakMap<IconLoader, CachedIcon>();

/** The icon if `loader` has already resolved it, else `undefined` (`null` when loading it failed). */
export function peekIcon(loader: IconLoader): NetworkIconComponent | null | undefined {
  const cached = cache.get(loader);
  return cached && cached.icon;
}

/**
 * Starts loading the icon (once per loader) and resolves to it; resolves to `null`, never rejects,
 * when the loader fails, so a missing chunk leaves an empty icon box rather than a broken page.
 */
export function loadIcon(loader: IconLoader): Promise<NetworkIconComponent | null> {
  let cached = cache.get(loader);
  if (!cached) {
    const entry: CachedIcon = {
      promise: Promise.resolve()
        .then(loader)
        .then(
          (loaded) =>
            (typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded) || null,
        )
        .catch(() => null)
        .then((icon) => (entry.icon = icon)),
    };
    cache.set(loader, (cached = entry));
  }
  return cached.promise;
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
  cache = new WeakMap();
}
