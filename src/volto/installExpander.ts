// The `inherit` API expander: Volto's own content GET carries the site's settings, so a page view needs no
// request of its own. It appends our behavior to what other add-ons asked for, never replacing them.
import { appendBehaviors, asQueryValue, INHERIT_BEHAVIORS_PARAM, INHERIT_EXPANDER } from '../core/inheritExpansion';
import { behaviorNames } from '../contract/behaviors';
import { readSocialMediaSettings } from './installSettings';
import type { ApiExpander, ExpanderQuery, VoltoConfig } from './types';

/** Adds (or, on a second run, replaces in place) our entry in `config.settings.apiExpanders`. */
export function installExpander(config: VoltoConfig): VoltoConfig {
  const expanders = Array.isArray(config.settings.apiExpanders) ? config.settings.apiExpanders : [];
  const entry: ApiExpander = { match: '', GET_CONTENT: [INHERIT_EXPANDER], querystring: inheritQuerystring };
  const index = expanders.findIndex(isInheritExpander);
  if (index >= 0) expanders[index] = entry;
  else expanders.push(entry);
  config.settings.apiExpanders = expanders;
  return config;
}

/** True for the entry `installExpander` registers. */
export function isInheritExpander(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && (entry as ApiExpander).querystring === inheritQuerystring;
}

/**
 * Our expander's `querystring`. Volto ≥ 18.14 passes `acc`, the parameters of the entries before ours, and we
 * append our settings behavior to their `expand.inherit.behaviors`. Older Volto (and 19.0 alphas) pass `config`
 * alone; then `acc` is rebuilt from the earlier entries that match every path, as that Volto would merge them,
 * so a static `{'expand.inherit.behaviors': 'other.behavior'}` before ours is kept. Entries with a narrower
 * `match` cannot be rebuilt (the path is not passed), and on any Volto an entry *after* ours that sets the key
 * statically replaces it. Never throws: a throw here makes Volto's SSR skip the content request silently.
 */
export function inheritQuerystring(config: VoltoConfig, acc?: ExpanderQuery): ExpanderQuery {
  let behavior = behaviorNames().settings;
  try {
    behavior = readSocialMediaSettings(config).behaviors.settings;
    const earlier = acc === undefined ? earlierQuery(config) : acc;
    return { [INHERIT_BEHAVIORS_PARAM]: appendBehaviors(asQueryValue(earlier[INHERIT_BEHAVIORS_PARAM]), [behavior]) };
  } catch {
    return { [INHERIT_BEHAVIORS_PARAM]: behavior };
  }
}

/** What Volto ≥ 18.14 would pass as `acc`, rebuilt from the global entries before ours (old Volto only). */
function earlierQuery(config: VoltoConfig): ExpanderQuery {
  const expanders =
    config && config.settings && Array.isArray(config.settings.apiExpanders) ? config.settings.apiExpanders : [];
  const ours = expanders.findIndex(isInheritExpander);
  const before = ours >= 0 ? expanders.slice(0, ours) : expanders;
  const query: ExpanderQuery = {};
  for (const entry of before) {
    if (!entry || !entry.GET_CONTENT || !matchesEveryPath(entry.match) || !entry.querystring) continue;
    const { querystring } = entry;
    try {
      const result = typeof querystring === 'function' ? querystring(config) : querystring;
      if (typeof result === 'object' && result !== null) Object.assign(query, result);
    } catch {
      // Another add-on's function that needs the newer signature: old Volto would have failed on it anyway.
    }
  }
  return query;
}

/** `''` and `'/'` match every path in react-router v5's `matchPath` (prefix matching). */
function matchesEveryPath(match: ApiExpander['match'] | undefined): boolean {
  if (match === '' || match === '/') return true;
  if (typeof match === 'object' && match !== null) return (match.path === '' || match.path === '/') && !match.exact;
  return false;
}
