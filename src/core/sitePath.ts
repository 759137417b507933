// A backend address made a path of the site, as Volto's `flattenToAppURL` makes it: the address of content a page
// holds as the backend served it (a folderish page's `items`), which a visitor must follow on the site itself.
import { withoutApiSegment } from './withoutApiSegment';

/**
 * `href` as a site path (`/team/alice`) when it is at one of `backendUrls` (Volto's `internalApiPath`, `apiPath`,
 * `publicURL`), without its `/++api++` segment; as it is otherwise (a site path already, another site, not a string).
 * Never throws.
 */
export function sitePath(href: unknown, backendUrls: readonly unknown[]): unknown {
  if (typeof href !== 'string') return href;
  const address = withoutApiSegment(href.trim());
  for (const backend of backendUrls) {
    const prefix = typeof backend === 'string' ? backend.trim().replace(/\/+$/, '') : '';
    // The prefix ends where the address's path, query or hash begins: `/Plone2` is not below `/Plone`.
    if (prefix && address.startsWith(prefix) && /^([/?#]|$)/.test(address.slice(prefix.length))) {
      return address.slice(prefix.length) || '/';
    }
  }
  return href;
}
