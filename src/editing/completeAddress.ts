// An address as editors paste it, made complete: what a browser's address bar would accept but a link would not.
import { safeHref } from '../core/safeHref';

/** An email address without its scheme: `contact@example.org`. */
const EMAIL = /^[^\s@/:?#]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
/** A fediverse handle, `@user@instance`, as Mastodon shows it on a profile. */
const FEDIVERSE_HANDLE = /^@([\w.-]+)@([a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,})$/i;
/** A host name with a top-level domain of letters, then optionally a port and a path, query or fragment. */
const HOST_AND_PATH = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * The complete address for what an editor left in a link's address field, or `null` when it is complete already or
 * cannot be read as an address: `github.com/plone` gives `https://github.com/plone`, `contact@example.org` gives
 * `mailto:contact@example.org`, and a fediverse handle (`@plone@fosstodon.org`) its profile
 * (`https://fosstodon.org/@plone`) on a link set to Mastodon or to no network yet. The answer is always a safe link.
 */
export function completeAddress(text: string, network: string): string | null {
  const value = text.trim();
  if (value === '' || safeHref(value) !== null) return null;
  const handle = FEDIVERSE_HANDLE.exec(value);
  if (handle) return network === '' || network === 'mastodon' ? safeHref(`https://${handle[2]}/@${handle[1]}`) : null;
  if (EMAIL.test(value)) return safeHref(`mailto:${value}`);
  if (HOST_AND_PATH.test(value)) return safeHref(`https://${value}`);
  return null;
}
