// The registry components use when neither a prop nor a provider gives one. Volto's applyConfig sets it
// once from `config.settings.socialMedia`, because Volto offers add-ons no place to wrap the app in a provider.
import { createNetworkRegistry } from './createNetworkRegistry';
import type { NetworkRegistry } from './types';

let configured: NetworkRegistry | undefined;

/** The site-wide registry: the one set with `setDefaultNetworkRegistry`, else the default networks. */
export function defaultNetworkRegistry(): NetworkRegistry {
  configured = configured || createNetworkRegistry();
  return configured;
}

/** Makes `registry` the site-wide default (`undefined` restores the default networks). Call at configuration time. */
export function setDefaultNetworkRegistry(registry: NetworkRegistry | undefined): void {
  configured = registry;
}
