// The groups of a Plone site, as Products.PlonePAS' set-up creates them: Volto's Sharing page finds them by their id or
// title and lists a group given a local role as a group, with its title and the roles it has site-wide. The mock has
// no group membership: a group's roles reach no user.
import type { Role } from './users';

/** A group of the site: its id, its title and its site-wide roles. */
export interface MockGroup {
  id: string;
  title: string;
  roles: Role[];
}

/** The groups every Plone site has (Products.PlonePAS' `setupGroups`). */
export const SITE_GROUPS: readonly MockGroup[] = [
  { id: 'Administrators', title: 'Administrators', roles: ['Manager'] },
  { id: 'Site Administrators', title: 'Site Administrators', roles: ['Site Administrator'] },
  { id: 'Reviewers', title: 'Reviewers', roles: ['Reviewer'] },
];

/** The site's group of that id, if there is one. */
export function siteGroup(id: string): MockGroup | undefined {
  return SITE_GROUPS.find((group) => group.id === id);
}
