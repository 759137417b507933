// Adds the `inherit` expansion and our behavior names to a content query, keeping what other add-ons asked for: the
// client SDK's part (a module of its own, so that Volto's first load, which only appends names, does not carry it).
import {
  appendBehaviors,
  asQueryValue,
  INHERIT_BEHAVIORS_PARAM,
  INHERIT_EXPANDER,
  joinNames,
  splitNames,
} from './inheritExpansion';

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
  // Object.assign and delete, not a rest pattern and spreads: Volto's Babel makes those helper calls (first load).
  const rest: Record<string, unknown> = Object.assign({}, query);
  const expand = joinNames([...splitNames(asQueryValue(rest.expand)), INHERIT_EXPANDER]);
  const behaviors = appendBehaviors(asQueryValue(rest[INHERIT_BEHAVIORS_PARAM]), behaviorNames);
  delete rest.expand;
  delete rest[INHERIT_BEHAVIORS_PARAM];
  // The expansion keys come first, so URLs read like Volto's (`?expand=...&...`).
  return Object.assign({ expand, [INHERIT_BEHAVIORS_PARAM]: behaviors }, rest) as Omit<
    Query,
    'expand' | typeof INHERIT_BEHAVIORS_PARAM
  > & { expand: string; [INHERIT_BEHAVIORS_PARAM]: string };
}
