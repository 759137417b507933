// Catalog summaries (`@search`, `@querystring-search`, folder `items`, `parent`): plone.restapi's
// default fields, plus what plone.volto and the social media add-on add to every summary.
import type { ContentNode } from './content';
import { descriptionOf, titleOf } from './content';
import { EFFECTIVE_FLOOR, isoDate } from './dates';
import { formValue, physicalPath, urlOf, type RequestContext } from './requestContext';

/** The fields every summary carries: plone.restapi's, plone.volto 6's, and `social_links`. */
export const DEFAULT_SUMMARY_FIELDS = [
  '@id', '@type', 'description', 'review_state', 'title', 'type_title',
  'effective', 'end', 'getObjSize', 'getRemoteUrl', 'head_title', 'image_field', 'image_scales', 'mime_type',
  'nav_title', 'start',
  'social_links',
] as const;

/** The catalog's metadata columns (what `metadata_fields=_all` adds, with `getPath` and `getURL`). */
const CATALOG_COLUMNS = [
  'CreationDate', 'Creator', 'Date', 'Description', 'EffectiveDate', 'ExpirationDate', 'ModificationDate', 'Subject',
  'Title', 'Type', 'UID', 'author_name', 'cmf_uid', 'commentators', 'created', 'effective', 'end', 'exclude_from_nav',
  'expires', 'getIcon', 'getId', 'getObjSize', 'getRemoteUrl', 'head_title', 'id', 'image_field', 'image_scales',
  'in_response_to', 'is_folderish', 'last_comment_date', 'listCreators', 'location', 'mime_type', 'modified',
  'nav_title', 'portal_type', 'review_state', 'social_links', 'start', 'sync_uid', 'title', 'total_comments',
];

/**
 * A summary of `node`. `source` says where values come from: a catalog `brain` (search results and folder
 * items) or the live `object` (the `parent` of a content GET), which differ for `social_links` and `image_field`.
 */
export function summarize(ctx: RequestContext, node: ContentNode, source: 'brain' | 'object'): Record<string, unknown> {
  const site = ctx.site;
  if (source === 'object' && node.parent === null) {
    // SiteRootJSONSummarySerializer: exactly these five keys, no review_state.
    return {
      '@id': urlOf(ctx, node),
      '@type': node.portalType,
      type_title: site.typeOf(node).title,
      title: titleOf(node),
      description: descriptionOf(node),
    };
  }
  const summary: Record<string, unknown> = {};
  for (const field of metadataFields(ctx)) {
    if (field.startsWith('_')) continue;
    summary[field] = summaryValue(ctx, node, field, source);
  }
  return summary;
}

function metadataFields(ctx: RequestContext): string[] {
  // The summary serializer reads the query, and a POST's JSON body only when the query is empty.
  const requested = Object.keys(ctx.form).length ? ctx.form.metadata_fields : ctx.body?.metadata_fields;
  const extra = requested === undefined ? [] : Array.isArray(requested) ? requested.map(String) : [String(requested)];
  const fields = new Set<string>(DEFAULT_SUMMARY_FIELDS);
  const all = extra.includes('_all');
  for (const field of all ? [...CATALOG_COLUMNS, 'getPath', 'getURL'] : extra) fields.add(field);
  return [...fields];
}

function ownLinks(ctx: RequestContext, node: ContentNode): { has: boolean; links: unknown } {
  const behavior = ctx.site
    .behaviorsOf(node)
    .find((b) => b.name === ctx.site.behaviors.names.settings || b.name === ctx.site.behaviors.names.links);
  const field = behavior?.fields.find((f) => f.name === 'social_links');
  return field ? { has: true, links: ctx.site.readField(node, field) } : { has: false, links: null };
}

function summaryValue(ctx: RequestContext, node: ContentNode, field: string, source: 'brain' | 'object'): unknown {
  const site = ctx.site;
  switch (field) {
    case '@id':
    case 'getURL':
      return urlOf(ctx, node);
    case 'getPath':
      return physicalPath(site, node);
    case '@type':
    case 'portal_type':
      return node.portalType;
    case 'Type':
    case 'type_title':
      return site.typeOf(node).title;
    case 'title':
    case 'Title':
      return titleOf(node);
    case 'description':
    case 'Description':
      return descriptionOf(node);
    case 'review_state':
      return node.reviewState;
    case 'UID':
      return node.uid;
    case 'id':
    case 'getId':
      return node.id;
    case 'Creator':
      return node.creators[0] ?? null;
    case 'listCreators':
      return [...node.creators];
    case 'created':
      return isoDate(node.created);
    case 'modified':
      return isoDate(node.modified);
    case 'effective':
      return node.effective ? isoDate(node.effective) : EFFECTIVE_FLOOR;
    case 'is_folderish':
      return site.typeOf(node).folderish;
    case 'exclude_from_nav':
      return node.excludeFromNav;
    case 'Subject':
      return [];
    // The live object has no such attributes: a `parent` summary shows null (and `{}` for image_scales).
    case 'getObjSize':
      return source === 'brain' ? '0 KB' : null;
    case 'mime_type':
      return source === 'brain' ? 'text/plain' : null;
    case 'image_field':
      return source === 'brain' ? '' : null;
    case 'image_scales':
      return source === 'brain' ? null : {};
    case 'social_links': {
      // The catalog column holds nothing for an empty or missing list (the indexer raises AttributeError);
      // the live object answers its stored list, `[]` included, when it has one of the behaviors.
      const { has, links } = ownLinks(ctx, node);
      if (source === 'object') return has ? links : null;
      return Array.isArray(links) && links.length > 0 ? links : null;
    }
    default:
      return null;
  }
}

/** Whether the request asked for full objects instead of summaries (`fullobjects` counts by mere presence). */
export function wantsFullObjects(ctx: RequestContext): boolean {
  return formValue(ctx.form, 'fullobjects') !== undefined;
}
