// Where a catalog summary lives in the demo: the listings link each result to its page at the demo's address.
import { sitePathOf } from './backend';
import { routeHref } from './router';

/** A catalog summary's demo address (`/team/alice`), or `null` for a URL outside the site. */
export function demoHref(item: Record<string, unknown>): string | null {
  const path = typeof item['@id'] === 'string' ? sitePathOf(item['@id']) : null;
  return path === null ? null : routeHref({ name: 'content', path });
}
