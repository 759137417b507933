// The listing block variation "Social links": each result with its own links from the catalog summary.
import { SocialLinksListing } from '../components/SocialLinksListing';
import type { SocialLinksListingProps } from '../components/SocialLinksListing';
import { sitePath } from '../core/sitePath';
import { activeConfig } from './activeConfig';

/**
 * Volto passes `items`, `isEditMode`, and the block's stored data spread over them, `linkTitle`, `linkHref` and
 * `headlineTag` among it. Only those reach the listing: the block's data is whatever an editor's PATCH stored, and must
 * not become the listing's link component or its registry. Titles are plain links: Volto's router-aware link cannot be
 * imported on the first-load path. A search's results come with their `@id` made site-relative by Volto's reducer, but
 * a listing without criteria shows the page's own `items`, whose `@id` is the backend's address (Volto adds a `url`):
 * each address is made a path of the site here, as Volto's own templates do. A site served under a path (Volto 19's
 * `subpathPrefix`, its router's basename) has that path written before each, as Volto's router-aware links write it.
 */
export function SocialLinksListingTemplate({
  items,
  linkTitle,
  linkHref,
  isEditMode,
  headlineTag,
}: SocialLinksListingProps) {
  const settings = (activeConfig()?.settings ?? {}) as Record<string, unknown>;
  const backends = [settings.internalApiPath, settings.apiPath, settings.publicURL];
  const prefix = typeof settings.subpathPrefix === 'string' ? settings.subpathPrefix.replace(/\/+$/, '') : '';
  const itemHref = (item: Record<string, unknown>) => {
    const path = sitePath(item['@id'], backends);
    return typeof path === 'string' && /^\/(?!\/)/.test(path) ? `${prefix}${path}` : (path as string);
  };
  return (
    <SocialLinksListing
      items={items}
      linkTitle={linkTitle}
      linkHref={linkHref}
      isEditMode={isEditMode === true}
      headlineTag={headlineTag}
      itemHref={itemHref}
    />
  );
}
