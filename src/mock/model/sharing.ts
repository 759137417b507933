// `@sharing` (Volto's Sharing page), as plone.restapi's sharing services answer it over plone.app.workflow's sharing
// view: GET lists who has which of the four sharing roles here (given here, acquired from above, or site-wide) and,
// with `?search=`, the users and groups (groups.ts) it finds, POST gives and takes them and turns the acquisition of
// the roles from above on or off. Both need "Sharing page: Delegate roles" (else 403 with a `null` body), and each
// role its own delegate permission.
import { isPlainObject } from '../../contract/validationProblems';
import type { ContentNode } from './content';
import { RaisedError, refusedByService, ReturnedError } from './errors';
import { siteGroup, SITE_GROUPS } from './groups';
import { DeserializationError, jsonBody } from './jsonBody';
import { AUTHENTICATED_GROUP, localRolesOf, rolesInContext } from './localRoles';
import { canDelegateRoles, canModify } from './permissions';
import { pyTruthy } from './pyCompare';
import type { RequestContext } from './requestContext';
import { noContent, ok, type ServiceResult } from './serviceResult';
import { isManager, isZopeAdmin } from './users';

/** plone.app.workflow's sharing roles, by id, with their titles and the roles its delegate permission has. */
const SHARING_ROLES = [
  { id: 'Contributor', title: 'Can add', delegatedBy: ['Site Administrator', 'Owner'] },
  { id: 'Editor', title: 'Can edit', delegatedBy: ['Site Administrator', 'Owner', 'Editor'] },
  { id: 'Reader', title: 'Can view', delegatedBy: ['Site Administrator', 'Owner', 'Editor', 'Reviewer'] },
  { id: 'Reviewer', title: 'Can review', delegatedBy: ['Site Administrator', 'Reviewer'] },
];

/** `GET <path>/@sharing`: the roles the caller may give here, who has which of them, and whether they are acquired. */
export function getSharing(ctx: RequestContext, node: ContentNode): ServiceResult {
  if (!canDelegateRoles(node, ctx.user)) return { status: 403, body: null };
  const roles = delegableRoles(ctx, node);
  return ok({
    available_roles: roles.map(({ id, title }) => ({ id, title })),
    entries: roleSettings(
      ctx,
      node,
      roles.map((role) => role.id),
      new URLSearchParams(ctx.queryString).get('search') ?? '',
    ),
    inherit: !node.blockLocalRoles,
  });
}

/**
 * `POST <path>/@sharing {"entries": [{"id", "roles": {<role>: bool}}], "inherit": bool}`: each entry's roles become
 * those set true among the ones the caller may give (others it had here stay); `inherit` needs Modify portal content.
 * @throws RaisedError 401 for `inherit` without Modify portal content; 500 KeyError for an entry without `id` or
 *   `roles`.
 */
export function postSharing(ctx: RequestContext, node: ContentNode, rawBody: string): ServiceResult {
  if (!canDelegateRoles(node, ctx.user)) return { status: 403, body: null };
  let data: Record<string, unknown>;
  try {
    data = jsonBody(rawBody);
  } catch (error) {
    // As for a PATCH, Plone 6.2 quotes the message (backend/FINDINGS.md).
    if (error instanceof DeserializationError) {
      throw new ReturnedError(400, 'DeserializationError', `'${error.message}'`);
    }
    throw error;
  }
  if ('inherit' in data && !canModify(node, ctx.user)) throw refusedByService();
  const managed = new Set(delegableRoles(ctx, node).map((role) => role.id));
  // Every entry's roles are read, then every entry's id: an error in any stores nothing (Zope aborts).
  const settings = (Array.isArray(data.entries) ? data.entries : []).map((entry) => {
    const given = isPlainObject(entry) ? entry.roles : undefined;
    if (!isPlainObject(given)) throw new RaisedError(500, 'KeyError', "'roles'");
    const selected = Object.keys(given).filter((role) => pyTruthy(given[role]) && managed.has(role));
    return { entry: entry as Record<string, unknown>, selected: new Set(selected) };
  });
  if (settings.some(({ entry }) => !('id' in entry))) throw new RaisedError(500, 'KeyError', "'id'");
  if ('inherit' in data) updateInherit(ctx, node, pyTruthy(data.inherit));
  for (const { entry, selected } of settings) updateRoles(node, String(entry.id), selected, managed);
  return noContent();
}

/** `update_role_settings` for one principal: the managed roles become `selected`, unmanaged ones stay. */
function updateRoles(node: ContentNode, principal: string, selected: Set<string>, managed: Set<string>): void {
  const existing = new Set(localRolesOf(node, principal));
  const kept = [...existing].filter((role) => !managed.has(role));
  const wanted = new Set([...kept, ...selected]);
  // Owner stays the object's owner: it is never a sharing role, so it is never taken here.
  const given = [...wanted].filter((role) => role !== 'Owner');
  const localRoles = { ...node.localRoles };
  if (given.length) localRoles[principal] = given;
  else delete localRoles[principal];
  node.localRoles = localRoles;
}

/**
 * `update_inherit`: blocking acquisition first gives the caller here the roles she had only from above, so that she
 * does not lock herself out.
 */
function updateInherit(ctx: RequestContext, node: ContentNode, inherit: boolean): void {
  const block = !inherit;
  if (block === Boolean(node.blockLocalRoles)) return;
  if (block && ctx.user) {
    const global = new Set<string>(ctx.user.roles);
    const local = [...rolesInContext(node, ctx.user)].filter((role) => !global.has(role) && role !== 'Owner');
    if (local.length) node.localRoles = { ...node.localRoles, [ctx.user.id]: local };
  }
  node.blockLocalRoles = block;
}

/** The sharing roles the caller may give on `node`, by id (plone.restapi sorts them so). */
function delegableRoles(ctx: RequestContext, node: ContentNode) {
  const held = rolesInContext(node, ctx.user);
  return SHARING_ROLES.filter(
    (role) => isManager(ctx.user) || role.delegatedBy.some((delegator) => held.has(delegator)),
  );
}

interface PrincipalRoles {
  acquired: Set<string>;
  local: string[];
}

/**
 * `role_settings()`: the logged-in users, then each principal with one of `available` here, given (`true`), acquired
 * from above (`"acquired"`) or site-wide (`"global"`), and the users and groups `search` finds that are not listed
 * already, sorted by type and title.
 */
function roleSettings(ctx: RequestContext, node: ContentNode, available: string[], search: string) {
  const existing = existingRoleSettings(ctx, node, available);
  const found = principalSearchResults(ctx, available, search, existing);
  return [...existing, ...found].sort((a, b) => {
    const keyA = `${String(a.type)}${String(a.title)}`;
    const keyB = `${String(b.type)}${String(b.title)}`;
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  });
}

/** A principal as the sharing view names it: a user or group, its title, login and site-wide roles. */
function principalInfo(ctx: RequestContext, principal: string) {
  if (principal === AUTHENTICATED_GROUP) {
    return { type: 'group', title: 'Logged-in users', login: null, global: new Set<string>() };
  }
  const group = siteGroup(principal);
  if (group) return { type: 'group', title: group.title, login: null, global: new Set<string>(group.roles) };
  const member = ctx.site.user(principal);
  return {
    type: 'user',
    title: member?.fullname || principal,
    login: principal,
    global: new Set<string>(member?.roles),
  };
}

/** `existing_role_settings()`: the logged-in users and each principal with one of `available` here. */
function existingRoleSettings(ctx: RequestContext, node: ContentNode, available: string[]) {
  const items = new Map<string, PrincipalRoles>();
  const entry = (principal: string) => {
    if (!items.has(principal)) items.set(principal, { acquired: new Set(), local: [] });
    return items.get(principal)!;
  };
  if (!node.blockLocalRoles) {
    for (let parent = node.parent; parent; parent = parent.blockLocalRoles ? null : parent.parent) {
      for (const principal of principalsOf(parent)) {
        for (const role of localRolesOf(parent, principal)) entry(principal).acquired.add(role);
      }
    }
  }
  for (const principal of principalsOf(node)) entry(principal).local = localRolesOf(node, principal);
  entry(AUTHENTICATED_GROUP);
  return [...items].flatMap(([principal, { acquired, local }]) => {
    const { type, title, login, global } = principalInfo(ctx, principal);
    let hasRoles = false;
    const roles: Record<string, boolean | string> = {};
    for (const role of available) {
      if (global.has(role)) roles[role] = 'global';
      else if (acquired.has(role) || local.includes(role)) {
        roles[role] = acquired.has(role) ? 'acquired' : true;
        hasRoles = true;
      } else roles[role] = false;
    }
    if (!hasRoles && principal !== AUTHENTICATED_GROUP) return [];
    const result: Record<string, unknown> = { disabled: principal === ctx.user?.id, id: principal, roles, title, type };
    if (login !== title) result.login = login;
    return [result];
  });
}

/**
 * `user_search_results()` and `group_search_results()`: the site's users whose login, full name or e-mail holds
 * `search` and its groups whose id or title does, whatever the case (PAS's enumeration plugins compare lower-cased
 * texts), without those `existing` lists as the same type; each with its site-wide roles among `available`, and its
 * login (`null` for a group) even where it is the title.
 */
function principalSearchResults(
  ctx: RequestContext,
  available: string[],
  search: string,
  existing: ReadonlyArray<Record<string, unknown>>,
) {
  if (!search) return [];
  const term = search.toLowerCase();
  const holds = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(term));
  const listed = (type: string, id: string) => existing.some((entry) => entry.type === type && entry.id === id);
  const result = (type: string, id: string, title: string, global: readonly string[]) => ({
    id,
    login: type === 'group' ? null : id,
    roles: Object.fromEntries(available.map((role) => [role, global.includes(role) ? 'global' : false])),
    title,
    type,
  });
  // The Zope admin lives in Zope's own user folder, which the site's search does not reach.
  const users = [...ctx.site.auth.users.values()]
    .filter((user) => !isZopeAdmin(user) && !listed('user', user.id) && holds(user.id, user.fullname, user.email))
    .map((user) => result('user', user.id, user.fullname || user.id, user.roles));
  const groups = SITE_GROUPS.filter((group) => !listed('group', group.id) && holds(group.id, group.title)).map(
    (group) => result('group', group.id, group.title, group.roles),
  );
  return [...users, ...groups];
}

/** The principals with local roles stored on `node`: its owner and those `@sharing` gave roles to. */
function principalsOf(node: ContentNode): string[] {
  return [node.owner, ...Object.keys(node.localRoles ?? {}).filter((principal) => principal !== node.owner)];
}
