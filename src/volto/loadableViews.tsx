// The Follow Us block's view and the listing variation's template, each in a chunk of its own that a page loads
// only when it shows them. Through `@loadable/component`, which Volto ships: its Babel config marks these
// imports and its server renders them, so the server's HTML holds the links and names the chunks to load.
import loadable from '@loadable/component';
import type { FollowUsBlockViewProps } from '../components/FollowUsBlockView';
import type { SocialLinksListingProps } from '../components/SocialLinksListing';

const LoadableFollowUsBlockView = loadable(() => import('./FollowUsBlockVoltoView'), {
  resolveComponent: (module) => module.FollowUsBlockVoltoView,
});

const LoadableSocialLinksListingTemplate = loadable(() => import('./SocialLinksListingTemplate'), {
  resolveComponent: (module) => module.SocialLinksListingTemplate,
});

/** The Follow Us block's view as Volto registers it; its code arrives with the first page that shows the block. */
export function FollowUsBlockViewLoader(props: FollowUsBlockViewProps) {
  return <LoadableFollowUsBlockView {...props} />;
}

/** The "Social links" listing template as Volto registers it; its code arrives with the first listing using it. */
export function SocialLinksListingTemplateLoader(props: SocialLinksListingProps) {
  return <LoadableSocialLinksListingTemplate {...props} />;
}
