// An address as editors paste it, made complete: what a browser's address bar would accept but a link would not.
import { safeHref } from '../core/safeHref';
import { withHalfWidthForms } from './halfWidthForms';

/**
 * A host name with a top-level domain of letters: `plone.org`, `mail.example.co.uk`, and internationalised ones as
 * people write them (`bücher.de`, `плон.рф`) or as punycode (`xn--80ahbf.xn--p1ai`). Needs the `u` flag.
 */
const HOST = String.raw`[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.(?:\p{L}{2,}|xn--[a-z0-9-]+)`;
/** An email address without its scheme: `contact@example.org`. */
const EMAIL = new RegExp(String.raw`^[^\s@/:?#]+@${HOST}$`, 'iu');
/** A fediverse handle, `@user@instance`, as Mastodon shows it on a profile. */
const FEDIVERSE_HANDLE = new RegExp(String.raw`^@([\w.-]+)@(${HOST})$`, 'iu');
/** A host name, then optionally a port and a path, query or fragment. */
const HOST_AND_PATH = new RegExp(String.raw`^${HOST}(:\d{1,5})?([/?#]\S*)?$`, 'iu');
/** A handle as networks show it, `@plone`: letters, digits and `_`, with `.` and `-` between them. */
const HANDLE = /^@(\w(?:[\w.-]*\w)?)$/;
/** A handle that is a domain name, as Bluesky's are (`plone.org`, `plone.bsky.social`). */
const DOMAIN = new RegExp(`^${HOST}$`, 'iu');

/**
 * The complete address for what an editor left in a link's address field, or `null` when it is complete already or
 * cannot be read as an address: `github.com/plone` gives `https://github.com/plone`, `contact@example.org` gives
 * `mailto:contact@example.org`, a fediverse handle (`@plone@fosstodon.org`) its profile
 * (`https://fosstodon.org/@plone`) on a link set to Mastodon or to no network yet, and a handle (`@plone`) the
 * `profile` address of the link's network (`https://x.com/{handle}` gives `https://x.com/plone`). Text that is no
 * complete address is read with its full-width forms as ASCII (`＠plone` as `@plone`). The answer is always a safe
 * link.
 */
export function completeAddress(text: string, network: string, profile?: string): string | null {
  const typed = text.trim();
  if (typed === '' || safeHref(typed) !== null) return null;
  // An address that is complete as typed keeps its full-width characters (a path may hold them); another one is read
  // as its half-width twin, which is what its writer meant.
  const value = withHalfWidthForms(typed);
  if (value !== typed && safeHref(value) !== null) return safeHref(value);
  const handle = FEDIVERSE_HANDLE.exec(value);
  if (handle) return network === '' || network === 'mastodon' ? safeHref(`https://${handle[2]}/@${handle[1]}`) : null;
  const name = handleName(value);
  if (name !== null) return profile === undefined ? null : profileAddress(profile, name);
  if (EMAIL.test(value)) return safeHref(`mailto:${value}`);
  if (HOST_AND_PATH.test(value)) return safeHref(`https://${value}`);
  return null;
}

/**
 * Whether `text` is a fediverse handle (`@plone@fosstodon.org`, or in full-width forms `＠plone＠fosstodon．org`): a
 * Mastodon account, whatever its server.
 */
export function isFediverseHandle(text: string): boolean {
  return FEDIVERSE_HANDLE.test(withHalfWidthForms(text.trim()));
}

/** The name of a handle (`@plone` or `＠plone` gives `plone`), or `null` when the text is not one. */
export function handleName(text: string): string | null {
  return HANDLE.exec(withHalfWidthForms(text.trim()))?.[1] ?? null;
}

/** The profile address for a handle's name, or `null` when the name does not fit (`{domain}` wants a domain name). */
function profileAddress(profile: string, name: string): string | null {
  if (profile.includes('{domain}')) return DOMAIN.test(name) ? safeHref(profile.replace('{domain}', name)) : null;
  return profile.includes('{handle}') ? safeHref(profile.replace('{handle}', name)) : null;
}
