// The Volto add-on profile `structuredData` (`addons: ['@example/volto-socialmedia:structuredData']`): the page's
// schema.org JSON-LD in the head tags. A profile rather than part of `applyConfig` because its builder would add to
// every page's first load of every site; a site that wants it loads it by naming the profile.
import { buildStructuredData } from '../core/structuredData';
import type { VoltoConfig } from './types';

/** Gives the head tags the JSON-LD builder (`structuredData: false` in the settings still turns it off). */
export function structuredData(config: VoltoConfig): VoltoConfig {
  config.settings.socialMedia = Object.assign({}, config.settings.socialMedia, { buildStructuredData });
  return config;
}
