// The roles a user has on an object: her site-wide roles, and the local roles of the object and of the folders above
// it (acquired up to the first object that blocks acquisition, that one included, as borg.localrole's
// getRolesInContext walks the chain): Owner where she owns one of them, and those `@sharing` gave to her or to the
// logged-in users.
import { chain, type ContentNode } from './content';
import type { MockUser } from './users';

/** The virtual group of every logged-in user, which `@sharing` always lists. */
export const AUTHENTICATED_GROUP = 'AuthenticatedUsers';

/** Every role `user` has on `node` (none for Anonymous); Manager is among them only where she has it site-wide. */
export function rolesInContext(node: ContentNode, user: MockUser | null): Set<string> {
  const roles = new Set<string>();
  if (user === null) return roles;
  for (const role of user.roles) roles.add(role);
  for (const current of chain(node)) {
    for (const role of localRolesOf(current, user.id)) roles.add(role);
    for (const role of current.localRoles?.[AUTHENTICATED_GROUP] ?? []) roles.add(role);
    if (current.blockLocalRoles) break;
  }
  return roles;
}

/** The local roles stored on `node` itself for `principal` (`get_local_roles_for_userid`), Owner included. */
export function localRolesOf(node: ContentNode, principal: string): string[] {
  const given = node.localRoles?.[principal] ?? [];
  return node.owner === principal ? ['Owner', ...given] : [...given];
}
