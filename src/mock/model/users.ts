// Users of the mock site and how a request authenticates: Basic credentials or a Bearer JWT.
// Failed authentication is not an error: the request runs as Anonymous, as PAS does.
import { signToken, verifyToken } from './jwt';

/** Plone's site-wide roles a mock user may have (see permissions.ts for what each may do). */
export type Role = 'Manager' | 'Site Administrator' | 'Editor' | 'Reviewer' | 'Contributor' | 'Reader' | 'Member';

export interface MockUser {
  id: string;
  password: string;
  roles: Role[];
  fullname: string;
  email: string;
}

export type MockUserInit = Pick<MockUser, 'id' | 'password'> & Partial<MockUser>;

/** The default manager, `admin` with password `admin`. */
export const DEFAULT_MANAGER: MockUserInit = { id: 'admin', password: 'admin', roles: ['Manager'] };

/** Fills in a user's optional properties. */
export function createUser(init: MockUserInit): MockUser {
  return { roles: ['Member'], fullname: '', email: '', ...init };
}

/**
 * Whether this is the Zope admin of a fresh site: the default manager without properties, who lives in Zope's user
 * folder (no member properties, no groups, in no vocabulary of the site's users).
 */
export function isZopeAdmin(user: MockUser): boolean {
  return user.id === DEFAULT_MANAGER.id && !user.fullname && !user.email;
}

/** Whether the user has the Manager role (managers may do everything). */
export function isManager(user: MockUser | null): boolean {
  return user?.roles.includes('Manager') ?? false;
}

/**
 * What Plone's role map gives managers and site administrators alike: `Plone Site Setup: Overview` (Site Setup, the
 * control panels' services) and `plone.restapi: Access Plone user information` (any user's record).
 */
export function canManageSite(user: MockUser | null): boolean {
  return user?.roles.some((role) => role === 'Manager' || role === 'Site Administrator') ?? false;
}

/**
 * `Portlets: Manage own portlets`, which the user menu's Dashboard asks for: the role map gives it to Member,
 * Manager and Site Administrator, so a user given only another role (an Editor added through `@users` with
 * `roles: ['Editor']`, who is no Member) is offered no Dashboard.
 */
export function canManageOwnPortlets(user: MockUser | null): boolean {
  return user?.roles.some((role) => role === 'Member' || role === 'Manager' || role === 'Site Administrator') ?? false;
}

export interface Authenticator {
  users: Map<string, MockUser>;
  secret: string;
  tokenLifetimeSeconds: number;
  now: () => Date;
}

/** The user an `Authorization` header authenticates, or `null` (Anonymous) when absent or invalid. */
export async function authenticate(auth: Authenticator, header: string | null): Promise<MockUser | null> {
  if (!header) return null;
  const bearer = /^bearer\s+(.+)$/i.exec(header);
  if (bearer) {
    const payload = await verifyToken(bearer[1]!.trim(), auth.secret, Math.floor(auth.now().getTime() / 1000));
    return payload ? (auth.users.get(payload.sub) ?? null) : null;
  }
  const basic = /^basic\s+(.+)$/i.exec(header);
  if (basic) {
    let decoded: string;
    try {
      decoded = new TextDecoder().decode(Uint8Array.from(atob(basic[1]!.trim()), (char) => char.charCodeAt(0)));
    } catch {
      return null;
    }
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return checkPassword(auth, decoded.slice(0, colon), decoded.slice(colon + 1));
  }
  return null;
}

/** The user whose login and password match, or `null`. */
export function checkPassword(auth: Authenticator, login: string, password: string): MockUser | null {
  const user = auth.users.get(login);
  return user && user.password === password ? user : null;
}

/**
 * A token for `user`, valid for the authenticator's lifetime (12 h by default, as plone.restapi's plugin).
 * `missingFullname` is what a user without a fullname gets: `null` from `@login` (the Zope admin of a fresh site
 * does), `''` from `@login-renew`, which reads the member's property.
 */
export function issueToken(auth: Authenticator, user: MockUser, missingFullname: '' | null = null): Promise<string> {
  const exp = Math.floor(auth.now().getTime() / 1000) + auth.tokenLifetimeSeconds;
  return signToken({ sub: user.id, exp, fullname: user.fullname || missingFullname }, auth.secret);
}
