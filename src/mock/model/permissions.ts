// Who may do what, as simple_publication_workflow and Plone's default roles decide it. A user's roles on an object
// are her site-wide ones (Site Administrator, Editor, Reviewer, Contributor, Reader), Owner where she owns the object
// or a folder above it, the local roles `@sharing` gave (both acquired, see localRoles.ts), and Manager, who may do
// everything.
// The workflow manages View, Access contents information and Modify portal content per state; other
// permissions (Request review, CMFEditions' versions, Delete objects...) come from the site's role map, the same in
// every state.
import type { ContentNode } from './content';
import { rolesInContext } from './localRoles';
import { isManager, type MockUser } from './users';

type Roles = readonly string[];

/** Whether `user` has one of `roles` on `node` (Manager has every permission). */
function hasRole(node: ContentNode, user: MockUser | null, roles: Roles): boolean {
  if (user === null) return false;
  if (isManager(user)) return true;
  const held = rolesInContext(node, user);
  return roles.some((role) => held.has(role));
}

/** `View`: the site root and published objects for everyone; private and pending ones as the workflow says. */
export function canView(node: ContentNode, user: MockUser | null): boolean {
  if (node.reviewState === null || node.reviewState === 'published') return true;
  const roles = ['Owner', 'Editor', 'Reader', 'Contributor', 'Site Administrator'];
  return hasRole(node, user, node.reviewState === 'pending' ? [...roles, 'Reviewer'] : roles);
}

/**
 * `Modify portal content`: Owner, Editor and Site Administrator, except while the object is `pending`
 * (simple_publication_workflow gives it there to Reviewer and Site Administrator only: "not editable by the owner").
 */
export function canModify(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, node.reviewState === 'pending' ? ['Reviewer', 'Site Administrator'] : EDITORS);
}

const EDITORS: Roles = ['Owner', 'Editor', 'Site Administrator'];

/** `Request review` (submit, retract, the workflow history): the role map's Owner, Editor, Site Administrator. */
export function canRequestReview(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, EDITORS);
}

/** CMFEditions' `Access previous versions` (History): every role but Reader and Member. */
export function canAccessVersions(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, [...EDITORS, 'Reviewer', 'Contributor']);
}

/**
 * CMFEditions' `Revert to previous versions` (History's "Revert to this revision"): its role map leaves Contributor
 * out, who may read the versions.
 */
export function canRevertVersions(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, [...EDITORS, 'Reviewer']);
}

/** `List folder contents` (Contents): every role but Reader and Member. */
export function canListContents(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, [...EDITORS, 'Reviewer', 'Contributor']);
}

/** `Sharing page: Delegate roles` (Sharing): Owner, Editor, Reviewer, Site Administrator. */
export function canDelegateRoles(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, [...EDITORS, 'Reviewer']);
}

/** `Manage Context Aliases` (URL Management): Owner, Editor, Site Administrator. */
export function canManageAliases(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, EDITORS);
}

/** `Add portal content` and the types' add permissions: Owner, Contributor, Site Administrator. */
export function canAdd(container: ContentNode, user: MockUser | null): boolean {
  return hasRole(container, user, ['Owner', 'Contributor', 'Site Administrator']);
}

/**
 * `Delete objects` on `node`: Owner, Editor, Site Administrator. plone.dexterity's `manage_delObjects` checks it on
 * the item only, so an owner deletes her object through the API even where the toolbar (which asks it of the
 * container) offers no Delete.
 */
export function canDelete(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, EDITORS);
}

/**
 * plone.app.event's `Import Ical` (the toolbar's Enable icalendar import): Owner, Editor and Site Administrator, as
 * its own role map gives it.
 */
export function canImportIcal(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, EDITORS);
}

/** `Review portal content` (publish, reject): Reviewer and Site Administrator. */
export function canReview(node: ContentNode, user: MockUser | null): boolean {
  return hasRole(node, user, ['Reviewer', 'Site Administrator']);
}

/**
 * Whether the catalog lists inactive objects (a publishing date still to come, an expiration date gone by) to `user`
 * for a query whose path names `paths` (the objects found there): CMFPlone's catalog tool asks for `Access inactive
 * portal content`, which the role map gives to Site Administrator and Owner (and Manager), on the site, else on every
 * object of the path; those she may not reach are skipped, and with none left she is not.
 */
export function mayListInactive(root: ContentNode, user: MockUser | null, paths: readonly ContentNode[]): boolean {
  const grants = (node: ContentNode) => hasRole(node, user, ['Owner', 'Site Administrator']);
  if (grants(root)) return true;
  const reachable = paths.filter((node) => canView(node, user));
  return reachable.length > 0 && reachable.every(grants);
}

/**
 * Whether the catalog lists `node` at `now`: unless `inactiveListed` (`mayListInactive`, or a listing's "Show
 * inactive"), Plone's catalog adds `effectiveRange=now` to the query, so a publishing date still to come, or an
 * expiration date gone by, hides the object from searches, listings and the navigation (the object itself stays
 * viewable at its address). The range index counts whole minutes, both ends included.
 */
export function isListedNow(node: ContentNode, inactiveListed: boolean, now: Date): boolean {
  if (inactiveListed) return true;
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
