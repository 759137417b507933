// The site's network registry: the default networks with `config.settings.socialMedia.networks` applied,
// made the registry every component uses (Volto gives add-ons no place to wrap the app in a provider).
// On the server it also starts loading every icon, so server-rendered pages carry the SVGs; in the browser it
// starts loading the icons of the server-rendered page before React hydrates it.
import { networkClassName } from '../components/networkClassName';
import { createNetworkRegistry } from '../networks/createNetworkRegistry';
import { setDefaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
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
  else preloadRenderedIcons(registry);
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
 * Icons are lazy chunks: without this, the server would render the Suspense fallback (empty boxes) and the
 * browser's hydration would not match. Each loader runs once (the cache remembers it), so applying the
 * configuration again costs nothing; a failing loader leaves its icon box empty, never the server down.
 */
function preloadAllIcons(registry: NetworkRegistry): Promise<void> {
  try {
    // `null` is never a network id: it stands for the fallback even when a site registers the fallback's id.
    return preloadNetworkIcons([...registry.networks.keys(), registry.fallback.id, null], registry).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

/**
 * In the browser, Volto applies the configuration before it hydrates the server's HTML: start loading the icons
 * that HTML shows (their boxes carry `socialmedia-icon-<network>`), so that hydration finds them loaded. An icon
 * still loading when any context changes during hydration would make React drop the server's SVG (error 421).
 */
function preloadRenderedIcons(registry: NetworkRegistry): void {
  try {
    if (typeof document === 'undefined') return;
    const rendered = new Set(
      Array.from(document.querySelectorAll('.socialmedia-icon')).flatMap((box) => Array.from(box.classList)),
    );
    rendered.delete('socialmedia-icon');
    if (rendered.size === 0) return;
    const ids = [...registry.networks.keys()].filter((id) => rendered.delete(`socialmedia-icon-${networkClassName(id)}`));
    // Whatever is left is an id the registry does not know: those boxes show the fallback icon.
    const fallback = rendered.size > 0 ? [null] : [];
    void preloadNetworkIcons([...ids, ...fallback], registry).catch(() => undefined);
  } catch {
    // Only a head start: icons still load on demand.
  }
}
