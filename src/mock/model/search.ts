// `@search` and `@querystring-search` as plone.restapi answers them: the catalog query built from the
// request, restricted to what the caller may View, batched, each hit a summary (or a full object).
import { batch, parseInt } from './batching';
import { isIndex, searchCatalog, type CatalogQuery } from './catalog';
import type { ContentNode } from './content';
import { badRequest, RaisedError } from './errors';
import { emptyDict, ownEntry } from './pyDict';
import { physicalPath, type RequestContext } from './requestContext';
import { DATE_OPERATIONS } from './querystringDates';
import { serializeContent } from './serialize';
import { summarize } from './summary';
import { withoutTrailingSlashes } from './trailingSlashes';
import type { MockUser } from './users';

/** `GET <context>/@search?...`. Returns a bare `[]` when `SearchableText` is empty or `*`, as the backend does. */
export function search(ctx: RequestContext, context: ContentNode): unknown {
  const query = unflattenDotted(ctx.form);
  const fullobjects = 'fullobjects' in query;
  delete query.fullobjects;
  delete query.use_site_search_settings;
  if ('SearchableText' in query) {
    const text = String(Array.isArray(query.SearchableText) ? query.SearchableText.at(-1) : query.SearchableText);
    query.SearchableText = text.replace(/[()]/g, ' ').trim();
    if (!query.SearchableText || query.SearchableText === '*') return [];
  }
  constrainByPath(ctx, context, query);
  if (query.path && typeof query.path === 'object' && 'depth' in query.path) {
    const path = query.path as Record<string, unknown>;
    path.depth = parseInt(path, 'depth', -1);
  }
  return serializeResults(ctx, searchCatalog(ctx, query), fullobjects);
}

/** Without a `path` (or with only its options), the search is restricted to the context and below. */
function constrainByPath(ctx: RequestContext, context: ContentNode, query: CatalogQuery): void {
  if (!('path' in query)) query.path = {};
  if (typeof query.path === 'string' || Array.isArray(query.path)) query.path = { query: query.path };
  const path = query.path as Record<string, unknown>;
  if (!('query' in path)) path.query = physicalPath(ctx.site, context);
}

/**
 * `a.b=1` becomes `{a: {b: '1'}}`, as `unflatten_dotted_dict` does. Every level is a dict without prototype:
 * `__proto__.x=1` is a query on an index named `__proto__`, as in Python, and reaches no prototype.
 */
function unflattenDotted(form: RequestContext['form']): CatalogQuery {
  const query: CatalogQuery = emptyDict();
  for (const [key, value] of Object.entries(form)) {
    const [head, ...rest] = key.split('.');
    if (rest.length === 0) {
      query[key] = value;
      continue;
    }
    let target = (query[head!] ??= emptyDict()) as Record<string, unknown>;
    if (typeof target !== 'object' || Array.isArray(target)) target = query[head!] = dictWith('query', target);
    for (const part of rest.slice(0, -1)) {
      const next = (target[part] ??= emptyDict()) as Record<string, unknown>;
      // A value that is also a prefix (`a.b=1&a.b.c=2`): Python's item assignment on a str or list raises.
      if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        const message = Array.isArray(next)
          ? 'list indices must be integers or slices, not str'
          : "'str' object does not support item assignment";
        throw new RaisedError(500, 'TypeError', message);
      }
      target = next;
    }
    target[rest.at(-1)!] = value;
  }
  return query;
}

function dictWith(key: string, value: unknown): Record<string, unknown> {
  const dict = emptyDict<unknown>();
  dict[key] = value;
  return dict;
}

function serializeResults(ctx: RequestContext, results: ContentNode[], fullobjects: boolean) {
  const page = batch(ctx, results);
  return {
    ...page,
    items: page.items.map((node) =>
      fullobjects ? serializeContent(ctx, node, { includeItems: false }) : summarize(ctx, node, 'brain'),
    ),
  };
}

/** A Volto listing block's query row. */
interface QueryRow {
  i?: unknown;
  o?: unknown;
  v?: unknown;
}

const OPERATIONS: Record<string, (ctx: RequestContext, context: ContentNode, row: QueryRow) => CatalogQuery> = {
  'plone.app.querystring.operation.selection.any': (_ctx, _c, row) => ({ [String(row.i)]: { query: row.v } }),
  'plone.app.querystring.operation.selection.is': (_ctx, _c, row) => ({ [String(row.i)]: { query: row.v } }),
  'plone.app.querystring.operation.selection.all': (_ctx, _c, row) => ({
    [String(row.i)]: { query: row.v, operator: 'and' },
  }),
  'plone.app.querystring.operation.selection.none': (_ctx, _c, row) => ({ [String(row.i)]: { not: row.v } }),
  'plone.app.querystring.operation.string.contains': (_ctx, _c, row) => ({ [String(row.i)]: { query: row.v } }),
  'plone.app.querystring.operation.string.is': (_ctx, _c, row) => ({ [String(row.i)]: { query: row.v } }),
  'plone.app.querystring.operation.string.isNot': (_ctx, _c, row) => ({ [String(row.i)]: { not: row.v } }),
  // The user name of whoever asks; a visitor's is Zope's "Anonymous User", the creator of nothing.
  'plone.app.querystring.operation.string.currentUser': (ctx, _c, row) => ({
    [String(row.i)]: { query: ctx.user?.id ?? 'Anonymous User' },
  }),
  // True when one of the caller's roles is among those chosen: the catalog then lists inactive items too.
  'plone.app.querystring.operation.string.showInactive': (ctx, _c, row) => ({
    [String(row.i)]: asList(row.v).some((role) => rolesOf(ctx.user).includes(String(role))),
  }),
  'plone.app.querystring.operation.string.absolutePath': (ctx, _c, row) =>
    pathQuery(ctx, String(row.i), String(row.v ?? '')),
  'plone.app.querystring.operation.string.path': (ctx, _c, row) => pathQuery(ctx, String(row.i), String(row.v ?? '')),
  'plone.app.querystring.operation.string.relativePath': (ctx, context, row) =>
    relativePathQuery(ctx, context, String(row.i), String(row.v ?? '')),
  ...Object.fromEntries(
    Object.entries(DATE_OPERATIONS).map(([name, operation]) => [
      name,
      (ctx: RequestContext, _c: ContentNode, row: QueryRow) => operation(ctx, row),
    ]),
  ),
};

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
}

/** The roles Plone's `getRoles()` names for a caller: `Anonymous` for a visitor, `Authenticated` besides its own. */
function rolesOf(user: MockUser | null): string[] {
  return user ? [...user.roles, 'Authenticated'] : ['Anonymous'];
}

/** `_absolutePath`: a site-relative path (or a UID), with an optional `::<depth>`. */
function pathQuery(ctx: RequestContext, index: string, value: string): CatalogQuery {
  const [given, depthText] = value.split('::', 2) as [string, string | undefined];
  let path = given;
  const depth = depthText !== undefined && /^-?\d+$/.test(depthText) ? Number(depthText) : undefined;
  if (!path.includes('/')) {
    const target = ctx.site.byUid(path);
    path = target ? physicalPath(ctx.site, target) : path;
  }
  const root = `/${ctx.site.id}`;
  if (!path.startsWith(`${root}/`) && path !== root) path = root + path;
  const spec: Record<string, unknown> = { query: [depth !== undefined ? withoutTrailingSlashes(path) : path] };
  if (depth !== undefined) spec.depth = depth;
  return { [index]: spec };
}

/** `_relativePath`: `..` and child ids walked from the context, never above the site root. */
function relativePathQuery(ctx: RequestContext, context: ContentNode, index: string, value: string): CatalogQuery {
  const [path, depthText] = value.split('::', 2) as [string, string | undefined];
  let node = context;
  for (const part of path.split('/').filter(Boolean)) {
    if (part === '..') {
      if (node.parent) node = node.parent;
      else break;
    } else {
      node = node.children.find((child) => child.id === part) ?? node;
    }
  }
  const resolved = physicalPath(ctx.site, node) + (depthText !== undefined ? `::${depthText}` : '');
  return pathQuery(ctx, index, resolved);
}

/**
 * `POST <context>/@querystring-search` (and the GET form with `?query=<json>`). A missing or empty `query`
 * is `400 No query supplied`; an unknown operation `400 Invalid query.`. Called on content, the context
 * itself is excluded.
 */
export function querystringSearch(ctx: RequestContext, context: ContentNode, body: Record<string, unknown>): unknown {
  const rows = body.query;
  parseInt(body, 'b_start', 0);
  parseInt(body, 'b_size', 25);
  const fullobjects = booleanValue(body.fullobjects ?? false);
  if (!rows || (Array.isArray(rows) && rows.length === 0)) throw badRequest('No query supplied');
  if (!Array.isArray(rows)) throw badRequest('Invalid query.');
  const query: CatalogQuery = emptyDict();
  for (const row of rows as QueryRow[]) {
    const operation = ownEntry(OPERATIONS, String(row?.o));
    if (!operation) throw badRequest('Invalid query.');
    const parsed = operation(ctx, context, row);
    const existingPath = query.path as { query: unknown[] } | undefined;
    if (parsed.path && existingPath) existingPath.query.push(...(parsed.path as { query: unknown[] }).query);
    else Object.assign(query, parsed);
  }
  // plone.app.querystring uses an empty query (no results) when none of the indexes is valid.
  const valid = Object.keys(query).some(isIndex);
  if (typeof body.sort_on === 'string') {
    query.sort_on = body.sort_on;
    // plone.restapi hands the catalog 'descending' for that word alone (not 'reverse', not 'Descending').
    if (body.sort_order) query.sort_order = body.sort_order === 'descending' ? 'descending' : 'ascending';
  }
  const text = query.SearchableText;
  const typed = text !== null && typeof text === 'object' ? (text as { query?: unknown }).query : text;
  if (typeof typed === 'string' && typed) query.SearchableText = mungeSearchTerm(typed);
  let results = valid ? searchCatalog(ctx, query) : [];
  if (context.parent !== null) results = results.filter((node) => node !== context);
  const limit = body.limit === undefined || body.limit === null ? 0 : (parseInt(body, 'limit', 0) as number);
  if (limit > 0) results = results.slice(0, limit);
  return serializeResults(ctx, results, fullobjects);
}

/**
 * plone.base's `munge_search_term` (Plone 6.2), which plone.app.querystring applies: `? - + *` become spaces, the words
 * are joined by AND and each matches as a prefix (`riv future` finds "Future page about rivers"); a quoted phrase and
 * the words and, or, not are taken whole.
 */
function mungeSearchTerm(text: string): string {
  const terms = text
    .replace(/[?\-+*\u3000]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return terms.map((term) => (/^(and|or|not)$/i.test(term) || term.includes('"') ? term : `${term}*`)).join(' AND ');
}

/** plone.restapi's `boolean_value`. @throws RaisedError 400 for a value that is neither. */
function booleanValue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  const text = String(value).toLowerCase();
  if (['true', '1', 'yes', 'y', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'n', 'off', ''].includes(text)) return false;
  throw new RaisedError(400, 'BadRequest', `invalid truth value '${String(value)}'`);
}
