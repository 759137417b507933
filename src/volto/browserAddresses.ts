// The addresses a browser and a visitor get for what Volto's server fetched at its internal address
// (`internalApiPath`). Plone answers at the address it is asked at: a link to one of the site's own pages (its RSS
// feed, stored by its UID by plone.restapi's JSONField transform) comes back at the internal address, which visitors
// and crawlers cannot reach, and a navigation root's `@id` is another one than the one a browser's load of the same
// page gets (at `apiPath`). Server-only code (awaitNavRootSettings.ts): every page's first load carries none of it.
import { isPlainObject } from '../contract/validationProblems';
import { sitePath } from '../core/sitePath';

/** The addresses of the backend and of the site in Volto's settings. */
export interface BackendAddresses {
  internalApiPath?: string;
  apiPath?: string;
  publicURL?: string;
}

/**
 * `url` moved from `internalApiPath` to `apiPath`, as a browser gets it; as it is when it is not at the internal
 * address, or when either address is unset. Never throws.
 */
export function browserAddress(url: string, { internalApiPath, apiPath }: BackendAddresses): string {
  if (!internalApiPath || typeof apiPath !== 'string' || !apiPath) return url;
  const path = sitePath(url, [internalApiPath]);
  if (typeof path !== 'string' || path === url) return url;
  return `${apiPath.replace(/\/+$/, '')}${path === '/' ? '' : path}`;
}

/**
 * Moves, in place, the target of each link in `answer` from the backend (`internalApiPath` or `apiPath`) to the site's
 * public address (`publicURL`, which holds the path a Volto 19 site is served under), as Volto's own links are: the
 * page's own `social_links` and the settings' under `behavior`, in a content GET's `inherit` component or an
 * `@inherit` answer. In place: `answer` is Plone's JSON parsed for this one request, which Volto's state holds as it
 * is (its reducer copies only the top level), so that the page is rendered and serialized with the same addresses and
 * the browser hydrates what the server wrote. Never throws.
 */
export function moveLinksToPublic(answer: unknown, behavior: string, addresses: BackendAddresses): void {
  if (!isPlainObject(answer)) return;
  const { internalApiPath, apiPath, publicURL } = addresses;
  const site = typeof publicURL === 'string' && publicURL ? publicURL.replace(/\/+$/, '') : '';
  if (!site) return;
  const components = answer['@components'];
  const inherit = isPlainObject(components) ? components.inherit : answer;
  const entry = isPlainObject(inherit) ? inherit[behavior] : undefined;
  const data = isPlainObject(entry) ? entry.data : undefined;
  for (const links of [answer.social_links, isPlainObject(data) ? data.social_links : undefined]) {
    if (!Array.isArray(links)) continue;
    for (const link of links) {
      const targets: unknown = isPlainObject(link) ? link.href : undefined;
      if (!Array.isArray(targets)) continue;
      for (const target of targets) {
        const url = isPlainObject(target) ? target['@id'] : undefined;
        const path = typeof url === 'string' ? sitePath(url, [internalApiPath, apiPath]) : url;
        if (typeof path === 'string' && path !== url) target['@id'] = `${site}${path === '/' ? '' : path}`;
      }
    }
  }
}
