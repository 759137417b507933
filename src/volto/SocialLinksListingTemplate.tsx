// The listing block variation "Social links": each result with its own links from the catalog summary.
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { Link, useHistory } from 'react-router-dom';
import { SocialLinksListing } from '../components/SocialLinksListing';
import type { ItemLinkProps, SocialLinksListingProps } from '../components/SocialLinksListing';
import { resultTarget } from '../core/resultTarget';
import { sitePath } from '../core/sitePath';
import { activeConfig } from './activeConfig';

/**
 * Volto passes `items`, `isEditMode`, and the block's stored data spread over them, `linkTitle`, `linkHref` and
 * `headlineTag` among it. Only those reach the listing: the block's data is whatever an editor's PATCH stored, and must
 * not become the listing's link component or its registry. A search's results come with their `@id` made
 * site-relative by Volto's reducer, but a listing without criteria shows the page's own `items`, whose `@id` is the
 * backend's address (Volto adds a `url`): each address is made a path of the site here, as Volto's own templates do.
 * Inside Volto's router a path of the site is a router link, as in Volto's own templates: the next page is rendered in
 * the browser, where a plain link had the server render the whole page and the browser start the site again. The
 * router writes the path a site is served under (Volto 19's `subpathPrefix`, its basename) before it; without a router
 * (a test, a page outside Volto's app) the link is a plain one, with that path written here. This file is in the
 * lazily loaded listing chunk: the router it imports is Volto's own, which every page has already loaded.
 *
 * As in Volto's templates (UniversalLink), an anonymous visitor goes straight to a Link's target and to a File's
 * download (`downloadableObjects`), a logged-in editor to the object's page; a download is the browser's to fetch, not
 * a page for the router to render.
 */
export function SocialLinksListingTemplate({
  items,
  linkTitle,
  linkHref,
  isEditMode,
  headlineTag,
}: SocialLinksListingProps) {
  const loggedIn = useLoggedIn();
  const settings = voltoSettings();
  const backends = [settings.internalApiPath, settings.apiPath, settings.publicURL];
  const pageHref = (item: Record<string, unknown>) => {
    // Volto's search reducer flattens the site root's address (Plone catalogs it: a search finds it) to ''.
    const path = item['@id'] === '' ? '/' : sitePath(item['@id'], backends);
    return typeof path === 'string' ? path : null;
  };
  const itemHref = (item: Record<string, unknown>) =>
    resultTarget(item, pageHref(item), {
      loggedIn,
      downloadableTypes: settings.downloadableObjects ?? ['File'],
      viewableTypes: settings.viewableInBrowserObjects,
      sitePathOf: (href) => sitePath(href, backends),
    });
  return (
    <SocialLinksListing
      items={items}
      linkTitle={linkTitle}
      linkHref={linkHref}
      isEditMode={isEditMode === true}
      headlineTag={headlineTag}
      itemHref={itemHref}
      // A result's link to one of the site's own pages is a plain link, which the router does not prefix.
      sitePrefix={subpathPrefix(settings)}
      ItemLink={VoltoLink}
    />
  );
}

/** A path of the site (`/team/alice`), not another site's address (`https:`, `//host`). */
function isSitePath(href: unknown): href is string {
  return typeof href === 'string' && /^\/(?!\/)/.test(href);
}

/** Volto's settings, `{}` outside Volto. */
function voltoSettings(): Record<string, unknown> {
  return (activeConfig()?.settings ?? {}) as Record<string, unknown>;
}

/** The path a Volto 19 site is served under (`subpathPrefix`), without its trailing slash; `''` for none. */
function subpathPrefix(settings: Record<string, unknown>): string {
  return typeof settings.subpathPrefix === 'string' ? settings.subpathPrefix.replace(/\/+$/, '') : '';
}

const noSubscription = () => () => {};

/**
 * Whether the visitor is logged in, as Volto's UniversalLink reads it (`userSession.token`), following a login or a
 * logout; not logged in outside Volto's store (a test, a page outside Volto's app).
 */
function useLoggedIn(): boolean {
  const store = useContext(ReactReduxContext)?.store;
  const read = () =>
    Boolean((store?.getState() as { userSession?: { token?: unknown } } | undefined)?.userSession?.token);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}

/**
 * A link as Volto's UniversalLink renders it: a path of the site through Volto's router when there is one; a file's
 * download or display (`@@download`, `@@display-file`) as a plain link under the site's path, which the browser
 * fetches; another site in a new tab (`external`, as Volto marks it), an e-mail address in the same one.
 */
function VoltoLink({ href, children }: ItemLinkProps) {
  const routed = useHistory() !== undefined;
  if (!isSitePath(href)) {
    return /^mailto:/i.test(href) ? (
      <a href={href}>{children}</a>
    ) : (
      <a href={href} className="external" target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const fetched = /\/@@(download|display-file)\//.exec(href);
  if (routed && !fetched) return <Link to={href}>{children}</Link>;
  // The router writes the site's path (its basename) before its own links only.
  const address = `${subpathPrefix(voltoSettings())}${href}`;
  if (fetched?.[1] === 'download') {
    return (
      <a href={address} download>
        {children}
      </a>
    );
  }
  return fetched ? (
    <a href={address} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={address}>{children}</a>
  );
}
