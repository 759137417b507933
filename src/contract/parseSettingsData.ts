// The tolerant reader of the settings behavior's data that every page view runs: a field of the wrong type
// falls back to its default (with a problem) and malformed links are dropped. No valibot here (see
// parseSocialLinks.ts); the strict schema is `SettingsDataSchema`.
import { DEFAULT_SETTINGS } from './defaultSettings';
import { parseSocialLinks } from './parseSocialLinks';
import type { SocialMediaSettings } from './types';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

const settingsFieldChecks = {
  share_social_data: (value: unknown) => typeof value === 'boolean',
  facebook_app_id: (value: unknown) => typeof value === 'string',
  facebook_username: (value: unknown) => typeof value === 'string',
  x_username: (value: unknown) => typeof value === 'string',
} as const;

/**
 * Parses the settings behavior's data. Missing or `null` fields take the schema default silently
 * (that is what the backend stores as missing); fields of the wrong type take it with a problem. Never throws.
 */
export function parseSettingsData(data: unknown): { settings: SocialMediaSettings; problems: ValidationProblem[] } {
  const problems: ValidationProblem[] = [];
  if (!isPlainObject(data)) {
    if (data !== null && data !== undefined) {
      problems.push({ path: 'data', reason: `expected an object, got ${describeValue(data)}` });
    }
    return { settings: { ...DEFAULT_SETTINGS, social_links: [] }, problems };
  }
  const settings: SocialMediaSettings = { ...DEFAULT_SETTINGS, social_links: [] };
  for (const [field, isValid] of Object.entries(settingsFieldChecks) as Array<
    [keyof typeof settingsFieldChecks, (value: unknown) => boolean]
  >) {
    const value = data[field];
    if (value === null || value === undefined) continue;
    if (isValid(value)) {
      (settings as unknown as Record<string, unknown>)[field] = value;
    } else {
      problems.push({
        path: field,
        reason: `expected ${typeof DEFAULT_SETTINGS[field]}, got ${describeValue(value)}; using the default`,
      });
    }
  }
  const parsedLinks = parseSocialLinks(data.social_links);
  settings.social_links = parsedLinks.links;
  problems.push(...parsedLinks.problems);
  return { settings, problems };
}
