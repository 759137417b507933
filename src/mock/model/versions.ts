// `GET <path>/@history`, `GET <path>/@history/<version>` and `PATCH <path>/@history`: what CMFEditions keeps of a
// versioned object, as plone.restapi answers it. The list holds the workflow's entries and the versions, latest first;
// a version is the object serialized with its fields and dates as they were (its workflow state, lock, parent and
// items are today's, and so are its expansions: plone.restapi expands the object as it is now). Reverting restores a
// version's fields and keeps a new version.
import type { ContentNode, ContentVersion, WorkflowHistoryEntry } from './content';
import { titleOf } from './content';
import { components } from './components';
import { copyJson } from './copyJson';
import { isoDate } from './dates';
import { jsonBody } from './jsonBody';
import { RaisedError, unauthorized } from './errors';
import { canAccessVersions, canRequestReview, canReview, canRevertVersions } from './permissions';
import { physicalPath, urlOf, type RequestContext } from './requestContext';
import { serializeContent } from './serialize';
import { ok, type ServiceResult } from './serviceResult';
import { stateTitle, transitionTitle } from './workflow';

/** The class plone.volto gives each versioned type, named in CMFEditions' error for a missing version. */
const CLASS_NAMES: Record<string, string> = { Document: 'FolderishDocument', 'News Item': 'FolderishNewsItem' };

/**
 * `@history` and its versions: for whoever has CMFEditions' Access previous versions (owners, editors...), in every
 * state (anonymous callers get 401, as from Plone).
 */
function requireHistoryAccess(ctx: RequestContext, node: ContentNode): void {
  if (!canAccessVersions(node, ctx.user)) throw unauthorized();
}

/**
 * `GET <path>/@history`: the workflow entries and the versions, the latest first; a version may be reverted to by
 * whoever has CMFEditions' Revert to previous versions. The workflow entries are for whoever may request or give a
 * review (plone.app.layout's history viewlet): a Contributor gets the versions only.
 */
export function historyList(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireHistoryAccess(ctx, node);
  const entries: Array<Record<string, unknown>> = [];
  let version = 0;
  const workflow = canRequestReview(node, ctx.user) || canReview(node, ctx.user) ? node.history : [];
  workflow.forEach((entry, index) => {
    for (; version < node.versions.length && node.versions[version]!.afterHistory <= index; version += 1) {
      entries.push(versionEntry(ctx, node, version));
    }
    entries.push(workflowEntry(ctx, entry));
  });
  for (; version < node.versions.length; version += 1) entries.push(versionEntry(ctx, node, version));
  return ok(entries.reverse());
}

/**
 * `GET <path>/@history/<version>`: the object as that version holds it, with the `@components` of the object as it is
 * now (Volto's View this revision shows the page's breadcrumbs and settings of today); a missing version is
 * CMFEditions' 500, any version of the site root (which keeps none) an empty object.
 */
export function historyVersion(ctx: RequestContext, node: ContentNode, arg: string): ServiceResult {
  requireHistoryAccess(ctx, node);
  // plone.restapi's site root serializer answers any version but the current one with nothing.
  if (node.parent === null) return ok({});
  const kept = keptVersion(ctx, node, arg);
  const then: ContentNode = { ...node, fields: kept.fields, modified: kept.modified, effective: kept.effective };
  return ok({ ...serializeContent(ctx, then), '@components': components(ctx, node), version: arg });
}

/**
 * `PATCH <path>/@history` with `{"version": <n>}` (a number or its digits): the object gets that version's fields
 * back, a new version records the revert, and the answer names the object by its reverted title. Without
 * `version`, plone.restapi's KeyError (503); for a caller without Revert to previous versions (the service's
 * permission), 401.
 */
export function revertToVersion(ctx: RequestContext, node: ContentNode, rawBody: string): ServiceResult {
  if (!canRevertVersions(node, ctx.user)) throw unauthorized();
  const body = jsonBody(rawBody);
  if (!('version' in body)) throw new RaisedError(503, 'KeyError', "'version'");
  const arg = String(body.version);
  const kept = keptVersion(ctx, node, arg);
  // The fields come back; the publishing date stays (Plone keeps it), and the revert is the last change.
  node.fields = copyJson(kept.fields);
  node.modified = ctx.site.now();
  ctx.site.keepVersion(node, ctx.user!.id, `Reverted to revision ${arg}`);
  return ok({ message: `${titleOf(node) || node.id} has been reverted to revision ${arg}.` });
}

/** The version `arg` names, or CMFEditions' error for one that does not exist (an unversioned type has none). */
function keptVersion(ctx: RequestContext, node: ContentNode, arg: string): ContentVersion {
  const kept = /^\d+$/.test(arg) ? node.versions[Number(arg)] : undefined;
  if (kept) return kept;
  const className = CLASS_NAMES[node.portalType] ?? node.portalType;
  throw new RaisedError(
    500,
    'ArchivistRetrieveError',
    `Retrieving of '<${className} at ${physicalPath(ctx.site, node)}>' failed. Version '${arg}' does not exist. `,
  );
}

function actor(ctx: RequestContext, id: string) {
  return { '@id': `${ctx.siteUrl}/@users/${id}`, fullname: ctx.site.user(id)?.fullname || id, id, username: null };
}

function versionEntry(ctx: RequestContext, node: ContentNode, version: number): Record<string, unknown> {
  const kept = node.versions[version]!;
  return {
    '@id': `${urlOf(ctx, node)}/@history/${version}`,
    action: 'Edited',
    actor: actor(ctx, kept.actor),
    comments: kept.comments,
    may_revert: canRevertVersions(node, ctx.user),
    time: isoDate(kept.time),
    transition_title: 'Edited',
    type: 'versioning',
    version,
  };
}

function workflowEntry(ctx: RequestContext, entry: WorkflowHistoryEntry): Record<string, unknown> {
  return {
    action: entry.action ?? 'Create',
    actor: actor(ctx, entry.actor),
    comments: entry.comments,
    review_state: entry.review_state,
    state_title: stateTitle(entry.review_state),
    time: isoDate(entry.time),
    transition_title: transitionTitle(entry.action),
    type: 'workflow',
  };
}
