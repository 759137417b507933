// The listing block variation "Social links": each result with its own links from the catalog summary.
import { SocialLinksListing } from '../components/SocialLinksListing';
import type { SocialLinksListingProps } from '../components/SocialLinksListing';

/**
 * Volto passes `items` (summaries whose `@id` its reducer already made site-relative), `isEditMode`, and the
 * block's stored data spread over them, `linkTitle` and `linkHref` among it. Only those reach the listing: the
 * block's data is whatever an editor's PATCH stored, and must not become the listing's link component, its addresses
 * or its registry. Titles are plain links: Volto's router-aware link cannot be imported on the first-load path.
 */
export function SocialLinksListingTemplate({ items, linkTitle, linkHref, isEditMode }: SocialLinksListingProps) {
  return (
    <SocialLinksListing items={items} linkTitle={linkTitle} linkHref={linkHref} isEditMode={isEditMode === true} />
  );
}
