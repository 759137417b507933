// The content services: GET, PATCH, POST (create in a container), DELETE, `@inherit` and the workflow
// transition, with the permission each plone.restapi service is registered with.
import type { ContentNode } from './content';
import { titleOf } from './content';
import { applyFields } from './deserialize';
import { RaisedError, ReturnedError, unauthorized } from './errors';
import { inheritComponent } from './inherit';
import { DeserializationError, jsonBody } from './jsonBody';
import { requireUnlocked } from './locking';
import { canAdd, canDelete, canModify, canView } from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { serializeContent } from './serialize';
import { noContent, ok, type ServiceResult } from './serviceResult';
import { doTransition, serializeHistoryEntry } from './workflow';

/** Throws the 401 Zope answers when the caller may not View `node`. */
export function requireView(ctx: RequestContext, node: ContentNode): void {
  if (!canView(node, ctx.user)) throw unauthorized();
}

/** `GET <path>`. */
export function getContent(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireView(ctx, node);
  return ok(serializeContent(ctx, node));
}

/** `GET <path>/@inherit`: `{}` without behaviors, else `@id` plus one key per resolved behavior. */
export function getInherit(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireView(ctx, node);
  return ok(inheritComponent(ctx, node, true) ?? {});
}

/**
 * `PATCH <path>`: 204, or 200 with the representation for `Prefer: return=representation` (exact string);
 * 403 when the object is locked and `lockToken` (the `Lock-Token` header) is not its token, whoever holds the lock.
 */
export function patchContent(
  ctx: RequestContext,
  node: ContentNode,
  rawBody: string,
  prefer: string | null,
  lockToken: string | null = null,
): ServiceResult {
  if (!canModify(node, ctx.user)) throw unauthorized();
  requireUnlocked(ctx, node, lockToken);
  let data: Record<string, unknown>;
  try {
    data = jsonBody(rawBody);
  } catch (error) {
    // Plone 6.2 quotes the message (backend/FINDINGS.md): `'No JSON object could be decoded'`.
    if (error instanceof DeserializationError)
      throw new ReturnedError(400, 'DeserializationError', `'${error.message}'`);
    throw error;
  }
  // ObjectModifiedEvent, hence a version (commented with the change note), only when a field changed.
  const { modified, changeNote } = applyFields(ctx.site, node, data, {
    links: { site: ctx.site, siteUrl: ctx.siteUrl, node },
  });
  if (modified) ctx.site.keepVersion(node, ctx.user!.id, changeNote);
  if (prefer === 'return=representation') return ok(serializeContent(ctx, node));
  return noContent();
}

/** `POST <container>` with `@type`, `id`, `title` and field values: 201, `Location`, the new object's serialization. */
export function createContent(ctx: RequestContext, container: ContentNode, rawBody: string): ServiceResult {
  if (!canAdd(container, ctx.user)) throw unauthorized();
  const data = jsonBody(rawBody);
  const typeId = data['@type'];
  if (!typeId) throw new RaisedError(400, 'BadRequest', "Property '@type' is required");
  const type = ctx.site.types.get(String(typeId));
  if (!type) {
    throw new ReturnedError(
      403,
      'Forbidden',
      `Invalid '@type' parameter. No content type with the name '${String(typeId)}' found`,
    );
  }
  const containerType = ctx.site.typeOf(container);
  if (!containerType.folderish || !containerType.allowedTypes.includes(type.id)) {
    throw new ReturnedError(403, 'Forbidden', `Disallowed subobject type: ${type.id}`);
  }
  const requestedId = typeof data.id === 'string' && data.id ? data.id : undefined;
  if (requestedId && container.children.some((child) => child.id === requestedId)) {
    throw new RaisedError(400, 'BadRequest', `The id "${requestedId}" is invalid - it is already in use.`);
  }
  const title = typeof data.title === 'string' ? data.title : '';
  const node = ctx.site.create(container, { type: type.id, id: requestedId, title, owner: ctx.user!.id });
  let changeNote: string | null;
  try {
    changeNote = applyFields(ctx.site, node, data, {
      validateAll: true,
      links: { site: ctx.site, siteUrl: ctx.siteUrl, node },
    }).changeNote;
  } catch (error) {
    ctx.site.remove(node);
    throw error;
  }
  // The initial version holds what the POST stored, not only the title the object was made with; a change note
  // sent with it is its comment (plone.app.versioningbehavior's create_initial_version_after_adding).
  node.versions = [];
  ctx.site.keepVersion(node, ctx.user!.id, changeNote ?? 'Initial version');
  const body = serializeContent(ctx, node);
  return { status: 201, body, headers: { Location: urlOf(ctx, node) } };
}

/** `DELETE <path>`: 204. */
export function deleteContent(ctx: RequestContext, node: ContentNode): ServiceResult {
  if (node.parent === null || !canDelete(node, ctx.user)) throw unauthorized();
  ctx.site.remove(node);
  return noContent();
}

/** `POST <path>/@workflow/<transition>`: the new history entry, or `400 {"error": {"type": "WorkflowException"}}`. */
export function transition(
  ctx: RequestContext,
  node: ContentNode,
  transitionId: string | undefined,
  rawBody: string,
): ServiceResult {
  requireView(ctx, node);
  if (!transitionId) throw new ReturnedError(400, 'BadRequest', 'Missing transition');
  const data = jsonBody(rawBody);
  const comment = typeof data.comment === 'string' ? data.comment : '';
  const outcome = doTransition(node, transitionId, ctx.user, ctx.site.now(), comment);
  if (!outcome.ok) throw new ReturnedError(400, 'WorkflowException', outcome.message);
  return ok(serializeHistoryEntry(outcome.entry));
}

/** A short HTML page for requests that are not API requests (Plone would render its classic view). */
export function htmlView(ctx: RequestContext, node: ContentNode): string {
  return `<!DOCTYPE html><html><head><title>${escapeHtml(titleOf(node))}</title></head><body><h1>${escapeHtml(
    titleOf(node),
  )}</h1><p>This mock of Plone answers JSON only to requests with <code>Accept: application/json</code> or <code>++api++</code> in the URL.</p></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
