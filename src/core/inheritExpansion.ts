// The `inherit` expansion's names and how they compose with what other add-ons asked for (Volto's expander uses
// these on every first load; the client's whole-query merge is in mergeInheritExpansion.ts).

/** The expander that carries inherited behavior data (plone.restapi ≥ 9.13.3). */
export const INHERIT_EXPANDER = 'inherit';

/** The query parameter that names the behaviors the `inherit` expander resolves. */
export const INHERIT_BEHAVIORS_PARAM = 'expand.inherit.behaviors';

/** A query parameter value as Volto and plone.restapi pass it around: one string, a list, or nothing. */
export type QueryValue = string | readonly string[] | undefined;

/**
 * Appends behavior names to an existing `expand.inherit.behaviors` value (a string such as `"a,b"`, a list,
 * or nothing) and returns the comma-joined result: existing names first, trimmed, deduplicated, empties dropped.
 * Volto's expander `querystring` function uses it to compose with other add-ons.
 */
export function appendBehaviors(existing: QueryValue, names: readonly string[] | string): string {
  return joinNames([...splitNames(existing), ...splitNames(names)]);
}

/** Splits comma-separated names (in one string or a list of them), trims them and drops empty ones. */
export function splitNames(value: QueryValue): string[] {
  if (value === undefined) return [];
  const parts = typeof value === 'string' ? [value] : value;
  return parts
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The names comma-joined, each once, in the order of their first occurrence. */
export function joinNames(names: readonly string[]): string {
  return [...new Set(names)].join(',');
}

/** Reads a query parameter of unknown shape as a `QueryValue` (numbers and booleans as their text). */
export function asQueryValue(value: unknown): QueryValue {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => item !== undefined && item !== null).map(String);
  return undefined;
}
