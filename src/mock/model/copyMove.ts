// plone.restapi's `@copy` and `@move` on a folderish object: what Volto's Copy, Cut and Paste send. The sources
// (URLs, site paths or UIDs) are pasted into the service's context by OFS's `manage_pasteObjects`; the answer lists
// each source's URL with the URL it was pasted at.
import type { ContentNode } from './content';
import { chain } from './content';
import { copyJson } from './copyJson';
import { badRequest, notFound, RaisedError, refusedByService } from './errors';
import { DeserializationError, jsonBody } from './jsonBody';
import { canAdd } from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { relocate } from './redirector';
import { ok, type ServiceResult } from './serviceResult';
import { initialHistory } from './workflow';

/** One pasted object as the services answer it. */
interface PasteResult {
  source: string;
  target: string;
}

/**
 * `POST <folder>/@copy` with `{source}`: pastes a copy of each source into `target`, under a free `copy_of_` id
 * when its own is taken; each copy (and each object inside it) gets a new UID and starts its workflow afresh.
 * @throws RaisedError 401 without Add portal content, 400 without `source`, 404 on an object that is no folder.
 */
export function copyObjects(ctx: RequestContext, target: ContentNode, rawBody: string): ServiceResult {
  const sources = pasteSources(ctx, target, rawBody);
  const results: PasteResult[] = [];
  for (const node of sources) {
    const source = urlOf(ctx, node);
    const copy = cloneTree(ctx, node, target);
    copy.id = pasteId(target, node.id);
    target.children.push(copy);
    results.push({ source, target: urlOf(ctx, copy) });
  }
  return ok(results);
}

/**
 * `POST <folder>/@move` with `{source}`: moves each source into `target`, keeping its UID, its state and its
 * versions; a free `copy_of_` id when its own is taken there; a source already in `target` stays as it is.
 * @throws RaisedError as `copyObjects` does, and a CopyError when a folder would be pasted into itself.
 */
export function moveObjects(ctx: RequestContext, target: ContentNode, rawBody: string): ServiceResult {
  const sources = pasteSources(ctx, target, rawBody);
  // Plone also asks for Delete objects on each source or its container: managers only, as Add portal content is.
  const results: PasteResult[] = [];
  for (const node of sources) {
    const source = urlOf(ctx, node);
    if (node.parent !== target) {
      if (chain(target).includes(node))
        throw new RaisedError(500, 'CopyError', 'This object cannot be pasted into itself');
      relocate(ctx.site.redirects, node, target, pasteId(target, node.id));
    }
    results.push({ source, target: urlOf(ctx, node) });
  }
  return ok(results);
}

/**
 * The objects a paste names, grouped by container as the service groups them (the first container first, each
 * container's sources in the order named); names that lead nowhere are skipped, as Plone skips them.
 */
function pasteSources(ctx: RequestContext, target: ContentNode, rawBody: string): ContentNode[] {
  if (!ctx.site.typeOf(target).folderish) throw notFound();
  if (!canAdd(target, ctx.user)) throw refusedByService();
  let data: Record<string, unknown>;
  try {
    data = jsonBody(rawBody);
  } catch (error) {
    if (error instanceof DeserializationError) throw badRequest(error.message);
    throw error;
  }
  const named = Array.isArray(data.source) ? data.source : [data.source];
  if (!data.source || named.length === 0) throw badRequest("Property 'source' is required");
  const byContainer = new Map<ContentNode, ContentNode[]>();
  for (const key of named) {
    const node = typeof key === 'string' ? resolveSource(ctx, key) : undefined;
    if (!node?.parent) continue;
    const siblings = byContainer.get(node.parent) ?? [];
    if (!siblings.includes(node)) siblings.push(node);
    byContainer.set(node.parent, siblings);
  }
  return [...byContainer.values()].flat();
}

/** A source as plone.restapi resolves it: a URL under the site's, a path from the site root, else a UID. */
function resolveSource(ctx: RequestContext, key: string): ContentNode | undefined {
  if (key.startsWith(ctx.siteUrl)) return ctx.site.get(decodePath(key.slice(ctx.siteUrl.length)));
  if (key.startsWith('/')) return ctx.site.get(decodePath(key));
  return ctx.site.byUid(key);
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * OFS's `_get_id`: the id itself while free, else `copy_of_<id>`, `copy2_of_<id>`, ... (a `copyN_of_` id counts on
 * from its N).
 */
function pasteId(container: ContentNode, id: string): string {
  const taken = (candidate: string) => container.children.some((child) => child.id === candidate);
  const match = /^copy(\d*)_of_(.*)$/s.exec(id);
  let count = match ? Number(match[1] || '1') : 0;
  const original = match ? match[2]! : id;
  let candidate = id;
  while (taken(candidate)) {
    candidate = `copy${count ? count + 1 : ''}_of_${original}`;
    count += 1;
  }
  return candidate;
}

/**
 * A copy of `node` and everything inside it for `parent`: new UIDs (plone.uuid gives a copy its own), no lock, a
 * workflow started afresh by the copier (CMF drops a copy's workflow history, so it is private again), and, on a
 * versioned type, an initial version of its own (plone.app.versioningbehavior versions each added object).
 */
function cloneTree(ctx: RequestContext, node: ContentNode, parent: ContentNode): ContentNode {
  const now = ctx.site.now();
  const actor = ctx.user!.id;
  const workflow = ctx.site.typeOf(node).workflow;
  const copy: ContentNode = {
    ...node,
    uid: ctx.site.newUid(),
    parent,
    children: [],
    reviewState: workflow ? 'private' : node.reviewState,
    creators: [...node.creators],
    fields: copyJson(node.fields),
    history: workflow ? initialHistory(actor, now) : [],
    versions: [],
  };
  delete copy.lock;
  ctx.site.keepVersion(copy, actor, 'Initial version');
  copy.children = node.children.map((child) => cloneTree(ctx, child, copy));
  return copy;
}
