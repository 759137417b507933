// The Volto add-on entry: one install function per Volto concern, each safe to run again.
import { isPlainObject } from '../contract/validationProblems';
import { rememberConfig } from './activeConfig';
import { installBlocks } from './installBlocks';
import { installComponents } from './installComponents';
import { installControlPanel } from './installControlPanel';
import { installExpander } from './installExpander';
import { installNavRootFallback } from './installNavRootFallback';
import { installNetworks } from './installNetworks';
import { installReducer } from './installReducer';
import { installSettings } from './installSettings';
import type { SocialMediaVoltoSettings, VoltoConfig } from './types';

/**
 * Registers the add-on in Volto's configuration and returns it (Volto's loader requires the return).
 * Running it again (after changing `config.settings.socialMedia`) updates the registrations, never doubles them.
 * Given the `options` a site has just set (`configureSocialMedia`), it re-applies only what depends on options: the
 * blocks, the listing variation and the control panel depend on none, and a site's own add-on may have removed or
 * changed them by then.
 */
export function applyConfig<Config extends object>(config: Config, options?: Partial<SocialMediaVoltoSettings>): Config;
// Volto's own types (@plone/registry's `ConfigType`, @plone/types' settings) declare the parts of the configuration the
// add-on uses otherwise than `VoltoConfig` does (`legacyTraverse: string | false`, settings without an index
// signature): the signatures above take any configuration object and return it as its caller typed it, and the
// implementation reads it as `VoltoConfig`.
export function applyConfig(config: VoltoConfig, options?: Partial<SocialMediaVoltoSettings>): VoltoConfig {
  // `||` and Object.assign rather than `??=` and spreads: Volto's Babel spells those out, on every first load.
  config.settings = config.settings || {};
  rememberConfig(config);
  installSettings(config);
  installNetworks(config);
  installExpander(config);
  installReducer(config);
  installNavRootFallback(config);
  installComponents(config);
  if (!options) {
    installBlocks(config);
    installControlPanel(config);
  }
  return config;
}

/**
 * Merges `options` into `config.settings.socialMedia` and applies again what depends on them: for a site's own add-on,
 * loaded after ours, that wants another behavior prefix, slot, fallback links or networks. `networks` merge by id
 * with those of an earlier call (another add-on's), every other option replaces the earlier value. What the site
 * changed of the blocks and the control panel before the call stays as it is.
 */
export function configureSocialMedia<Config extends object>(
  config: Config,
  options: Partial<SocialMediaVoltoSettings>,
): Config;
export function configureSocialMedia(config: VoltoConfig, options: Partial<SocialMediaVoltoSettings>): VoltoConfig {
  config.settings = config.settings || {};
  const site = config.settings.socialMedia || {};
  const merged = (config.settings.socialMedia = Object.assign({}, site, options));
  if (isPlainObject(options.networks)) merged.networks = Object.assign({}, site.networks, options.networks);
  return applyConfig(config, options);
}
