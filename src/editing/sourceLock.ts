// The lock on the object that holds the settings, as plone.restapi shows it in the object's `lock`: who holds it, and
// the token a change by its holder must send. The panel reads it as it loads, and again when Plone refuses a save as
// locked, since the editor may have locked the object herself meanwhile (the home page's edit form in another tab).
import type { SocialMediaClient } from '../client/types';
import { editActionOffered } from '../contract/editActionOffered';
import type { ContentResponse } from '../contract/types';
import type { RequestError } from '../store/state';

/** Who holds the lock of `content` (the name Plone gives, else the user id), or `null` when it is not locked. */
export function lockHolder(content: ContentResponse): string | null {
  const lock = activeLockInfo(content);
  if (!lock) return null;
  const { creator_name: name, creator } = lock;
  if (typeof name === 'string' && name) return name;
  return typeof creator === 'string' ? creator : '';
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
 * After Plone refused a save sent with `sentToken` as locked: the token of the lock the editor holds now on `sourceId`
 * (`null` when the object is no longer locked), to send instead; `undefined` when saving again cannot help, because
 * someone else holds the lock (Plone then offers her no `edit` action, and the panel never takes another's lock), or
 * because the token is the one already sent. Never rejects: a failed read is `undefined` too.
 */
export async function renewedLockToken(
  client: SocialMediaClient,
  sourceId: string,
  sentToken: string | null,
  signal: AbortSignal,
): Promise<string | null | undefined> {
  try {
    const { content } = await client.getContent(sourceId, { query: { expand: 'actions' }, signal });
    if (editActionOffered(content) !== true) return undefined;
    const token = lockTokenOf(content);
    return token === sentToken ? undefined : token;
  } catch {
    return undefined;
  }
}

function activeLockInfo(content: ContentResponse): Record<string, unknown> | null {
  const lock = content.lock;
  if (typeof lock !== 'object' || lock === null || (lock as { locked?: unknown }).locked !== true) return null;
  return lock as Record<string, unknown>;
}
