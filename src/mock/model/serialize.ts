// A content GET as plone.restapi serializes it: the object's own keys and fields (`serializeObject`),
// `@components`, and folder `items`.
import { batch } from './batching';
import { components } from './components';
import type { ContentNode } from './content';
import { canView, isListedNow, mayListInactive } from './permissions';
import type { RequestContext } from './requestContext';
import { serializeObject } from './serializeObject';
import { summarize, wantsFullObjects } from './summary';

export interface SerializeOptions {
  /** `false` for full objects inside listings. */
  includeItems?: boolean;
}

/** The full serialization of `node` for the caller (who must be allowed to View it). */
export function serializeContent(
  ctx: RequestContext,
  node: ContentNode,
  options: SerializeOptions = {},
): Record<string, unknown> {
  const { includeItems = true } = options;
  const result = serializeObject(ctx, node);
  result['@components'] = components(ctx, node);
  // The site root ignores `include_items`; folders honour it.
  const includeParam = ctx.form.include_items;
  const isRoot = node.parent === null;
  const wantsItems = isRoot || !(typeof includeParam === 'string' && /^(false|0|off|no)$/i.test(includeParam));
  if (ctx.site.typeOf(node).folderish && includeItems && wantsItems) Object.assign(result, folderItems(ctx, node));
  return result;
}

/**
 * `items`, `items_total` and `batching` of a folderish object: the children the catalog lists to the caller (View, and
 * effective unless the caller may see inactive content on the site, see `mayListInactive`), in folder order.
 */
export function folderItems(ctx: RequestContext, node: ContentNode) {
  const now = ctx.site.now();
  // plone.restapi's folder serializer hands the catalog its query as one positional dict, and CMFPlone's catalog tool
  // looks for a path only among keyword arguments: the folder's own path counts for nothing, only the site's grant does
  // (its owner is not listed what is inactive in it, as she is by its @search, whose query comes as keywords).
  const inactiveListed = mayListInactive(ctx.site.root, ctx.user, []);
  const visible = node.children.filter((child) => canView(child, ctx.user) && isListedNow(child, inactiveListed, now));
  const page = batch(ctx, visible);
  const result: Record<string, unknown> = { items_total: page.items_total };
  if (page.batching) result.batching = page.batching;
  result.items = wantsFullObjects(ctx)
    ? page.items.map((child) => serializeContent(ctx, child, { includeItems: false }))
    : page.items.map((child) => summarize(ctx, child, 'brain'));
  return result;
}
