// `config.settings.socialMedia`: behavior names, the slot, fallback links, network overrides and the other options,
// merged with whatever the site set before (or sets later: every other install function reads them at run time).
import { behaviorNames, DEFAULT_BEHAVIOR_PREFIX } from '../contract/behaviors';
import { isPlainObject } from '../contract/validationProblems';
import type { SocialMediaVoltoSettings, VoltoConfig } from './types';

/** The slot core Volto renders on every content page (there is no footer slot in core). */
export const DEFAULT_SLOT = 'belowContent';

/**
 * Fills `config.settings.socialMedia` with defaults, keeping every value the site already set.
 * `behaviors` is written only when the site named behaviors itself, so that a site which changes
 * `behaviorPrefix` later (even by replacing the whole object) is never stuck with names derived from the old one;
 * read the resolved names with `socialMediaSettings(config).behaviors`.
 */
export function installSettings(config: VoltoConfig): VoltoConfig {
  const site = config.settings.socialMedia || {};
  const resolved: Partial<SocialMediaVoltoSettings> = socialMediaSettings(config);
  // Object.assign and delete rather than spreads: Volto's Babel writes those out as helpers, on every first load.
  if (Object.keys(explicitBehaviors(site)).length === 0) delete resolved.behaviors;
  config.settings.socialMedia = resolved;
  return config;
}

/** The add-on's settings as they stand now: the site's values over the defaults. Never throws. */
export function socialMediaSettings(config: VoltoConfig): SocialMediaVoltoSettings {
  const site = (config.settings && config.settings.socialMedia) || {};
  const behaviorPrefix =
    typeof site.behaviorPrefix === 'string' && site.behaviorPrefix ? site.behaviorPrefix : DEFAULT_BEHAVIOR_PREFIX;
  return Object.assign({}, site, {
    behaviorPrefix,
    behaviors: Object.assign(behaviorNames(behaviorPrefix), explicitBehaviors(site)),
    slot: site.slot === false || (typeof site.slot === 'string' && site.slot) ? site.slot : DEFAULT_SLOT,
    fallbackLinks: Array.isArray(site.fallbackLinks) ? site.fallbackLinks : [],
    networks: isPlainObject(site.networks) ? (site.networks as SocialMediaVoltoSettings['networks']) : {},
    widgetForFieldId: site.widgetForFieldId !== false,
    navRootFallback: site.navRootFallback !== false,
    structuredData: site.structuredData !== false,
    iconSprite: site.iconSprite !== false,
  });
}

/** Per configuration: the site's values `readSocialMediaSettings` last resolved, and what it resolved them to. */
const lastRead = new WeakMap<
  VoltoConfig,
  { site: Record<string, unknown>; values: unknown[]; settings: SocialMediaVoltoSettings }
>();

/**
 * `socialMediaSettings(config)` for the add-on's own reads on every page (the slot's render, the expander's
 * query, the reducer's page loads, the fallback): the same object while the site's values stay the same, instead
 * of merging them with the defaults again at each read. Not to be changed by the caller.
 */
export function readSocialMediaSettings(config: VoltoConfig): SocialMediaVoltoSettings {
  const site = (config.settings && config.settings.socialMedia) || {};
  const values = siteValues(site);
  const last = lastRead.get(config);
  if (
    last &&
    last.site === site &&
    last.values.length === values.length &&
    last.values.every((value, index) => value === values[index])
  )
    return last.settings;
  const settings = socialMediaSettings(config);
  lastRead.set(config, { site, values, settings });
  // Development only, once per change of the site's options: what is wrong with them, on the console. Production
  // builds drop the branch, and with it the module and its chunk.
  if (process.env.NODE_ENV !== 'production')
    import('./settingsProblems').then(
      (problems) => problems.reportSettingsProblems(site),
      () => undefined,
    );
  return settings;
}

/** The site's keys and values, and the names in its `behaviors` (the one object read inside it). */
function siteValues(site: Record<string, unknown>): unknown[] {
  const values: unknown[] = [];
  for (const key of Object.keys(site)) values.push(key, site[key]);
  const behaviors = explicitBehaviors(site);
  values.push(behaviors.settings, behaviors.links);
  return values;
}

/** The behavior names the site set itself in `behaviors` (each one wins over `behaviorPrefix`). */
function explicitBehaviors(site: Record<string, unknown>): Partial<SocialMediaVoltoSettings['behaviors']> {
  const value = site.behaviors;
  const names: Partial<SocialMediaVoltoSettings['behaviors']> = {};
  if (!isPlainObject(value)) return names;
  if (typeof value.settings === 'string' && value.settings) names.settings = value.settings;
  if (typeof value.links === 'string' && value.links) names.links = value.links;
  return names;
}
