// A content GET as plone.restapi serializes it: common Dexterity keys, the type's own keys, every
// behavior field at the top level (read-only ones included), `@components`, `parent`, and folder `items`.
import { behaviorData } from './inherit';
import { components } from './components';
import { descriptionOf, titleOf, type ContentNode } from './content';
import { isoDate } from './dates';
import { batch } from './batching';
import { lockInfo } from './locking';
import { canView } from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { summarize, wantsFullObjects } from './summary';

export interface SerializeOptions {
  /** `false` for the navroot expansion and full objects inside listings. */
  includeItems?: boolean;
  includeExpansion?: boolean;
}

/** The full serialization of `node` for the caller (who must be allowed to View it). */
export function serializeContent(ctx: RequestContext, node: ContentNode, options: SerializeOptions = {}): Record<string, unknown> {
  const { includeItems = true, includeExpansion = true } = options;
  const site = ctx.site;
  const type = site.typeOf(node);
  const isRoot = node.parent === null;
  const result: Record<string, unknown> = {
    '@id': urlOf(ctx, node),
    '@type': node.portalType,
    UID: node.uid,
    allow_discussion: false,
    contributors: [],
    creators: [...node.creators],
    description: descriptionOf(node),
    effective: node.effective ? isoDate(node.effective) : null,
    expires: null,
    id: node.id,
    is_folderish: type.folderish,
    language: '',
    layout: type.layout,
    lock: lockInfo(ctx, node),
    parent: isRoot ? {} : summarize(ctx, node.parent!, 'object'),
    relatedItems: [],
    review_state: node.reviewState,
    rights: '',
    subjects: [],
    title: titleOf(node),
    type_title: type.title,
    working_copy: null,
    working_copy_of: null,
    ...structuredClone(type.extraKeys),
  };
  if (!isRoot) {
    Object.assign(result, {
      exclude_from_nav: node.excludeFromNav,
      created: isoDate(node.created),
      modified: isoDate(node.modified),
      next_item: {},
      previous_item: {},
      version: 'current',
    });
  }
  for (const behavior of site.behaviorsOf(node)) {
    if (behavior.name === 'plone.dublincore') continue;
    Object.assign(result, behaviorData(ctx, node, behavior));
  }
  if (includeExpansion) result['@components'] = components(ctx, node);
  // The site root ignores `include_items`; folders honour it.
  const includeParam = ctx.form.include_items;
  const wantsItems = isRoot || !(typeof includeParam === 'string' && /^(false|0|off|no)$/i.test(includeParam));
  if (type.folderish && includeItems && wantsItems) Object.assign(result, folderItems(ctx, node));
  return result;
}

/** `items`, `items_total` and `batching` of a folderish object: the children the caller may View, in folder order. */
export function folderItems(ctx: RequestContext, node: ContentNode) {
  const visible = node.children.filter((child) => canView(child, ctx.user));
  const page = batch(ctx, visible);
  const result: Record<string, unknown> = { items_total: page.items_total };
  if (page.batching) result.batching = page.batching;
  result.items = wantsFullObjects(ctx)
    ? page.items.map((child) => serializeContent(ctx, child, { includeItems: false }))
    : page.items.map((child) => summarize(ctx, child, 'brain'));
  return result;
}
