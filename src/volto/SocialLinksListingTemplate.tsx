// The listing block variation "Social links": each result with its own links from the catalog summary.
import { Link, useHistory } from 'react-router-dom';
import { SocialLinksListing } from '../components/SocialLinksListing';
import type { ItemLinkProps, SocialLinksListingProps } from '../components/SocialLinksListing';
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
 */
export function SocialLinksListingTemplate({
  items,
  linkTitle,
  linkHref,
  isEditMode,
  headlineTag,
}: SocialLinksListingProps) {
  const routed = useHistory() !== undefined;
  const settings = (activeConfig()?.settings ?? {}) as Record<string, unknown>;
  const backends = [settings.internalApiPath, settings.apiPath, settings.publicURL];
  const prefix =
    typeof settings.subpathPrefix === 'string' && !routed ? settings.subpathPrefix.replace(/\/+$/, '') : '';
  const itemHref = (item: Record<string, unknown>) => {
    // Volto's search reducer flattens the site root's address (Plone catalogs it: a search finds it) to ''.
    const path = item['@id'] === '' ? '/' : sitePath(item['@id'], backends);
    return isSitePath(path) ? `${prefix}${path}` : (path as string);
  };
  return (
    <SocialLinksListing
      items={items}
      linkTitle={linkTitle}
      linkHref={linkHref}
      isEditMode={isEditMode === true}
      headlineTag={headlineTag}
      itemHref={itemHref}
      ItemLink={routed ? RouterLink : undefined}
    />
  );
}

/** A path of the site (`/team/alice`), not another site's address (`https:`, `//host`). */
function isSitePath(href: unknown): href is string {
  return typeof href === 'string' && /^\/(?!\/)/.test(href);
}

/** A path of the site through Volto's router; any other address as a plain link. */
function RouterLink({ href, children }: ItemLinkProps) {
  return isSitePath(href) ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}
