// A tiny hash router: the part after `#` is the route, so any static server can serve the demo and the
// backend's paths (proxied under the site id) never clash with the demo's own.
import { useEffect, useState } from 'react';
import type { AnchorHTMLAttributes } from 'react';

/** What the address bar asks for. */
export type Route =
  | { name: 'content'; path: string }
  | { name: 'people' }
  | { name: 'login'; next: string }
  | { name: 'controlpanel'; path: string }
  | { name: 'edit'; path: string };

/**
 * Parses the hash into a route: `#/team/alice` (a page), `#/@people`, `#/@login/<page to return to>`,
 * `#/@controlpanel/<settings object>`, `#/@edit/<page>`.
 */
export function parseRoute(hash: string): Route {
  const raw = decodeURI(hash.replace(/^#/, ''));
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  const restPath = rest.length ? `/${rest.join('/')}` : '';
  switch (first) {
    case '@people':
      return { name: 'people' };
    case '@login':
      return { name: 'login', next: restPath };
    case '@controlpanel':
      return { name: 'controlpanel', path: restPath };
    case '@edit':
      return { name: 'edit', path: restPath };
    default:
      return { name: 'content', path: path === '/' ? '' : path.replace(/\/+$/, '') };
  }
}

/** The hash that shows `route`. */
export function routeHref(route: Route): string {
  switch (route.name) {
    case 'people':
      return '#/@people';
    case 'login':
      return `#/@login${route.next}`;
    case 'controlpanel':
      return `#/@controlpanel${route.path}`;
    case 'edit':
      return `#/@edit${route.path}`;
    case 'content':
      return `#${route.path || '/'}`;
  }
}

/** The current route; re-renders on every hash change. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}

/** Goes to `route` (a new history entry). */
export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: Route; current?: boolean };

/** A link to a demo route; marks itself `aria-current="page"` when `current`. */
export function Link({ to, current, ...props }: LinkProps) {
  return <a href={routeHref(to)} aria-current={current ? 'page' : undefined} {...props} />;
}
