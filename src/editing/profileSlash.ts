// An X or Facebook profile's address as the backend reads a username from it. The backend computes the site's
// `x_username` and `facebook_username` from the first link of each network (as `src/mock/model/usernames.ts` does)
// and reads one only from an address whose path is the name alone, so `https://www.facebook.com/plone/`, as browsers
// often copy it, gives none, and pages lose their `twitter:site` tag. Both networks serve the same profile with and
// without the slash.

/** A profile address with a slash after the name, by the network whose links the backend reads a username from. */
const PROFILE_WITH_SLASH: Readonly<Record<string, RegExp>> = {
  x: /^(https?:\/\/(?:(?:www|m|mobile)\.)?(?:x|twitter)\.com\/[A-Za-z0-9._-]+)\/$/,
  facebook: /^(https?:\/\/(?:(?:www|m)\.)?facebook\.com\/[A-Za-z0-9._-]+)\/$/,
};

/**
 * `address` without the slash after the profile's name on a link to X or Facebook (`https://x.com/plone/` gives
 * `https://x.com/plone`); any other address, and an address on a link to any other network, as it is. Expects the
 * scheme and host in lower case (`withLowerCaseHost`).
 */
export function withoutProfileSlash(network: string, address: string): string {
  const pattern = Object.prototype.hasOwnProperty.call(PROFILE_WITH_SLASH, network)
    ? PROFILE_WITH_SLASH[network]
    : undefined;
  return pattern?.exec(address)?.[1] ?? address;
}
