// What a content GET shows of the object itself: the common Dexterity keys, the type's own keys and every behavior
// field at the top level (read-only ones included), without `@components` or folder `items`. The navroot service
// shows exactly this for the site root; `serializeContent` adds the rest around it.
import { descriptionOf, titleOf, type ContentNode } from './content';
import { copyJson } from './copyJson';
import { isoDate } from './dates';
import { VOLTO_BLOCKS_FIELDS } from './deserialize';
import { behaviorData } from './inherit';
import { layoutOf } from './layout';
import { hasLinkTarget, servedLinkTarget } from './linkTarget';
import { lockInfo } from './locking';
import { servedByUrl } from './resolveUid';
import { urlOf, type RequestContext } from './requestContext';
import { subjectsOf } from './subjects';
import { summarize } from './summary';

/** The keys and fields of `node` for the caller (who must be allowed to View it), in plone.restapi's order. */
export function serializeObject(ctx: RequestContext, node: ContentNode): Record<string, unknown> {
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
    expires: node.expires ? isoDate(node.expires) : null,
    id: node.id,
    is_folderish: type.folderish,
    language: '',
    layout: layoutOf(site, node),
    lock: lockInfo(ctx, node),
    parent: isRoot ? {} : summarize(ctx, node.parent!, 'object'),
    relatedItems: [],
    review_state: node.reviewState,
    rights: '',
    subjects: subjectsOf(node),
    title: titleOf(node),
    type_title: type.title,
    working_copy: null,
    working_copy_of: null,
    ...copyJson(type.extraKeys),
  };
  // Stored blocks (a fixture's, or a PATCH's) replace the type's empty ones; their UID references are served as the
  // current addresses of their pages, as plone.restapi's blocks serializer serves them.
  for (const name of VOLTO_BLOCKS_FIELDS) {
    if (name in type.extraKeys && name in node.fields) result[name] = servedByUrl(ctx, copyJson(node.fields[name]));
  }
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
  for (const key of type.omittedKeys ?? []) delete result[key];
  if (hasLinkTarget(node)) result.remoteUrl = servedLinkTarget(ctx, node);
  for (const behavior of site.behaviorsOf(node)) {
    if (behavior.name === 'plone.dublincore') continue;
    Object.assign(result, behaviorData(ctx, node, behavior));
  }
  return result;
}
