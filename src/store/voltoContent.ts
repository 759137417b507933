// How the state follows Volto's own content loads: the settings ride on the main content GET
// (`@components.inherit`), so a page view costs no request of its own, and they stay where Volto keeps them
// (`content.data`), read from there field by field. Volto is never imported.
import { isPlainObject } from '../contract/validationProblems';
import { settingsFromInherit } from '../core/settingsFromInherit';
import { NO_SETTINGS } from './state';
import type { SettingsSnapshot } from './state';

/** Volto's `${GET_CONTENT}_SUCCESS`, spelled out so that nothing of Volto is imported. */
export const VOLTO_GET_CONTENT_SUCCESS = 'GET_CONTENT_SUCCESS';

/** The part of Volto's success action the state reads. */
export interface VoltoContentLoadedAction {
  type: typeof VOLTO_GET_CONTENT_SUCCESS;
  result?: unknown;
  /** Set for teasers, listings' pages, the control panel's own fetches: never the page itself. */
  subrequest?: string | null;
}

/** True for Volto's success action of the page's main content (not a subrequest). */
export function isMainContentLoaded(action: unknown): action is VoltoContentLoadedAction {
  if (!isPlainObject(action) || action.type !== VOLTO_GET_CONTENT_SUCCESS) return false;
  return !action.subrequest;
}

/** The `inherit` component of a content GET result (Volto's `content.data`), or `undefined`. */
export function inheritOf(content: unknown): Record<string, unknown> | undefined {
  // `&&` reads any JSON value without throwing; what it finds is checked.
  const record = content as { '@components'?: { inherit?: unknown } | null } | null | undefined;
  const components = record && record['@components'];
  const inherit = components && components.inherit;
  return isPlainObject(inherit) ? inherit : undefined;
}

/**
 * `content` without the `inherit` entry under `behavior`, for the copy of the page's content that Volto's server
 * keeps as the `content` item of `asyncConnect` (`reduxAsyncConnect.content`). Volto serializes that copy into the
 * page next to `content.data` and reads it nowhere (its App takes `content` from `content.data`): without our entry
 * the settings sit in a page's state once. `content` itself is not changed; it is returned as it is when it lacks
 * the entry.
 */
export function withoutInheritEntry<Content>(content: Content, behavior: string): Content {
  const inherit = inheritOf(content);
  if (!inherit || !(behavior in inherit)) return content;
  const rest = Object.assign({}, inherit);
  delete rest[behavior];
  const record = content as Record<string, unknown>;
  return Object.assign({}, record, {
    '@components': Object.assign({}, record['@components'] as object, { inherit: rest }),
  }) as Content;
}

/**
 * The settings an `inherit` component (of a content GET, or an `@inherit` answer) carries under `behavior`, or
 * `null` when it does not have that key (no object the visitor may view provides them). A malformed entry gives
 * the defaults with a problem. The payload is only read, never changed or kept; never throws.
 */
export function settingsOfInherit(inherit: unknown, behavior: string): SettingsSnapshot | null {
  if (!isPlainObject(inherit) || !(behavior in inherit) || behavior === '@id') return null;
  const resolved = settingsFromInherit(inherit, behavior);
  if (resolved) return resolved;
  const problems = [{ path: `inherit.${behavior}`, reason: 'expected an object with `from` and `data`' }];
  return Object.assign({}, NO_SETTINGS, { problems });
}
