// The Volto configuration `applyConfig` ran on, remembered so that components rendered later read the
// add-on's settings as they stand then (a site's own add-on may change them after ours was applied).
import { socialMediaSettings } from './installSettings';
import type { SocialMediaVoltoSettings, VoltoConfig } from './types';

let active: VoltoConfig | null = null;

/** Remembers `config` as the one the components read (called by `applyConfig`). */
export function rememberConfig(config: VoltoConfig): void {
  active = config;
}

/** The configuration `applyConfig` last ran on, or `null` outside Volto. */
export function activeConfig(): VoltoConfig | null {
  return active;
}

/** The add-on's settings in the remembered configuration (the defaults when there is none). */
export function activeSocialMediaSettings(): SocialMediaVoltoSettings {
  return socialMediaSettings(active || { settings: {} });
}
