// Where the backend is, seen from the browser: the dev server proxies the site's path to the mock,
// so the API is same-origin. Also maps the backend's `@id` URLs back to demo routes.

/** The site root's API URL, e.g. `http://127.0.0.1:5173/Plone`. */
export const apiBaseUrl = `${window.location.origin}${__DEMO_SITE_PATH__}`;

/**
 * The path below the site root of a backend URL (`http://127.0.0.1:8080/Plone/team/alice` -> `/team/alice`,
 * the site root -> `''`), whatever host the backend used; `null` for a URL outside the site.
 */
export function sitePathOf(id: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(id, window.location.href).pathname;
  } catch {
    return null;
  }
  const root = __DEMO_SITE_PATH__;
  if (pathname === root || pathname === `${root}/`) return '';
  if (!pathname.startsWith(`${root}/`)) return null;
  return decodeURIComponent(pathname.slice(root.length)).replace(/\/+$/, '');
}
