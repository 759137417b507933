// The portal catalog: evaluates a ZCatalog query over the tree (path with depth, field indexes,
// SearchableText over id, title and description), sorts it, and keeps only what the caller may View.
import { descendants, descriptionOf, titleOf, type ContentNode } from './content';
import { RaisedError } from './errors';
import { canView } from './permissions';
import { physicalPath, type RequestContext } from './requestContext';

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
};

/** Whether a query key is one of the catalog's indexes (others are ignored by the catalog). */
export function isIndex(name: string): boolean {
  return name === 'path' || name === 'SearchableText' || name in FIELD_INDEXES;
}

const SORT_KEYS: Record<string, (ctx: RequestContext, node: ContentNode) => string | number> = {
  sortable_title: (_ctx, node) => titleOf(node).toLowerCase().trim(),
  getObjPositionInParent: (_ctx, node) => (node.parent ? node.parent.children.indexOf(node) : 0),
  path: (ctx, node) => physicalPath(ctx.site, node),
  getId: (_ctx, node) => node.id,
  id: (_ctx, node) => node.id,
  portal_type: (_ctx, node) => node.portalType,
  review_state: (_ctx, node) => node.reviewState ?? '',
  created: (_ctx, node) => node.created.getTime(),
  modified: (_ctx, node) => node.modified.getTime(),
  effective: (_ctx, node) => node.effective?.getTime() ?? -86400000,
  Date: (_ctx, node) => (node.effective ?? node.modified).getTime(),
};

/**
 * The objects matching `query` that the caller may View. Without `sort_on` the order is the tree walk
 * (a real catalog returns an arbitrary order: scenarios that compare with Plone must sort).
 * @throws RaisedError 500 CatalogError for an unknown `sort_on` index.
 */
export function searchCatalog(ctx: RequestContext, query: CatalogQuery): ContentNode[] {
  const tree = descendants(ctx.site.root);
  const results = tree.filter((node) => canView(node, ctx.user) && matches(ctx, node, query));
  const sortOn = typeof query.sort_on === 'string' ? query.sort_on : undefined;
  if (!sortOn) return results;
  const key = SORT_KEYS[sortOn];
  if (!key) throw new RaisedError(500, 'CatalogError', `Unknown sort_on index (${sortOn})`);
  const descending = query.sort_order === 'descending' || query.sort_order === 'reverse';
  const treeOrder = new Map(tree.map((node, index) => [node, index]));
  return [...results].sort((a, b) => {
    const [x, y] = [key(ctx, a), key(ctx, b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return (descending ? -order : order) || treeOrder.get(a)! - treeOrder.get(b)!;
  });
}

function matches(ctx: RequestContext, node: ContentNode, query: CatalogQuery): boolean {
  for (const [index, value] of Object.entries(query)) {
    if (index === 'path') {
      if (!matchesPath(ctx, node, value)) return false;
    } else if (index === 'SearchableText') {
      const text = typeof value === 'object' && value !== null && 'query' in value ? (value as { query: unknown }).query : value;
      if (!matchesText(node, String(text ?? ''))) return false;
    } else if (index in FIELD_INDEXES) {
      if (!matchesField(FIELD_INDEXES[index]!(ctx, node), value)) return false;
    }
    // Parameters that are not indexes (sort_on, b_size, metadata_fields, ...) do not filter.
  }
  return true;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function matchesField(indexed: unknown, value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const spec = value as { query?: unknown; not?: unknown };
    if (spec.not !== undefined && asList(spec.not).some((v) => sameValue(indexed, v))) return false;
    if (spec.query === undefined) return true;
    return asList(spec.query).some((v) => sameValue(indexed, v));
  }
  return asList(value).some((v) => sameValue(indexed, v));
}

function sameValue(indexed: unknown, queried: unknown): boolean {
  if (indexed === null || indexed === undefined) return false;
  if (typeof indexed === 'boolean') return indexed === (queried === true || queried === 'True' || queried === 'true' || queried === 1);
  return String(indexed) === String(queried);
}

/** ExtendedPathIndex: depth -1 (default) is the object and everything below, 0 the object, N the levels 1..N below. */
function matchesPath(ctx: RequestContext, node: ContentNode, value: unknown): boolean {
  const spec = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { query: value };
  const depth = spec.depth === undefined ? -1 : Number(spec.depth);
  const own = physicalPath(ctx.site, node);
  return asList(spec.query).some((raw) => {
    const base = String(raw).replace(/\/+$/, '') || '/';
    if (own === base) return depth <= 0;
    if (!own.startsWith(`${base === '/' ? '' : base}/`)) return false;
    const levels = own.slice(base.length).split('/').filter(Boolean).length;
    return depth < 0 || (depth > 0 && levels <= depth);
  });
}

/** ZCTextIndex over id, title and description: every word must occur; `word*` matches a prefix. */
function matchesText(node: ContentNode, text: string): boolean {
  const words = (value: string) => value.toLowerCase().match(/[\p{L}\p{N}_]+\*?/gu) ?? [];
  const indexed = new Set(words(`${node.id} ${titleOf(node)} ${descriptionOf(node)}`));
  const terms = words(text).filter((term) => !['and', 'or', 'not'].includes(term));
  if (terms.length === 0) return false;
  return terms.every((term) =>
    term.endsWith('*') ? [...indexed].some((word) => word.startsWith(term.slice(0, -1))) : indexed.has(term),
  );
}
