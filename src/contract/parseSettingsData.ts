// The tolerant reader of the settings behavior's data that every page view runs: a field of the wrong type
// falls back to its default (with a problem) and malformed links are dropped. No valibot here (see
// parseSocialLinks.ts); the strict schema is `SettingsDataSchema`, which a property-based test holds it to.
import { DEFAULT_SETTINGS } from './defaultSettings';
import { parseSocialLinks } from './parseSocialLinks';
import type { SocialMediaSettings } from './types';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

/** The fields read as they are; each must have the type of its default. */
const SCALAR_FIELDS = ['share_social_data', 'facebook_app_id', 'facebook_username', 'x_username'] as const;

/**
 * Parses the settings behavior's data. Missing or `null` fields take the schema default silently
 * (that is what the backend stores as missing); fields of the wrong type take it with a problem. Never throws.
 */
export function parseSettingsData(data: unknown): { settings: SocialMediaSettings; problems: ValidationProblem[] } {
  const settings: SocialMediaSettings = Object.assign({}, DEFAULT_SETTINGS, { social_links: [] });
  const problems: ValidationProblem[] = [];
  if (!isPlainObject(data)) {
    if (data !== null && data !== undefined) {
      problems.push({ path: 'data', reason: `expected an object, got ${describeValue(data)}` });
    }
    return { settings, problems };
  }
  for (const field of SCALAR_FIELDS) {
    const value = data[field];
    const expected = typeof DEFAULT_SETTINGS[field];
    if (value === null || value === undefined) continue;
    if (typeof value === expected) (settings as unknown as Record<string, unknown>)[field] = value;
    else problems.push({ path: field, reason: `expected ${expected}, got ${describeValue(value)}; using the default` });
  }
  const parsedLinks = parseSocialLinks(data.social_links);
  settings.social_links = parsedLinks.links;
  problems.push(...parsedLinks.problems);
  return { settings, problems };
}
