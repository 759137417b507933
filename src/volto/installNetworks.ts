// The site's network registry: the default networks with `config.settings.socialMedia.networks` applied,
// made the registry every component uses (Volto gives add-ons no place to wrap the app in a provider).
import { createNetworkRegistry } from '../networks/createNetworkRegistry';
import { setDefaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
import { socialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

/** Builds the registry from the site's overrides; run again after changing them. */
export function installNetworks(config: VoltoConfig): VoltoConfig {
  setDefaultNetworkRegistry(createNetworkRegistry(socialMediaSettings(config).networks));
  return config;
}
