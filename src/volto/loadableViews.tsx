// The Follow Us block's view and the listing variation's template, in a chunk of their own that a page loads only
// when it shows one of them; the Share block's view in another. Through `@loadable/component`, which Volto ships:
// its Babel config marks the import and its server renders it, so the server's HTML holds the links and names the
// chunk to load. One loadable for both Follow Us and the listing: each loadable and each chunk adds to every page's
// first load.
import loadable from '@loadable/component';
import type { FollowUsBlockViewProps } from '../components/FollowUsBlockView';
import type { SocialLinksListingProps } from '../components/SocialLinksListing';
import type { ShareBlockVoltoViewProps } from './ShareBlockVoltoView';
import { ViewLoadBoundary } from './ViewLoadBoundary';

type ViewName = 'FollowUsBlockVoltoView' | 'SocialLinksListingTemplate';

/**
 * The Follow Us and listing views' loadable; its `load()` also serves Volto's History, which draws blocks only with
 * views already loaded (installNavRootFallback).
 */
export const LoadableView = loadable(() => import('./blockViews'), {
  resolveComponent: (views, props: { view: ViewName }) => views[props.view] as never,
});

/** The Follow Us block's view as Volto registers it; its code arrives with the first page that shows the block. */
export function FollowUsBlockViewLoader(props: FollowUsBlockViewProps) {
  return (
    <ViewLoadBoundary>
      <LoadableView {...props} view="FollowUsBlockVoltoView" />
    </ViewLoadBoundary>
  );
}

/** The "Social links" listing template as Volto registers it; its code arrives with the first listing using it. */
export function SocialLinksListingTemplateLoader(props: SocialLinksListingProps) {
  return (
    <ViewLoadBoundary>
      <LoadableView {...props} view="SocialLinksListingTemplate" />
    </ViewLoadBoundary>
  );
}

/**
 * The Share block's view as Volto registers it: a loadable and a chunk of its own (a second loadable costs every
 * page's first load a little, but then a page with the Follow Us block loads no share code, and one with the share
 * block no Follow Us code: the loadable Babel plugin allows one `import()` per loadable). Its chunk's name, which
 * loadable needs and webpack's runtime lists for every page, is short.
 */
export const LoadableShareView = loadable(() => import(/* webpackChunkName: "sm-share" */ './ShareBlockVoltoView'));

/** The Share block's view, shown without the block when its chunk cannot load (see ViewLoadBoundary). */
export function ShareBlockViewLoader(props: ShareBlockVoltoViewProps) {
  return (
    <ViewLoadBoundary>
      <LoadableShareView {...props} />
    </ViewLoadBoundary>
  );
}
