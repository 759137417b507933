// `@login`, `@login-renew`, `@logout` and `@users/<id>`, answered as plone.restapi's JWT services do
// (their failures are nested under `error`, unlike raised exceptions).
import { canonicalUrl } from './batching';
import { ReturnedError, refusedByService, ServiceNotFound } from './errors';
import { jsonBody } from './jsonBody';
import { urlOf, type RequestContext } from './requestContext';
import { noContent, ok, type ServiceResult } from './serviceResult';
import { canManageSite, checkPassword, isZopeAdmin, issueToken, type MockUser } from './users';

/** `POST @login {"login", "password"}` → `{"token"}`. */
export async function login(ctx: RequestContext, rawBody: string): Promise<ServiceResult> {
  const data = jsonBody(rawBody);
  if (!('login' in data) || !('password' in data)) {
    throw new ReturnedError(400, 'Missing credentials', 'Login and password must be provided in body.');
  }
  const user = checkPassword(ctx.site.auth, String(data.login), String(data.password));
  if (!user) throw new ReturnedError(401, 'Invalid credentials', 'Wrong login and/or password.');
  return ok({ token: await issueToken(ctx.site.auth, user) });
}

/** `POST @login-renew` with a valid Bearer token → a new token. */
export async function renewLogin(ctx: RequestContext): Promise<ServiceResult> {
  if (!ctx.user) {
    throw new ReturnedError(
      401,
      'Invalid or expired authentication token',
      'The authentication token is invalid or expired.',
    );
  }
  return ok({ token: await issueToken(ctx.site.auth, ctx.user, '') });
}

/** `POST @logout` → 204 (tokens are not stored, so there is nothing to revoke). */
export function logout(): ServiceResult {
  return noContent();
}

/**
 * `GET @users/<id>`: the user's own record, or any record for managers and site administrators (`plone.restapi:
 * Access Plone user information`); 401 otherwise, 404 (a raised NotFound) for a user the site does not have.
 */
export function getUser(ctx: RequestContext, userId: string | undefined): ServiceResult {
  if (!ctx.user || (!canManageSite(ctx.user) && ctx.user.id !== userId)) throw refusedByService();
  const user = userId ? ctx.site.user(userId) : undefined;
  if (!user) throw new ServiceNotFound();
  return ok(userRecord(ctx, user));
}

/** A user's record, as plone.restapi's user serializer writes it (for `@users/<id>` and the user listing). */
export function userRecord(ctx: RequestContext, user: MockUser): Record<string, unknown> {
  const url = `${urlOf(ctx, ctx.site.root)}/@users/${user.id}`;
  if (isZopeAdmin(user)) {
    const empty = { description: null, email: null, fullname: null, home_page: null, location: null, portrait: null };
    return { '@id': url, ...empty, id: user.id, roles: [...user.roles], username: user.id };
  }
  // The serializer reads each property of the member data, an empty one as null; the groups' batch is named after the
  // request (a listing's items name the listing).
  return {
    '@id': url,
    description: null,
    email: user.email || null,
    fullname: user.fullname || null,
    groups: {
      '@id': canonicalUrl(ctx),
      items: [{ id: 'AuthenticatedUsers', title: 'AuthenticatedUsers' }],
      items_total: 1,
    },
    home_page: null,
    id: user.id,
    location: null,
    portrait: null,
    roles: [...user.roles],
    username: user.id,
  };
}
