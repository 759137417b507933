// `GET @users` without a user id: the site's user listing, which Volto's Users control panel asks for, as
// plone.restapi's UsersGet answers it. Only the users of the site's own user folder are listed (Zope's admin lives in
// Zope's), each as `@users/<id>` serves it, sorted by their normalized full name or login.
import { RaisedError, refusedByService } from './errors';
import { AUTHENTICATED_GROUP } from './localRoles';
import { userRecord } from './authService';
import { urlOf, type RequestContext } from './requestContext';
import { ok, type ServiceResult } from './serviceResult';
import { canManageSite, isZopeAdmin, type MockUser } from './users';

/** plone.restapi's DEFAULT_SEARCH_RESULTS_LIMIT: what a query lists at most unless it names its `limit`. */
const DEFAULT_LIMIT = 25;

/**
 * The listing for managers and site administrators ("Plone Site Setup: Users and Groups"): with no parameter every
 * user; `query` those whose id holds it, `search` those whose login, full name or e-mail does (whatever the case, as
 * PAS's enumeration plugins compare), `groups-filter:list` those in one of the groups named, at most `limit` of them.
 * Parameters are read as Python's `parse_qs` reads them: an empty value is no parameter.
 * @throws RaisedError 401 for anyone else; 400 BadRequest for a query without any criterion and a `limit` of 0; 500
 *   ValueError for a `limit` that is no integer.
 */
export function listUsers(ctx: RequestContext): ServiceResult {
  const params = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(ctx.queryString)) {
    if (value) params.set(name, [...(params.get(name) ?? []), value]);
  }
  let users = [...ctx.site.auth.users.values()].filter((user) => !isZopeAdmin(user));
  if (params.size > 0) {
    const query = params.get('query') ?? [];
    const groups = params.get('groups-filter:list') ?? [];
    const search = params.get('search')?.[0] ?? '';
    const limitText = params.get('limit')?.[0] ?? String(DEFAULT_LIMIT);
    if (!/^\s*[-+]?\d+\s*$/.test(limitText)) {
      throw new RaisedError(500, 'ValueError', `invalid literal for int() with base 10: '${limitText}'`);
    }
    const limit = Number.parseInt(limitText, 10);
    if (!query.length && !groups.length && !search && !limit) {
      throw new RaisedError(400, 'BadRequest', 'Parameters supplied are not valid');
    }
    if (!canManageSite(ctx.user)) throw refusedByService();
    const holds = (term: string, ...texts: string[]) => texts.some((text) => text.toLowerCase().includes(term));
    if (search) users = users.filter((user) => holds(search.toLowerCase(), user.id, user.fullname, user.email));
    else if (query.length) users = users.filter((user) => query.some((part) => holds(part.toLowerCase(), user.id)));
    // The mock's users are in no group but the logged-in users'.
    if (groups.length) users = groups.includes(AUTHENTICATED_GROUP) ? users : [];
    if (limit) users = sortUsers(users).slice(0, limit);
  } else if (!canManageSite(ctx.user)) throw refusedByService();
  const items = sortUsers(users).map((user) => userRecord(ctx, user));
  return ok({ '@id': `${urlOf(ctx, ctx.site.root)}/@users`, items, items_total: items.length });
}

/** Sorted as `_sort_users` sorts: by plone.i18n's normalized full name (else login), lower case and dashed. */
function sortUsers(users: readonly MockUser[]): MockUser[] {
  const key = (user: MockUser) =>
    (user.fullname || user.id)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [...users].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
