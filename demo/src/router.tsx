// A tiny history router: the address is the page's own (`/team/alice`), as on a Volto site, so every page has an
// address of its own to share (`og:url`). The servers answer index.html for any path that is not a file or the
// backend's (proxied under the site id, which the demo's paths never start with).
import { useEffect, useState } from 'react';
import type { AnchorHTMLAttributes } from 'react';

/** What the address bar asks for. */
export type Route =
  | { name: 'content'; path: string }
  | { name: 'people' }
  | { name: 'login'; next: string }
  | { name: 'controlpanel'; path: string }
  | { name: 'edit'; path: string };

/** Volto's address of the add-on's control panel; a subsite's settings follow it with the subsite's path. */
const CONTROL_PANEL = '/controlpanel/social-media';

/**
 * Parses an address into a route: `/team/alice` (a page), `/people`, `/login?return_url=<address to return to>`,
 * `/controlpanel/social-media[<settings object>]`, `<page>/edit` (the names Volto gives these pages).
 */
export function parseRoute(pathname: string, search = ''): Route {
  const path = decodeURI(pathname).replace(/\/+$/, '');
  if (path === '/people') return { name: 'people' };
  if (path === '/login') return { name: 'login', next: pageOfTheDemo(new URLSearchParams(search).get('return_url')) };
  if (path === CONTROL_PANEL || path.startsWith(`${CONTROL_PANEL}/`)) {
    return { name: 'controlpanel', path: path.slice(CONTROL_PANEL.length) };
  }
  if (path.endsWith('/edit')) return { name: 'edit', path: path.slice(0, -'/edit'.length) };
  return { name: 'content', path };
}

/** `address` if it is a page of the demo (a path, with its query and anchor), else the home page. */
function pageOfTheDemo(address: string | null): string {
  if (address === null) return '/';
  // Any origin would do: what matters is whether the address keeps it (`//host`, `/\\host`, `javascript:` do not).
  const base = 'http://demo.invalid';
  const url = URL.canParse(address, base) ? new URL(address, base) : null;
  return url?.origin === base && address.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The address that shows `route`. */
export function routeHref(route: Route): string {
  switch (route.name) {
    case 'people':
      return '/people';
    case 'login':
      return route.next === '/' ? '/login' : `/login?${new URLSearchParams({ return_url: route.next })}`;
    case 'controlpanel':
      return encodeURI(`${CONTROL_PANEL}${route.path}`);
    case 'edit':
      return encodeURI(`${route.path}/edit`);
    case 'content':
      return encodeURI(route.path || '/');
  }
}

const ROUTE_CHANGE = 'demo:routechange';

/** What the page shown asks before it is left, while it holds unsaved changes; `null` when nothing would be lost. */
let leavePrompt: string | null = null;
/** The address of the page shown, put back when the editor stays after going back or forward. */
let shownAddress = '';

/**
 * While `prompt` is a message, leaving the page asks first: through the demo's links and its back and forward
 * buttons (`window.confirm`, as react-router's prompt in Volto), and on reload or close (the browser's own prompt).
 */
export function useLeavePrompt(prompt: string | null): void {
  useEffect(() => {
    if (prompt === null) return undefined;
    leavePrompt = prompt;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own text; older ones need a non-empty returnValue to ask at all.
      event.returnValue = prompt;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (leavePrompt === prompt) leavePrompt = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [prompt]);
}

/** True when the page shown may be left: it holds nothing unsaved, or the editor says to leave it all the same. */
function mayLeave(): boolean {
  return leavePrompt === null || window.confirm(leavePrompt);
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/** The current route; re-renders on every navigation (links, back and forward). */
export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    shownAddress = currentAddress();
    const update = () => {
      shownAddress = currentAddress();
      setRoute(currentRoute());
    };
    // The browser has moved in its history already: staying puts the page's own address back on top.
    const popState = () => (mayLeave() ? update() : window.history.pushState(null, '', shownAddress));
    window.addEventListener('popstate', popState);
    window.addEventListener(ROUTE_CHANGE, update);
    document.addEventListener('click', followInApp);
    return () => {
      window.removeEventListener('popstate', popState);
      window.removeEventListener(ROUTE_CHANGE, update);
      document.removeEventListener('click', followInApp);
    };
  }, []);
  return route;
}

function currentRoute(): Route {
  return parseRoute(window.location.pathname, window.location.search);
}

/**
 * Goes to an address of the demo (a new history entry) without reloading the page, once the editor agrees to leave
 * unsaved changes, if any.
 */
export function navigateTo(href: string): void {
  if (!mayLeave()) return;
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(ROUTE_CHANGE));
}

/** Goes to `route` (a new history entry). */
export function navigate(route: Route): void {
  navigateTo(routeHref(route));
}

/**
 * Follows a plain click on a link to another page of the demo in the app, whichever component rendered the link
 * (the add-on's listing renders `<a href>`s); new tabs, downloads, other origins and in-page anchors stay the
 * browser's.
 */
function followInApp(event: MouseEvent): void {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || link.getAttribute('href')?.startsWith('#')) return;
  const sitePath = __DEMO_SITE_PATH__;
  if (url.pathname === sitePath || url.pathname.startsWith(`${sitePath}/`)) return;
  event.preventDefault();
  navigateTo(url.pathname + url.search);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: Route; current?: boolean };

/** A link to a demo route; marks itself `aria-current="page"` when `current`. */
export function Link({ to, current, children, ...props }: LinkProps) {
  return (
    <a href={routeHref(to)} aria-current={current ? 'page' : undefined} {...props}>
      {children}
    </a>
  );
}
