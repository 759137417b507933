// Reads the Mastodon instance a visitor names to share on ("mastodon.social", "https://fosstodon.org/",
// "@alice@chaos.social"): only a host name can become the address of a share link.

// Labels of letters, digits and hyphens (not at either end), at least two of them; a top-level domain of letters
// or an IDN's punycode, so neither an IP address nor `localhost` passes.
const HOST_NAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The instance's host name in lower case (an international name in punycode), or `null` when `value` does not
 * name one: anything with a path, a port, credentials, spaces or another scheme is refused. Never throws.
 */
export function mastodonInstance(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value
    .trim()
    .replace(/^https:\/\//i, '')
    .replace(/\/$/, '');
  // A full handle names its instance after the second `@`.
  const handle = /^@?[\w.-]+@([^@\s]+)$/.exec(text);
  if (handle) text = handle[1]!;
  if (text === '' || /[\s/?#\\:@%]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`https://${text}`).hostname;
  } catch {
    return null;
  }
  // A fully qualified name's trailing dot (`mastodon.social.`) names the same host; a share link goes to it without.
  host = host.replace(/(\w)\.$/, '$1');
  return HOST_NAME.test(host) ? host : null;
}
