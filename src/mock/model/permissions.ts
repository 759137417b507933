// Who may do what, as simple_publication_workflow and Plone's default roles decide it:
// Anonymous may View published content and the site root, owners their own content, managers everything.
import type { ContentNode } from './content';
import { isManager, type MockUser } from './users';

/** `View`: the site root and published objects for everyone; private ones for their owner and managers. */
export function canView(node: ContentNode, user: MockUser | null): boolean {
  if (isManager(user)) return true;
  if (node.reviewState === null || node.reviewState === 'published') return true;
  return user !== null && node.owner === user.id;
}

/** `Modify portal content`: managers, and the owner in every state of simple_publication_workflow. */
export function canModify(node: ContentNode, user: MockUser | null): boolean {
  return isManager(user) || (user !== null && node.owner === user.id);
}

/** `Add portal content`: managers only (a Member has no Contributor role anywhere). */
export function canAdd(_container: ContentNode, user: MockUser | null): boolean {
  return isManager(user);
}

/** `Delete objects`: managers only. */
export function canDelete(_node: ContentNode, user: MockUser | null): boolean {
  return isManager(user);
}

/** `Review portal content` (publish, retract, reject): managers only. */
export function canReview(_node: ContentNode, user: MockUser | null): boolean {
  return isManager(user);
}

/** The URL plone.rest's error view puts into `context`: the closest object in the chain the user may View. */
export function closestVisible(node: ContentNode, user: MockUser | null): ContentNode {
  for (let current: ContentNode | null = node; current; current = current.parent) {
    if (canView(current, user)) return current;
  }
  return node;
}
