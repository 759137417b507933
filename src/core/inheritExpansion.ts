// Adds the `inherit` expansion and our behavior names to a content query, keeping what other add-ons asked for.

/** The expander that carries inherited behavior data (plone.restapi ≥ 9.13.3). */
export const INHERIT_EXPANDER = 'inherit';

/** The query parameter that names the behaviors the `inherit` expander resolves. */
export const INHERIT_BEHAVIORS_PARAM = 'expand.inherit.behaviors';

/** A query parameter value as Volto and plone.restapi pass it around: one string, a list, or nothing. */
export type QueryValue = string | readonly string[] | undefined;

/**
 * A copy of `query` whose `expand` holds `inherit` once and whose `expand.inherit.behaviors` lists the
 * caller's names first, then `behaviorNames`: trimmed, empty ones dropped, first occurrence kept.
 * Both values come back comma-joined, because plone.restapi splits a single value on `,` (and answers a
 * repeated `expand.inherit.behaviors` with a 500). Other keys are untouched.
 */
export function mergeInheritExpansion<Query extends Record<string, unknown>>(
  query: Query | undefined,
  behaviorNames: readonly string[],
): Omit<Query, 'expand' | typeof INHERIT_BEHAVIORS_PARAM> & {
  expand: string;
  [INHERIT_BEHAVIORS_PARAM]: string;
} {
  const {
    expand: callerExpand,
    [INHERIT_BEHAVIORS_PARAM]: callerBehaviors,
    ...rest
  }: Record<string, unknown> = query || {};
  const expand = joinNames([...splitNames(asQueryValue(callerExpand)), INHERIT_EXPANDER]);
  const behaviors = appendBehaviors(asQueryValue(callerBehaviors), behaviorNames);
  // The expansion keys come first, so URLs read like Volto's (`?expand=...&...`).
  return { expand, [INHERIT_BEHAVIORS_PARAM]: behaviors, ...rest } as Omit<
    Query,
    'expand' | typeof INHERIT_BEHAVIORS_PARAM
  > & { expand: string; [INHERIT_BEHAVIORS_PARAM]: string };
}

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

function joinNames(names: readonly string[]): string {
  return [...new Set(names)].join(',');
}

/** Reads a query parameter of unknown shape as a `QueryValue` (numbers and booleans as their text). */
export function asQueryValue(value: unknown): QueryValue {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => item !== undefined && item !== null).map(String);
  return undefined;
}
