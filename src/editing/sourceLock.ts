// The lock on the object that holds the settings, as plone.restapi shows it in the object's `lock`: who holds it, and
// the token a change by its holder must send. The panel reads it as it loads, and again when Plone refuses a save as
// locked, since the editor may have locked the object herself meanwhile (the home page's edit form in another tab).
// When someone else holds it, the panel names them and since when, and offers to unlock a lock its holder left behind.
import type { SocialMediaClient } from '../client/types';
import { editActionOffered } from '../contract/editActionOffered';
import type { ContentResponse } from '../contract/types';
import type { RequestError } from '../store/state';

/** Someone's lock on the object that holds the settings, as the panel tells an editor of it. */
export interface LockHolder {
  /** Who holds it: the name Plone gives, else the user id. */
  by: string;
  /** When it was taken (plone.restapi's `created`, an ISO date), `null` when Plone gave none. */
  since: string | null;
  /** Whether the editor may take it away (Plone's `stealable`), as Volto's toolbar offers its Unlock only then. */
  stealable: boolean;
}

/** The lock of `content` as the panel tells of it, or `null` when it is not locked. */
export function lockHolder(content: ContentResponse): LockHolder | null {
  const lock = activeLockInfo(content);
  if (!lock) return null;
  const { creator_name: name, creator, created } = lock;
  const by = typeof name === 'string' && name ? name : typeof creator === 'string' ? creator : '';
  const since = typeof created === 'string' && !Number.isNaN(Date.parse(created)) ? created : null;
  return { by, since, stealable: lock.stealable === true };
}

/** The token plone.restapi serves with the lock info of a locked object, or `null`. */
export function lockTokenOf(content: ContentResponse): string | null {
  const token = activeLockInfo(content)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * Whether a failed save is Plone's refusal of a change to a locked object: plone.restapi's content PATCH answers
 * `403 {"type": "Forbidden", "message": "Resource is locked."}` (and WebDAV's status for it is 423).
 */
export function isLockRefusal(error: RequestError): boolean {
  return error.status === 423 || (error.status === 403 && /locked/i.test(error.message));
}

/**
 * What the lock is after Plone refused a save sent with `sentToken` as locked: `{ token }`, the token of the lock the
 * editor holds now on `sourceId` (`null` when the object is no longer locked), to send instead; `{ heldBy }`, someone
 * else's lock (Plone then offers her no `edit` action), which only its holder's save or an unlock lifts; `undefined`
 * when saving again cannot help otherwise (the token is the one already sent). Never rejects: a failed read is
 * `undefined` too.
 */
export async function lockAfterRefusal(
  client: SocialMediaClient,
  sourceId: string,
  sentToken: string | null,
  signal: AbortSignal,
): Promise<{ token: string | null } | { heldBy: LockHolder } | undefined> {
  try {
    const { content } = await client.getContent(sourceId, { query: { expand: 'actions' }, signal });
    if (editActionOffered(content) !== true) {
      const heldBy = lockHolder(content);
      return heldBy ? { heldBy } : undefined;
    }
    const token = lockTokenOf(content);
    return token === sentToken ? undefined : { token };
  } catch {
    return undefined;
  }
}

/**
 * Takes away the lock on `sourceId`, whoever holds it: what Volto's toolbar sends for its Unlock (`DELETE @lock` with
 * `force`; Plone removes a stealable lock only). Never rejects: whether it worked, the load or the save that follows
 * finds out and says so.
 */
export async function unlockSource(client: SocialMediaClient, sourceId: string, signal?: AbortSignal): Promise<void> {
  try {
    await client.raw('DELETE', `${sourceId.replace(/\/+$/, '')}/@lock`, { body: { force: true }, signal });
  } catch {
    // Unreachable or refused: the lock stays, and the panel tells her so as it did before.
  }
}

function activeLockInfo(content: ContentResponse): Record<string, unknown> | null {
  const lock = content.lock;
  if (typeof lock !== 'object' || lock === null || (lock as { locked?: unknown }).locked !== true) return null;
  return lock as Record<string, unknown>;
}
