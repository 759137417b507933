// Loads network icons once each and remembers them, so an icon that is already loaded renders
// synchronously (server-side rendering, hydration) and one that is not can suspend until it is.
import { getNetwork } from './createNetworkRegistry';
import { defaultNetworkRegistry } from './defaultNetworkRegistry';
import type { IconLoader, NetworkIconComponent, NetworkRegistry } from './types';

type IconState =
  | { status: 'pending'; promise: Promise<NetworkIconComponent | null> }
  | { status: 'loaded'; icon: NetworkIconComponent }
  | { status: 'failed'; promise: Promise<NetworkIconComponent | null> };

// Keyed by loader, not by network id: a site that replaces the icon of `x` gets its own entry.
let cache = new WeakMap<IconLoader, IconState>();

/** The icon if `loader` has already resolved it, else `undefined` (`null` when loading it failed). */
export function peekIcon(loader: IconLoader): NetworkIconComponent | null | undefined {
  const state = cache.get(loader);
  if (!state) return undefined;
  if (state.status === 'loaded') return state.icon;
  return state.status === 'failed' ? null : undefined;
}

/**
 * Starts loading the icon (once per loader) and resolves to it; resolves to `null`, never rejects,
 * when the loader fails, so a missing chunk leaves an empty icon box rather than a broken page.
 */
export function loadIcon(loader: IconLoader): Promise<NetworkIconComponent | null> {
  const state = cache.get(loader);
  if (state) return state.status === 'loaded' ? Promise.resolve(state.icon) : state.promise;
  const promise = Promise.resolve()
    .then(loader)
    .then((loaded) => {
      const icon = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
      if (!icon) throw new Error('The icon loader resolved to nothing');
      cache.set(loader, { status: 'loaded', icon });
      return icon;
    })
    .catch(() => {
      cache.set(loader, { status: 'failed', promise });
      return null;
    });
  cache.set(loader, { status: 'pending', promise });
  return promise;
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
