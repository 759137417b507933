// The portal catalog: evaluates a ZCatalog query over the tree (path with depth, field and date indexes,
// SearchableText as searchableText.ts builds it), sorts it, and keeps only what the caller may View and, unless she
// may see inactive content there, what is already effective.
import { isPlainObject } from '../../contract/validationProblems';
import { descendants, titleOf, type ContentNode } from './content';
import { DATE_INDEXES, matchesDate } from './dateIndexes';
import { canView, isListedNow, mayListInactive } from './permissions';
import { pyTruthy } from './pyCompare';
import { hasOwnKey, ownEntry } from './pyDict';
import { physicalPath, type RequestContext } from './requestContext';
import { matchesSearchableText } from './searchableText';
import { sortableTitle } from './sortableTitle';
import { subjectsOf } from './subjects';
import { withoutTrailingSlashes } from './trailingSlashes';

/** One index's query: a value, a list (any of), or a dict with `query`/`not`/`depth`/`operator`. */
export type IndexQuery = unknown;
export type CatalogQuery = Record<string, IndexQuery>;

const FIELD_INDEXES: Record<string, (ctx: RequestContext, node: ContentNode) => unknown> = {
  portal_type: (_ctx, node) => node.portalType,
  review_state: (_ctx, node) => node.reviewState,
  UID: (_ctx, node) => node.uid,
  getId: (_ctx, node) => node.id,
  id: (_ctx, node) => node.id,
  Creator: (_ctx, node) => node.creators[0],
  is_folderish: (ctx, node) => ctx.site.typeOf(node).folderish,
  exclude_from_nav: (_ctx, node) => node.excludeFromNav,
  // A KeywordIndex (a listing's "Tag" criterion, a Search block's tags facet): an object's tags.
  Subject: (_ctx, node) => subjectsOf(node),
};

/** Whether a query key is one of the catalog's indexes (others are ignored by the catalog). */
export function isIndex(name: string): boolean {
  return (
    name === 'path' || name === 'SearchableText' || hasOwnKey(FIELD_INDEXES, name) || hasOwnKey(DATE_INDEXES, name)
  );
}

/** A sort key of one object; `positions` holds each object's index in its container, computed once per sort. */
type SortKey = (ctx: RequestContext, node: ContentNode, positions: ReadonlyMap<ContentNode, number>) => string | number;

const SORT_KEYS: Record<string, SortKey> = {
  sortable_title: (_ctx, node) => sortableTitle(titleOf(node)),
  getObjPositionInParent: (_ctx, node, positions) => positions.get(node) ?? 0,
  path: (ctx, node) => physicalPath(ctx.site, node),
  getId: (_ctx, node) => node.id,
  id: (_ctx, node) => node.id,
  portal_type: (_ctx, node) => node.portalType,
  review_state: (_ctx, node) => node.reviewState ?? '',
  created: (_ctx, node) => node.created.getTime(),
  modified: (_ctx, node) => node.modified.getTime(),
  effective: (_ctx, node) => node.effective?.getTime() ?? -86400000,
  expires: (_ctx, node) => DATE_INDEXES.expires!(node),
  Date: (_ctx, node) => (node.effective ?? node.modified).getTime(),
};

/**
 * The objects matching `query` that the caller may View and, unless `show_inactive` is true (the listing block's
 * "Show inactive") or, when the query names none, she may see inactive content where the query's path leads
 * (`mayListInactive`), that are already effective. Without `sort_on`
 * the order is the tree walk (a real catalog returns an arbitrary order: scenarios that compare with Plone must
 * sort). Sorting computes each key once (n log n comparisons of ready values, as the catalog's sort index does).
 * An unknown `sort_on` is ignored, as Plone's catalog tool drops it.
 */
export function searchCatalog(ctx: RequestContext, query: CatalogQuery): ContentNode[] {
  const tree = descendants(ctx.site.root);
  const now = ctx.site.now();
  // Products.CMFPlone's searchResults asks whether the caller may see inactive content only when the query names no
  // `show_inactive`: a value it names decides by its Python truth, for a manager too (a listing's "Show inactive" for
  // roles she lacks is `False`), and @search passes the text of its parameter as it came (`false` is a true string).
  const named = query.show_inactive;
  const inactiveListed =
    named === undefined || named === null
      ? mayListInactive(ctx.site.root, ctx.user, pathObjects(ctx, query.path))
      : pyTruthy(named);
  const results = tree.filter(
    (node) => canView(node, ctx.user) && isListedNow(node, inactiveListed, now) && matches(ctx, node, query),
  );
  const sortOn = typeof query.sort_on === 'string' ? query.sort_on : undefined;
  if (!sortOn) return results;
  const key = ownEntry(SORT_KEYS, sortOn);
  if (!key) return results;
  // ZCatalog reads the order case-insensitively, 'reverse' being another name of 'descending'.
  const order = typeof query.sort_order === 'string' ? query.sort_order.toLowerCase() : '';
  const descending = order === 'descending' || order === 'reverse';
  const positions = new Map<ContentNode, number>();
  for (const node of tree) node.children.forEach((child, index) => positions.set(child, index));
  const keyed = results.map((node, treeIndex) => ({ node, treeIndex, key: key(ctx, node, positions) }));
  keyed.sort((a, b) => {
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return (descending ? -order : order) || a.treeIndex - b.treeIndex;
  });
  return keyed.map((entry) => entry.node);
}

/** The objects a query's `path` names by their physical paths (`/Plone/a/b`); paths that lead nowhere are left out. */
function pathObjects(ctx: RequestContext, path: IndexQuery): ContentNode[] {
  const named = isPlainObject(path) ? path.query : path;
  const sitePath = `/${ctx.site.id}`;
  return (path === undefined || named === undefined ? [] : asList(named)).flatMap((raw) => {
    const physical = withoutTrailingSlashes(String(raw));
    if (physical !== sitePath && !physical.startsWith(`${sitePath}/`)) return [];
    const node = ctx.site.get(physical.slice(sitePath.length));
    return node ? [node] : [];
  });
}

function matches(ctx: RequestContext, node: ContentNode, query: CatalogQuery): boolean {
  for (const [index, value] of Object.entries(query)) {
    if (index === 'path') {
      if (!matchesPath(ctx, node, value)) return false;
    } else if (index === 'SearchableText') {
      const text =
        typeof value === 'object' && value !== null && 'query' in value ? (value as { query: unknown }).query : value;
      if (!matchesSearchableText(ctx, node, String(text ?? ''))) return false;
    } else if (hasOwnKey(DATE_INDEXES, index)) {
      if (!matchesDate(DATE_INDEXES[index]!(node), value)) return false;
    } else {
      const indexed = ownEntry(FIELD_INDEXES, index);
      if (indexed && !matchesField(indexed(ctx, node), value)) return false;
    }
    // Parameters that are not indexes (sort_on, b_size, metadata_fields, ...) do not filter.
  }
  return true;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function matchesField(indexed: unknown, value: unknown): boolean {
  // A keyword index holds no object without keywords: no query finds one, not even "none of" (Plone lists nothing).
  if (Array.isArray(indexed) && indexed.length === 0) return false;
  if (isPlainObject(value)) {
    if (value.not !== undefined && asList(value.not).some((v) => sameValue(indexed, v))) return false;
    if (value.query === undefined) return true;
    // `operator: 'and'` (the querystring's "Matches all of"): every value queried, else any of them.
    const queried = asList(value.query);
    return value.operator === 'and'
      ? queried.every((v) => sameValue(indexed, v))
      : queried.some((v) => sameValue(indexed, v));
  }
  return asList(value).some((v) => sameValue(indexed, v));
}

function sameValue(indexed: unknown, queried: unknown): boolean {
  if (indexed === null || indexed === undefined) return false;
  // A keyword index holds a list: an object matches a value it has among them.
  if (Array.isArray(indexed)) return indexed.some((keyword) => sameValue(keyword, queried));
  if (typeof indexed === 'boolean')
    return indexed === (queried === true || queried === 'True' || queried === 'true' || queried === 1);
  return String(indexed) === String(queried);
}

/**
 * ExtendedPathIndex: depth -1 (default) is the object and everything below, 0 the object, 1 its children (the
 * index's shortcut through its parents table), N > 1 the object and the levels 1..N below it.
 */
function matchesPath(ctx: RequestContext, node: ContentNode, value: unknown): boolean {
  const spec: { query?: unknown; depth?: unknown } = isPlainObject(value) ? value : { query: value };
  const depth = spec.depth === undefined ? -1 : Number(spec.depth);
  const own = physicalPath(ctx.site, node);
  return asList(spec.query).some((raw) => {
    const base = withoutTrailingSlashes(String(raw)) || '/';
    if (own === base) return depth !== 1;
    if (!own.startsWith(`${base === '/' ? '' : base}/`)) return false;
    const levels = own.slice(base.length).split('/').filter(Boolean).length;
    return depth < 0 || (depth > 0 && levels <= depth);
  });
}
