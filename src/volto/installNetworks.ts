// The site's network registry: the default networks with `config.settings.socialMedia.networks` applied,
// made the registry every component uses (Volto gives add-ons no place to wrap the app in a provider).
// On the server it also starts loading every icon, so server-rendered pages carry the SVGs (in the browser,
// icons load on demand, and hydration keeps the server's SVGs until they have).
import { createNetworkRegistry, setDefaultNetworkRegistry } from '../networks/createNetworkRegistry';
import { preloadNetworkIcons } from '../networks/iconCache';
import type { NetworkRegistry } from '../networks/types';
import { socialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

let serverPreload: Promise<void> = Promise.resolve();

/** Builds the registry from the site's overrides; run again after changing them. */
export function installNetworks(config: VoltoConfig): VoltoConfig {
  const registry = createNetworkRegistry(socialMediaSettings(config).networks);
  setDefaultNetworkRegistry(registry);
  if (typeof window === 'undefined') serverPreload = preloadAllIcons(registry);
  return config;
}

/**
 * Resolves once the icons the last server-side `installNetworks` started loading are in the cache (at once in
 * a browser, where icons load on demand). Never rejects.
 */
export function networkIconsPreloaded(): Promise<void> {
  return serverPreload;
}

/**
 * Icons are lazy chunks: without this, the server would render empty icon boxes. Each loader runs once (the
 * cache remembers it), so applying the configuration again costs nothing; a failing loader leaves its icon box
 * empty, never the server down.
 */
function preloadAllIcons(registry: NetworkRegistry): Promise<void> {
  try {
    // `null` is never a network id: it stands for the fallback even when a site registers the fallback's id.
    return preloadNetworkIcons([...registry.networks.keys(), registry.fallback.id, null], registry).catch(
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
