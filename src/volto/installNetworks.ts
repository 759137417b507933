// The site's network registry: the default networks with `config.settings.socialMedia.networks` applied,
// made the registry every component uses (Volto gives add-ons no place to wrap the app in a provider).
// On the server it also starts loading every icon, so server-rendered pages carry the SVGs (in the browser,
// icons load on demand, and hydration keeps the server's SVGs until they have), and Volto's server serves them as
// one sprite file that its pages refer to (`iconSprite`, see iconSpriteServer.ts).
import { createNetworkRegistry, setDefaultNetworkRegistry } from '../networks/createNetworkRegistry';
import { preloadNetworkIcons } from '../networks/iconCache';
import type { NetworkRegistry } from '../networks/types';
import type { installIconSprite } from './iconSpriteServer';
import { socialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

let serverPreload: Promise<void> = Promise.resolve();

/** Builds the registry from the site's overrides; run again after changing them. */
export function installNetworks(config: VoltoConfig): VoltoConfig {
  const registry = createNetworkRegistry(socialMediaSettings(config).networks);
  setDefaultNetworkRegistry(registry);
  // Where there is no window: Volto's server, plain Node. Volto's client bundle (`__SERVER__` false) leaves this branch
  // out, and with it the preloading code, which a browser never runs.
  if ((typeof __SERVER__ === 'undefined' || __SERVER__) && typeof window === 'undefined')
    serverPreload = preloadAllIcons(registry);
  // The sprite's builder renders with react-dom's server renderer: the client bundle leaves this branch out.
  if (typeof __SERVER__ !== 'undefined' && __SERVER__)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only, see above
    (require('./iconSpriteServer') as { installIconSprite: typeof installIconSprite }).installIconSprite(
      config,
      socialMediaSettings(config).iconSprite,
      serverPreload,
    );
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
