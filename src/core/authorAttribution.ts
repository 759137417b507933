// Who a page is by, for the networks that credit an author when the page is shared: Mastodon's author attribution
// (`fediverse:creator`, `@user@instance`, Mastodon 4.3) and X's `twitter:creator` (`@user`). Read from the page's own
// profile links, else from the site's configured values. First-load code: kept small.
import { isPlainObject } from '../contract/validationProblems';
import type { VisibleLink } from './linkTarget';

/** The accounts a page credits; `''` where there is none. */
export interface PageCreators {
  /** `@user@instance` */
  fediverse: string;
  /** `@user` */
  x: string;
}

/** A fediverse handle: `@user@instance`. */
export const FEDIVERSE_HANDLE = /^@\w[\w.-]*@[a-z\d-]+(\.[a-z\d-]+)+$/i;
/** An X username, with or without `@`. */
export const X_HANDLE = /^@?(\w{1,15})$/;
const X_HOST = /^(www\.|mobile\.)?(x|twitter)\.com$/i;
/** One-segment paths of x.com that are pages of X itself, not accounts. */
const X_PAGES = /^(home|explore|search|share|login)$/i;

/**
 * The page's creators: the first of its own Mastodon links (network id `mastodon`) that is a profile URL
 * (`https://mastodon.social/@alice` gives `@alice@mastodon.social`), the first of its own X or Twitter links that is
 * a profile URL (`https://x.com/alice` gives `@alice`), each else the site's `fallback` (`{ fediverse?, x? }`, any
 * JSON: a value that is not a handle is ignored). `ownLinks` are http(s) links (`ownProfiles`). Never throws.
 */
export function pageCreators(ownLinks: readonly VisibleLink[], fallback?: unknown): PageCreators {
  let fediverse = '';
  let x = '';
  for (const { link, href } of ownLinks) {
    // `href` passed safeHref, which parses it as a URL.
    const { hostname, pathname } = new URL(href);
    const path = pathname.slice(1).replace(/\/$/, '');
    if (link.id === 'mastodon') fediverse ||= handle(`${path}@${hostname}`, FEDIVERSE_HANDLE);
    if (X_HOST.test(hostname) && !X_PAGES.test(path)) x ||= handle(path, X_HANDLE);
  }
  const site = isPlainObject(fallback) ? fallback : {};
  return { fediverse: fediverse || handle(site.fediverse, FEDIVERSE_HANDLE), x: x || handle(site.x, X_HANDLE) };
}

/** `value` trimmed and with one leading `@` when it matches `pattern`, else `''`. */
function handle(value: unknown, pattern: RegExp): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return pattern.test(text) ? `@${text.replace(/^@/, '')}` : '';
}
