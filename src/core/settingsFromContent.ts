// Reads the social media settings out of a content GET or an `inherit` component, tolerating malformed payloads.
// The reading of an `inherit` component, which every page view runs, is in a module of its own
// (settingsFromInherit.ts): this one, the client's, stays out of a page's first load.
import { isPlainObject } from '../contract/validationProblems';
import { settingsFromInherit } from './settingsFromInherit';
import type { ResolvedSettings } from './settingsFromInherit';

export { settingsFromInherit };
export type { ResolvedSettings };

/**
 * The settings a content GET carried in `@components.inherit` (requested with the `inherit` expansion).
 * Returns `null` when the response has no such component or key; never throws.
 */
export function settingsFromContent(content: unknown, behaviorName: string): ResolvedSettings | null {
  if (!isPlainObject(content)) return null;
  const components = content['@components'];
  if (!isPlainObject(components)) return null;
  return settingsFromInherit(components.inherit, behaviorName);
}
