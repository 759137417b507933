// The Follow Us and Share blocks' views as their edit forms show them. Each comes through import() of the view's own
// chunk, the one pages showing the block load (the chunk names are the loadables' in loadableViews.tsx, so webpack
// copies no view code into the edit chunks), as a lazy part: when the chunk cannot load, the block says so in the
// editor with a button that asks for it again, where the first-load loader, a visitor's, shows nothing.
import type { FollowUsBlockViewProps } from '../../components/FollowUsBlockView';
import type { ShareBlockVoltoViewProps } from '../ShareBlockVoltoView';
import { blockViewMessages } from './blockViewMessages';
import { lazyEditorPart } from './lazyEditorPart';

/** The Follow Us block's view in its edit form. */
export const FollowUsViewInEditor = lazyEditorPart<FollowUsBlockViewProps>(
  () =>
    import(/* webpackChunkName: "blockViews" */ '../blockViews').then((views) => ({
      default: views.FollowUsBlockVoltoView,
    })),
  blockViewMessages.viewLoadFailed,
);

/** The Share block's view in its edit form. */
export const ShareViewInEditor = lazyEditorPart<ShareBlockVoltoViewProps>(
  () => import(/* webpackChunkName: "sm-share" */ '../ShareBlockVoltoView'),
  blockViewMessages.viewLoadFailed,
);
