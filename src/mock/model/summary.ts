// Catalog summaries (`@search`, `@querystring-search`, folder `items`, `parent`): plone.restapi's
// default fields, plus what plone.volto and the social media add-on add to every summary.
import { isPlainObject } from '../../contract/validationProblems';
import type { ContentNode } from './content';
import { descendants, descriptionOf, titleOf } from './content';
import { EFFECTIVE_FLOOR, EXPIRES_CEILING, isoDate } from './dates';
import { indexedLinkTarget } from './linkTarget';
import { formValue, physicalPath, urlOf, type RequestContext } from './requestContext';
import { subjectsOf } from './subjects';

/** The fields every summary carries: plone.restapi's, plone.volto 6's, and `social_links`. */
export const DEFAULT_SUMMARY_FIELDS = [
  '@id',
  '@type',
  'description',
  'review_state',
  'title',
  'type_title',
  'effective',
  'end',
  'getObjSize',
  'getRemoteUrl',
  'head_title',
  'image_field',
  'image_scales',
  'mime_type',
  'nav_title',
  'start',
  'social_links',
] as const;

/**
 * The catalog's metadata columns in Plone 6.2 with plone.volto (what `metadata_fields=_all` adds, with `getPath`
 * and `getURL`), as the contract run recorded them: no discussion columns, plone.volto's `block_types`.
 */
const CATALOG_COLUMNS = [
  'CreationDate',
  'Creator',
  'Date',
  'Description',
  'EffectiveDate',
  'ExpirationDate',
  'ModificationDate',
  'Subject',
  'Title',
  'Type',
  'UID',
  'block_types',
  'cmf_uid',
  'created',
  'effective',
  'end',
  'exclude_from_nav',
  'expires',
  'getIcon',
  'getId',
  'getObjSize',
  'getRemoteUrl',
  'hasPreviewImage',
  'head_title',
  'id',
  'image_field',
  'image_scales',
  'is_folderish',
  'listCreators',
  'location',
  'mime_type',
  'modified',
  'nav_title',
  'portal_type',
  'review_state',
  'social_links',
  'start',
  'sync_uid',
  'title',
];

/** What plone.restapi's summary adds to the catalog's columns (RESTAPI_ADDITIONAL_NON_METADATA_ATTRIBUTES unset). */
const NON_METADATA_ATTRIBUTES = ['getPath', 'getURL'];

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
  // A requested field that is a column is a key of the answer, whatever its name: fromEntries defines it.
  const fields = metadataFields(ctx).filter((field) => !field.startsWith('_'));
  return Object.fromEntries(fields.map((field) => [field, summaryValue(ctx, node, field, source)]));
}

function metadataFields(ctx: RequestContext): string[] {
  // The summary serializer reads the query, and a POST's JSON body only when the query is empty.
  const requested = Object.keys(ctx.form).length ? ctx.form.metadata_fields : ctx.body?.metadata_fields;
  const extra = requested === undefined ? [] : Array.isArray(requested) ? requested.map(String) : [String(requested)];
  const fields = new Set<string>(DEFAULT_SUMMARY_FIELDS);
  // plone.restapi 10 takes only the catalog's columns and its non-metadata attributes (getPath, getURL): any other
  // name, a behavior field's (facebook_app_id) or `constructor`, is left out of the summary, not read from the object.
  const available = [...CATALOG_COLUMNS, ...NON_METADATA_ATTRIBUTES];
  const all = extra.includes('_all');
  for (const field of all ? available : extra.filter((name) => available.includes(name))) fields.add(field);
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
    case 'ModificationDate':
      return isoDate(node.modified);
    case 'CreationDate':
      return isoDate(node.created);
    case 'Date':
      return isoDate(node.effective ?? node.modified);
    case 'EffectiveDate':
      return node.effective ? isoDate(node.effective) : 'None';
    case 'ExpirationDate':
      return node.expires ? isoDate(node.expires) : 'None';
    case 'expires':
      return node.expires ? isoDate(node.expires) : EXPIRES_CEILING;
    case 'cmf_uid':
      // CMF's site-wide counter of created objects; its value is run-dependent (the comparison hides it).
      return descendants(site.root).indexOf(node) + 1;
    case 'block_types':
      return blockTypes(node.fields.blocks);
    case 'effective':
      return node.effective ? isoDate(node.effective) : EFFECTIVE_FLOOR;
    case 'is_folderish':
      return site.typeOf(node).folderish;
    case 'exclude_from_nav':
      return node.excludeFromNav;
    case 'getRemoteUrl':
      // A live object (a `parent` summary) has no such attribute: only the catalog column holds it.
      return source === 'brain' ? indexedLinkTarget(site, node) : null;
    case 'Subject':
      return subjectsOf(node);
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

/** plone.volto's `block_types` column: how many blocks of each type an object has (`{}` for none). */
function blockTypes(blocks: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!isPlainObject(blocks)) return counts;
  for (const block of Object.values(blocks)) {
    const type = (block as { '@type'?: unknown } | null)?.['@type'];
    if (typeof type === 'string') counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

/** Whether the request asked for full objects instead of summaries (`fullobjects` counts by mere presence). */
export function wantsFullObjects(ctx: RequestContext): boolean {
  return formValue(ctx.form, 'fullobjects') !== undefined;
}
