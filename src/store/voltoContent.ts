// How the slice follows Volto's own content loads: the settings ride on the main content GET
// (`@components.inherit`), so a page view costs no request of its own. Volto is never imported.
import type { InheritSource, SocialMediaSettings } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { settingsFromInherit } from '../core/settingsFromContent';
import type { ResolvedSettings } from '../core/settingsFromContent';
import { defaultSocialMediaSettings } from './state';
import type { SettingsProblem } from './state';

/** Volto's `${GET_CONTENT}_SUCCESS`, spelled out so that nothing of Volto is imported. */
export const VOLTO_GET_CONTENT_SUCCESS = 'GET_CONTENT_SUCCESS';

/** The part of Volto's success action the slice reads. */
export interface VoltoContentLoadedAction {
  type: typeof VOLTO_GET_CONTENT_SUCCESS;
  result?: unknown;
  /** Set for teasers, listings' pages, the control panel's own fetches: never the page itself. */
  subrequest?: string | null;
}

/** What the slice stores from one payload: never `null`, defaults where the payload had nothing usable. */
export interface SettingsSnapshot {
  settings: SocialMediaSettings;
  from: InheritSource | null;
  problems: SettingsProblem[];
}

/** True for Volto's success action of the page's main content (not a subrequest). */
export function isMainContentLoaded(action: unknown): action is VoltoContentLoadedAction {
  if (!isPlainObject(action) || action.type !== VOLTO_GET_CONTENT_SUCCESS) return false;
  return !action.subrequest;
}

/**
 * The settings a Volto content result carries under `@components.inherit[behavior]`. The result is only
 * read, never changed. Absent key: defaults and no source; malformed entry: defaults plus problems. Never throws.
 */
export function settingsFromVoltoResult(result: unknown, behavior: string): SettingsSnapshot {
  const components = isPlainObject(result) ? result['@components'] : undefined;
  const inherit = isPlainObject(components) ? components.inherit : undefined;
  if (!isPlainObject(inherit) || !(behavior in inherit)) return snapshotOf(null);
  // Never throws (a property test holds it to that); the reducers guard against a throw as well.
  const resolved = settingsFromInherit(inherit, behavior);
  if (resolved) return snapshotOf(resolved);
  return {
    ...snapshotOf(null),
    problems: [{ path: `inherit.${behavior}`, reason: 'expected an object with `from` and `data`' }],
  };
}

/** The snapshot of a resolved result; `null` (no object provides the settings) gives the defaults. */
export function snapshotOf(resolved: ResolvedSettings | null): SettingsSnapshot {
  // The reducers read every field again (`withSnapshot`), so a result of another shape is read there.
  return resolved || { settings: defaultSocialMediaSettings, from: null, problems: [] };
}
