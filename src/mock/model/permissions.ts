// Who may do what, as simple_publication_workflow and Plone's default roles decide it:
// Anonymous may View published content and the site root, owners their own content (and a folder's owner what is
// in it: local roles are acquired), managers everything.
// The workflow manages View, Access contents information and Modify portal content per state; other
// permissions (Request review, CMFEditions' versions) come from the site's role map, the same in every state.
import type { ContentNode } from './content';
import { isManager, type MockUser } from './users';

/** `View`: the site root and published objects for everyone; private ones for their owner and managers. */
export function canView(node: ContentNode, user: MockUser | null): boolean {
  if (isManager(user)) return true;
  if (node.reviewState === null || node.reviewState === 'published') return true;
  return isOwner(node, user);
}

/**
 * `Modify portal content`: managers, and the owner except while the object is `pending` (simple_publication_workflow
 * gives it there only to Manager, Reviewer and Site Administrator: "not editable by the owner").
 */
export function canModify(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || (isOwner(node, user) && node.reviewState !== 'pending');
}

/** `Request review` (submit, retract, the workflow history): managers and the owner, in every state. */
export function canRequestReview(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || isOwner(node, user);
}

/** CMFEditions' `Access previous versions` and `Revert to previous versions`: managers and the owner. */
export function canAccessVersions(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || isOwner(node, user);
}

/**
 * The site's role map, the same in every state: `List folder contents` (Contents), `Sharing page: Delegate roles`
 * (Sharing) and `Manage Context Aliases` (URL Management), which Plone gives managers and the object's owner.
 */
export function canManageOwn(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || isOwner(node, user);
}

/** Whether `user` has the Owner role on `node`: local roles are acquired, so the owner of a folder owns its contents. */
function isOwner(node: ContentNode, user: MockUser | null): boolean {
  if (user === null) return false;
  for (let current: ContentNode | null = node; current; current = current.parent) {
    if (current.owner === user.id) return true;
  }
  return false;
}

/**
 * `Add portal content` and the types' add permissions: managers and the container's owner (the site's role map gives
 * them to Owner and Contributor, and the mock gives no one Contributor).
 */
export function canAdd(container: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || isOwner(container, user);
}

/**
 * `Delete objects` on `node`: managers and its owner. plone.dexterity's `manage_delObjects` checks it on the item
 * only, so an owner deletes her object through the API even where the toolbar (which asks it of the container)
 * offers no Delete.
 */
export function canDelete(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || isOwner(node, user);
}

/** `Review portal content` (publish, retract, reject): managers only. */
export function canReview(_node: ContentNode, user: MockUser | null): boolean {
  return isManager(user);
}

/**
 * Whether the catalog lists `node` to `user` at `now`: Plone's catalog adds `effectiveRange=now` to the query of a
 * user without `Access inactive portal content` (managers have it), so a publishing date still to come, or an
 * expiration date gone by, hides the object from searches, listings and the navigation (the object itself stays
 * viewable at its address). The range index counts whole minutes, both ends included.
 */
export function isListedNow(node: ContentNode, user: MockUser | null, now: Date): boolean {
  if (isManager(user)) return true;
  const minute = (date: Date) => Math.floor(date.getTime() / 60_000);
  if (node.effective !== null && minute(node.effective) > minute(now)) return false;
  return node.expires === null || minute(node.expires) >= minute(now);
}

/** The URL plone.rest's error view puts into `context`: the closest object in the chain the user may View. */
export function closestVisible(node: ContentNode, user: MockUser | null): ContentNode {
  for (let current: ContentNode | null = node; current; current = current.parent) {
    if (canView(current, user)) return current;
  }
  return node;
}
