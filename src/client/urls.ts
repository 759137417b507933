// Builds request URLs: site paths joined onto the base URL, and query strings as Plone reads them.
import type { QueryParams } from './types';

/** The base URL without trailing slashes; throws a `TypeError` when it is not an absolute http(s) URL. */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(trimmed)) {
    throw new TypeError(
      `baseUrl must be an absolute http(s) URL such as http://127.0.0.1:8080/Plone, got ${JSON.stringify(baseUrl)}`,
    );
  }
  return trimmed;
}

/**
 * The path below the site root for `path`: `''` and `'/'` are the root; an absolute URL under the base (an `@id`
 * from an answer) is mapped onto it, also when only the host differs. Returns segments without empty ones, and
 * a query string when the URL carried one. Throws a `TypeError` for an absolute URL of another site.
 */
export function toSitePath(baseUrl: string, path: string): { segments: string[]; search: string } {
  let rest = path.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest)) rest = stripBase(baseUrl, rest);
  let search = '';
  const queryStart = rest.search(/[?#]/);
  if (queryStart >= 0) {
    search = rest[queryStart] === '?' ? rest.slice(queryStart + 1).replace(/#.*$/, '') : '';
    rest = rest.slice(0, queryStart);
  }
  const segments = rest
    .split('/')
    .filter((segment) => segment !== '' && dotSegment(segment) !== '.')
    .map(encodePathSegment);
  // Escaped dots too: the URL parser, and so fetch, reads `%2e%2e`, `.%2e` and `%2E.` as `..`.
  if (segments.some((segment) => dotSegment(segment) === '..')) {
    throw new TypeError(`path ${JSON.stringify(path)} leaves the site`);
  }
  return { segments, search };
}

/**
 * `path` without its query string, and the parameters of that query with `query`'s over them: a key `query` gives a
 * value replaces the path's (a batching link's `b_start`, an `@id`'s `expand.inherit.behaviors`), so that none is
 * sent twice.
 */
export function splitPathQuery(
  baseUrl: string,
  path: string,
  query?: QueryParams,
): { path: string; query: QueryParams } {
  const { segments, search } = toSitePath(baseUrl, path);
  return { path: `/${segments.join('/')}`, query: withPathParams(search, query) };
}

/**
 * `{base}/{path}/{...more}` with no double slashes and no trailing slash, plus the query string: the path's own,
 * as written when `query` is not given, else its parameters with `query`'s over them (see `splitPathQuery`).
 */
export function siteUrl(baseUrl: string, path: string, more: readonly string[] = [], query?: QueryParams): string {
  const { segments, search } = toSitePath(baseUrl, path);
  const extra = more.map(encodePathSegment);
  const joined = [baseUrl, ...segments, ...extra].join('/');
  const queryString = query === undefined ? search : buildQueryString(withPathParams(search, query));
  return queryString ? `${joined}?${queryString}` : joined;
}

/** A query string's parameters as ZPublisher reads them: `+` is a space, a repeated key becomes a list. */
function readQueryString(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

/** The parameters of `search`, then `query`'s: a key `query` gives a value keeps its place and takes that value. */
function withPathParams(search: string, query: QueryParams | undefined): QueryParams {
  const params: QueryParams = readQueryString(search);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params[key] = value;
  }
  return params;
}

/** A segment with its escaped dots (`%2e`, `%2E`) read as dots, to compare with `.` and `..`. */
function dotSegment(segment: string): string {
  return segment.replace(/%2e/gi, '.');
}

/**
 * A query string as ZPublisher reads it: arrays become repeated keys, `undefined` and empty lists are left out.
 * Commas, slashes, colons and `@` stay readable (they are legal in a query and ZPublisher decodes `%2C` alike).
 */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encodeQueryPart(key)}=${encodeQueryPart(String(item))}`);
    }
  }
  return pairs.join('&');
}

function encodeQueryPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/%2C/gi, ',')
    .replace(/%2F/gi, '/')
    .replace(/%3A/gi, ':')
    .replace(/%40/gi, '@');
}

/**
 * Encodes what may not appear in a path segment, leaving existing `%XX` escapes alone (paths from `@id`s are encoded
 * already).
 */
function encodePathSegment(segment: string): string {
  return segment.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/g, (character) =>
    encodeURIComponent(character),
  );
}

function stripBase(baseUrl: string, absolute: string): string {
  if (absolute === baseUrl) return '';
  if (absolute.startsWith(`${baseUrl}/`) || absolute.startsWith(`${baseUrl}?`)) return absolute.slice(baseUrl.length);
  let url: URL;
  let base: URL;
  try {
    url = new URL(absolute);
    base = new URL(baseUrl);
  } catch {
    throw new TypeError(`${JSON.stringify(absolute)} is not a URL of the site ${baseUrl}`);
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (isHttp && (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`) || basePath === '')) {
    return `${url.pathname.slice(basePath.length)}${url.search}`;
  }
  throw new TypeError(`${JSON.stringify(absolute)} is not a URL of the site ${baseUrl}`);
}
