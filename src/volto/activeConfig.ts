// The Volto configuration `applyConfig` ran on, remembered so that components rendered later read the
// add-on's settings as they stand then (a site's own add-on may change them after ours was applied).
import { readSocialMediaSettings } from './installSettings';
import type { SocialMediaVoltoSettings, VoltoConfig } from './types';

let active: VoltoConfig | null = null;
const none: VoltoConfig = { settings: {} };

/** Remembers `config` as the one the components read (called by `applyConfig`). */
export function rememberConfig(config: VoltoConfig): void {
  active = config;
}

/** The configuration `applyConfig` last ran on, or `null` outside Volto. */
export function activeConfig(): VoltoConfig | null {
  return active;
}

/** The add-on's settings in the remembered configuration (the defaults when there is none); not to be changed. */
export function activeSocialMediaSettings(): SocialMediaVoltoSettings {
  return readSocialMediaSettings(active || none);
}
