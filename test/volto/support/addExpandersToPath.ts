// Our own implementation of the algorithm Volto's api middleware applies to every request path
// (`addExpandersToPath`, reference volto-integration.md §2), for both signatures of `querystring`:
// `(config, acc)` since Volto 18.14 and `(config)` before (and in 19.0 alphas). Written from the
// documented behaviour, without lodash, query-string or react-router.

export type QuerystringSignature = 'config-acc' | 'config-only';

export interface ExpanderRun {
  /** The request path, possibly with a query string (`/news?b_size=2`). */
  path: string;
  /** The action type, `GET_CONTENT` for page loads. */
  type?: string;
  isAnonymous: boolean;
  /** How Volto calls a `querystring` function. */
  signature: QuerystringSignature;
}

interface ExpanderEntry {
  match?: unknown;
  querystring?: unknown;
  [actionType: string]: unknown;
}

interface ConfigWithExpanders {
  settings: { apiExpanders?: unknown };
}

/** The path Volto requests: `${url}?${expand}&${query}` with keys sorted and nothing encoded. */
export function addExpandersToPath(config: ConfigWithExpanders, run: ExpanderRun): string {
  const type = run.type ?? 'GET_CONTENT';
  const [url, search = ''] = splitOnce(run.path, '?');
  const { expand: existingExpand, ...query } = parseQuery(search);
  const entries = (Array.isArray(config.settings.apiExpanders) ? config.settings.apiExpanders : []) as ExpanderEntry[];
  const matching = entries.filter((entry) => matchesPath(url, entry.match) && Boolean(entry[type]));

  // Union by exact string, in first-seen order, falsy values dropped; the existing value is one item.
  const expand: string[] = [];
  for (const name of [existingExpand, ...matching.flatMap((entry) => toList(entry[type]))]) {
    for (const item of toList(name)) if (item && !expand.includes(item)) expand.push(item);
  }
  const visibleExpand = run.isAnonymous ? expand.filter((name) => name !== 'types') : expand;

  let fromConfig: Record<string, unknown> = {};
  for (const entry of matching) {
    if (!entry.querystring) continue;
    const result =
      typeof entry.querystring === 'function'
        ? run.signature === 'config-acc'
          ? entry.querystring(config, fromConfig)
          : entry.querystring(config)
        : entry.querystring;
    fromConfig = { ...fromConfig, ...(result as Record<string, unknown>) };
  }
  const merged = { ...query, ...fromConfig };

  const parts = [visibleExpand.length > 0 ? `expand=${visibleExpand.join(',')}` : '', stringifySorted(merged)].filter(
    (part) => part !== '',
  );
  return parts.length > 0 ? `${url}?${parts.join('&')}` : url;
}

/** react-router v5 `matchPath` as Volto uses it: `''` and `'/'` match every path, others by path prefix. */
export function matchesPath(url: string, match: unknown): boolean {
  const pattern = typeof match === 'object' && match !== null ? (match as { path?: unknown }).path : match;
  const exact = typeof match === 'object' && match !== null && Boolean((match as { exact?: unknown }).exact);
  if (typeof pattern !== 'string') return false;
  const path = pattern.replace(/\/+$/, '');
  if (path === '') return exact ? url === '/' || url === '' : true;
  if (exact) return url === path || url === `${path}/`;
  return url === path || url.startsWith(`${path}/`);
}

function splitOnce(text: string, separator: string): [string, string?] {
  const index = text.indexOf(separator);
  return index < 0 ? [text] : [text.slice(0, index), text.slice(index + 1)];
}

/** Keys and values as they stand (no decoding); a repeated key becomes a list. */
function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const [key, value = ''] = splitOnce(pair, '=');
    const current = query[key];
    query[key] = current === undefined ? value : [...toList(current), value];
  }
  return query;
}

function toList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Sorted keys, repeated keys for lists, undefined left out, null as a bare key; no encoding. */
function stringifySorted(query: Record<string, unknown>): string {
  return Object.keys(query)
    .sort()
    .flatMap((key) => {
      const value = query[key];
      if (value === undefined) return [];
      if (value === null) return [key];
      return Array.isArray(value) ? value.map((item) => `${key}=${item}`) : [`${key}=${value}`];
    })
    .join('&');
}
