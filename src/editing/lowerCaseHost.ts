// A web address's scheme and host as every browser reads them: in lower case, without the scheme's default port.
// The backend reads the X and Facebook usernames from a profile's address with case-sensitive patterns
// (`https://x.com/...`), so `X.com/plone`, as a phone's keyboard capitalises it, would name no username.

/** The scheme, then the authority (user information, host and port) of an http(s) address. */
const WEB_AUTHORITY = /^(https?):\/\/([^/?#]*)/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: ':80', https: ':443' };

/**
 * `address` with its scheme and host in lower case and without the default port of its scheme
 * (`HTTPS://WWW.X.COM:443/Plone` gives `https://www.x.com/Plone`); the user information, path, query and fragment stay
 * as they were written. Anything but an http(s) address comes back as it is.
 */
export function withLowerCaseHost(address: string): string {
  const match = WEB_AUTHORITY.exec(address);
  if (!match) return address;
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const hostStart = authority.lastIndexOf('@') + 1;
  let host = authority.slice(hostStart).toLowerCase();
  if (host.endsWith(DEFAULT_PORTS[scheme]!)) host = host.slice(0, -DEFAULT_PORTS[scheme]!.length);
  return `${scheme}://${authority.slice(0, hostStart)}${host}${address.slice(match[0].length)}`;
}
