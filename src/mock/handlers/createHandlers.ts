// msw request handlers for a mock site: one `http.<method>` handler per route of the table, matching
// `<site>/<object path>/@<service>`, and a last catch-all that answers 404 for anything else under the site.
import { http, type HttpHandler } from 'msw';
import type { MockSite } from '../model';
import { dispatch } from './dispatch';
import { routes, type Route } from './routes';

/** Where the demo site is served by `npm run mock`. */
export const DEFAULT_MOCK_BASE_URL = 'http://127.0.0.1:8080/Plone';

export interface HandlerOptions {
  /** `{origin}/{site id}`, e.g. `http://127.0.0.1:8080/Plone`. */
  baseUrl?: string;
  /** Match requests to the site path on any origin (the HTTP server: `@id`s follow the Host header, as in Plone). */
  anyOrigin?: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Returns the msw handlers serving `site` at `baseUrl`. */
export function createHandlers(site: MockSite, options: HandlerOptions = {}): HttpHandler[] {
  const base = new URL(options.baseUrl ?? DEFAULT_MOCK_BASE_URL);
  const sitePath = base.pathname.replace(/\/+$/, '');
  const origin = options.anyOrigin ? 'https?://[^/]+' : escapeRegExp(base.origin);
  // Zope's virtual hosting prefix, as Volto's dev proxy rewrites `/++api++` requests.
  const prefix = `^${origin}(?:/VirtualHostBase/[^/]+/[^/]+)?${escapeRegExp(sitePath)}`;
  const objectPath = '(?:/[^@]*)?';
  const matcher = (route: Route) =>
    route.service === null
      ? new RegExp(`${prefix}${objectPath}$`)
      : new RegExp(`${prefix}${objectPath}/${escapeRegExp(route.service)}(?:/.*)?$`);
  const handlers = routes.map((route) =>
    http[route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](matcher(route), ({ request }) =>
      dispatch(site, sitePath, route, request),
    ),
  );
  handlers.push(
    http.all(new RegExp(`${prefix}(?:/.*)?$`), ({ request }) => dispatch(site, sitePath, undefined, request)),
  );
  return handlers;
}
