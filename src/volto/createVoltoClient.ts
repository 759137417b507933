// The client SDK as Volto would talk to the backend: Volto's API path with its traversal suffix (`/++api++`) added to
// each request, the logged-in user's token (the session's cookie at the time of each request, as Volto's API helper
// reads it), and the site's behavior names.
import { createClient } from '../client/createClient';
import type { SocialMediaClient } from '../client/types';
import { socialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

/** Volto's traversal marker that makes Plone answer with JSON (off with `settings.legacyTraverse`). */
export const API_SUFFIX = '/++api++';

/**
 * The suffix Volto puts after its API path, as its `getApiSuffix` reads it: Volto 19's `settings.apiSuffix` when set
 * (`''` for a backend without `++api++`), else `/++api++` unless `settings.legacyTraverse`.
 */
function apiSuffix(settings: VoltoConfig['settings']): string {
  if (typeof settings.apiSuffix === 'string') return settings.apiSuffix;
  return settings.legacyTraverse ? '' : API_SUFFIX;
}

/**
 * A client for the site Volto is configured for. The client's base URL stays Volto's `apiPath`, which is also
 * the prefix of the `@id`s Plone answers with, and each request gets Volto's traversal suffix (`/++api++`) inserted
 * after it, as Volto's own API helper does. In a browser each request carries the token of Volto's `auth_token`
 * cookie as it is then, else `token`: a session renewed or logged in again in another tab reaches a form that stayed
 * open. Throws a `TypeError` when there is no absolute API path (outside a browser, unconfigured).
 */
export function createVoltoClient(config: VoltoConfig, token?: string | null): SocialMediaClient {
  const apiPath = resolveApiPath(config);
  const behaviors = socialMediaSettings(config).behaviors;
  const send = withSessionToken(token ?? null);
  const suffix = apiSuffix(config.settings);
  return createClient({ baseUrl: apiPath, behaviors, fetch: suffix ? withApiSuffix(apiPath, send, suffix) : send });
}

/** A `fetch` that authenticates each request with the session's token as it stands when the request is sent. */
function withSessionToken(token: string | null): typeof fetch {
  return (input, init) => {
    const current = sessionCookieToken() ?? token;
    if (!current) return globalThis.fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${current}`);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/** The token Volto keeps in its `auth_token` cookie (set on login and renewal, removed on logout), or `null`. */
function sessionCookieToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const entry of document.cookie.split(';')) {
    const [name, ...value] = entry.trim().split('=');
    if (name === 'auth_token' && value.length > 0) return decodedCookieValue(value.join('=')) || null;
  }
  return null;
}

/** A cookie's value as universal-cookie reads it: percent-decoded where that is possible, else as it is. */
function decodedCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Volto's `apiPath`, or the page's origin in Volto's "seamless" mode where it is unset. */
function resolveApiPath(config: VoltoConfig): string {
  const configured = typeof config.settings.apiPath === 'string' ? config.settings.apiPath.trim() : '';
  if (configured) return configured.replace(/\/+$/, '');
  if (typeof window !== 'undefined' && window.location?.origin) return window.location.origin;
  throw new TypeError('Volto has no settings.apiPath: cannot make a social media client');
}

/** A `fetch` that inserts `suffix` (`/++api++` by default) after `apiPath` in every URL under it. */
export function withApiSuffix(
  apiPath: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  suffix: string = API_SUFFIX,
): typeof fetch {
  const base = apiPath.replace(/\/+$/, '');
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    if (url === null) return fetchImpl(input, init);
    return fetchImpl(insertApiSuffix(base, url, suffix), init);
  };
}

function insertApiSuffix(base: string, url: string, suffix: string): string {
  if (!url.startsWith(base)) return url;
  const rest = url.slice(base.length);
  // `http://host/Plone2` is not under `http://host/Plone`.
  if (rest !== '' && !/^[/?#]/.test(rest)) return url;
  const after = rest.slice(suffix.length);
  if (rest.startsWith(suffix) && (after === '' || /^[/?#]/.test(after))) return url;
  return `${base}${suffix}${rest}`;
}
