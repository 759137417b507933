// Locks as plone.locking keeps them and plone.restapi's `@lock` service shows them: one lock per object, held by a
// user for `timeout` seconds, stealable unless the object is marked non-stealable; content PATCH refuses a locked
// object without the lock's token.
import type { ContentLock, ContentNode } from './content';
import { isoDate } from './dates';
import { ReturnedError, unauthorized } from './errors';
import { jsonBody } from './jsonBody';
import { pyTruthy } from './pyCompare';
import { hasOwnKey } from './pyDict';
import { canModify, canView } from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { ok, type ServiceResult } from './serviceResult';

/** plone.locking's default timeout (`DEFAULT_TIMEOUT`, seconds). */
export const DEFAULT_LOCK_TIMEOUT = 600;

/** The lock on `node` that has not timed out, or `undefined`. */
export function activeLock(ctx: RequestContext, node: ContentNode): ContentLock | undefined {
  const lock = node.lock;
  if (!lock) return undefined;
  if (ctx.site.now().getTime() >= lock.created.getTime() + lock.timeout * 1000) {
    node.lock = undefined;
    return undefined;
  }
  return lock;
}

/** `lock_info(obj)`: what `GET @lock` answers and the `lock` key of a content GET carries. */
export function lockInfo(ctx: RequestContext, node: ContentNode): Record<string, unknown> {
  const lock = activeLock(ctx, node);
  if (!lock) return { locked: false, stealable: true };
  const creator = ctx.site.user(lock.creator);
  return {
    created: isoDate(lock.created),
    creator: lock.creator,
    creator_name: creator?.fullname || lock.creator,
    creator_url: `${urlOf(ctx, ctx.site.root)}/author/${lock.creator}`,
    locked: true,
    name: 'plone.locking.stealable',
    // plone.locking: a lock on a page marked non-stealable is still stealable by the user who holds it.
    stealable: !node.nonStealableLock || ctx.user?.id === lock.creator,
    time: lock.created.getTime() / 1000,
    timeout: lock.timeout,
    token: lock.token,
  };
}

/**
 * Whether a write on `node` must be refused (plone.restapi's `is_locked`): it is locked, and neither held by
 * the caller nor addressed with its token in the `Lock-Token` header.
 */
export function isLockedFor(ctx: RequestContext, node: ContentNode, lockToken: string | null): boolean {
  const lock = activeLock(ctx, node);
  if (!lock) return false;
  return lock.creator !== ctx.user?.id && lock.token !== lockToken;
}

/**
 * Throws the 403 content PATCH answers on a locked object (plone.restapi's `is_locked`) unless `lockToken` (the
 * `Lock-Token` header) is its token: whoever holds the lock, its holder too, which is why Volto's edit form sends it.
 */
export function requireUnlocked(ctx: RequestContext, node: ContentNode, lockToken: string | null): void {
  const lock = activeLock(ctx, node);
  if (lock && lock.token !== lockToken) throw new ReturnedError(403, 'Forbidden', 'Resource is locked.');
}

/**
 * Whether the type has plone.locking's behavior: a Folder has not (its GET shows `lock: {}`, the type's fixed
 * key), and `POST @lock` on it answers `{}` without locking.
 */
function isLockable(ctx: RequestContext, node: ContentNode): boolean {
  return !Object.prototype.hasOwnProperty.call(ctx.site.typeOf(node).extraKeys, 'lock');
}

/** `GET <path>/@lock` (View): the lock info, `{}` on a type that cannot be locked (as Plone 6.2 answers). */
export function getLock(ctx: RequestContext, node: ContentNode): ServiceResult {
  if (!canView(node, ctx.user)) throw unauthorized();
  return ok(isLockable(ctx, node) ? lockInfo(ctx, node) : {});
}

/**
 * `POST <path>/@lock {stealable?, timeout?}` (Modify portal content): locks for the caller; plone.locking's
 * `lock()` does nothing on a page already locked, by the caller or by someone else. Then, whoever holds the lock,
 * a falsy `stealable` marks the page non-stealable (its absence never unmarks it: plone.restapi only adds
 * INonStealableLock), and a `timeout` becomes the lock's and restarts it (WebDAV's `setTimeout`).
 */
export function lock(ctx: RequestContext, node: ContentNode, rawBody: string): ServiceResult {
  if (!ctx.user || !canModify(node, ctx.user)) throw unauthorized();
  if (!isLockable(ctx, node)) return ok({});
  const data = rawBody.trim() ? jsonBody(rawBody) : {};
  const timeout = typeof data.timeout === 'number' && data.timeout > 0 ? Math.floor(data.timeout) : undefined;
  const current = activeLock(ctx, node);
  if (!current) {
    node.lock = {
      creator: ctx.user.id,
      created: ctx.site.now(),
      timeout: timeout ?? DEFAULT_LOCK_TIMEOUT,
      token: lockToken(ctx),
    };
  } else if (timeout !== undefined) {
    current.timeout = timeout;
    current.created = ctx.site.now();
  }
  if (hasOwnKey(data, 'stealable') && !pyTruthy(data.stealable)) node.nonStealableLock = true;
  return ok(lockInfo(ctx, node));
}

/**
 * `PATCH <path>/@lock` (Modify portal content): restarts the time of the lock on `node`, whoever holds it
 * (`refresh_lock()` does not ask), so it lasts a full timeout from now; answers the lock info, `{}` on a type that
 * cannot be locked.
 */
export function refreshLock(ctx: RequestContext, node: ContentNode): ServiceResult {
  if (!ctx.user || !canModify(node, ctx.user)) throw unauthorized();
  if (!isLockable(ctx, node)) return ok({});
  const current = activeLock(ctx, node);
  if (current) current.created = ctx.site.now();
  return ok(lockInfo(ctx, node));
}

/**
 * `DELETE <path>/@lock {force?}` (Modify portal content): removes the caller's lock, or with `force: true` a lock
 * someone else holds on a page not marked non-stealable, and answers the lock info after it. On a marked page
 * someone else's lock survives `force` (plone.locking's `unlock()` only removes what the caller may steal), but
 * plone.restapi removes the mark whatever `unlock()` did, its holder's and an unlocked page's too: the lock turns
 * stealable and a second `force` removes it. `{}` on a type that cannot be locked.
 */
export function unlock(ctx: RequestContext, node: ContentNode, rawBody: string): ServiceResult {
  if (!ctx.user || !canModify(node, ctx.user)) throw unauthorized();
  if (!isLockable(ctx, node)) return ok({});
  const data = rawBody.trim() ? jsonBody(rawBody) : {};
  const current = activeLock(ctx, node);
  const ownLock = !current || current.creator === ctx.user.id;
  if (ownLock || data.force === true) {
    if (ownLock || !node.nonStealableLock) node.lock = undefined;
    node.nonStealableLock = undefined;
  }
  return ok(lockInfo(ctx, node));
}

/** A WebDAV lock token in Zope's shape (`<random>-<random>-<hex>:<time>`). */
function lockToken(ctx: RequestContext): string {
  const hex = ctx.site.newUid().replace(/-/g, '').slice(0, 12).toUpperCase();
  const time = (ctx.site.now().getTime() / 1000).toFixed(3);
  return `${Math.random().toFixed(12)}-${Math.random().toFixed(11)}-${hex}:${time}`;
}
