// The listing block variation "Social links": each result with its own links from the catalog summary.
import { SocialLinksListing } from '../components/SocialLinksListing';
import type { SocialLinksListingProps } from '../components/SocialLinksListing';

/**
 * Volto passes `items` (summaries whose `@id` its reducer already made site-relative), `linkTitle`, `linkHref`
 * and `isEditMode`. Titles are plain links: Volto's router-aware link cannot be imported on the first-load path.
 */
export function SocialLinksListingTemplate(props: SocialLinksListingProps) {
  return <SocialLinksListing {...props} />;
}
