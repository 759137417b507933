// Volto's server makes a new store for every page it renders, so the navigation-root fallback would ask a root whose
// `@inherit` answered without settings once more on every page: on a site whose settings do not arrive under the name
// the add-on asks for (backend add-on not installed, settings behavior enabled nowhere, another `behaviorPrefix`),
// every page. Plone's answer there looks the same as for a root whose settings the visitor may not see, so the
// server remembers such answers for a short while instead: long enough to spare the requests, short enough that a
// mended configuration or a newly enabled behavior shows within a minute. Server-only (awaitNavRootSettings.ts): the
// browser keeps the answer in its state and costs its first load nothing.

/** How long an answer without settings is remembered, in milliseconds. */
export const ROOT_WITHOUT_SETTINGS_MS = 60_000;

/** How many answers are remembered at most: the oldest is forgotten first (subsites, language roots, visitors). */
export const ROOTS_WITHOUT_SETTINGS_MAX = 200;

/** The answers, by visitor and root (`key`), with the time each is forgotten; a Map keeps them oldest first. */
const remembered = new Map<string, { result: unknown; until: number }>();

/**
 * The key of a root's answer for a visitor: her Volto session's token (an anonymous visitor has none), then the
 * root's `@id`. An answer to one visitor is never handed to another: what a signed-in visitor may see differs.
 */
export function rootWithoutSettingsKey(token: unknown, navRoot: string): string {
  return `${typeof token === 'string' ? token : ''}\n${navRoot}`;
}

/** Remembers the `@inherit` answer without settings that `key`'s root gave its visitor. */
export function rememberRootWithoutSettings(key: string, result: unknown): void {
  remembered.delete(key);
  if (remembered.size >= ROOTS_WITHOUT_SETTINGS_MAX) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { result, until: Date.now() + ROOT_WITHOUT_SETTINGS_MS });
}

/** The answer remembered for `key`, or `undefined` when there is none or it expired (then it is forgotten). */
export function rootWithoutSettings(key: string): { result: unknown } | undefined {
  const entry = remembered.get(key);
  if (entry && entry.until > Date.now()) return entry;
  remembered.delete(key);
  return undefined;
}
