// The Share block's view in Volto: the components' block view, sharing the page's public URL (Volto's
// `settings.publicURL` and the content's path, as Volto's canonical link) and its title. Its own chunk, loaded only
// by pages that show the block (through loadableViews.tsx).
import type { CSSProperties } from 'react';
import { ShareBlockView } from '../components/ShareBlockView';
import type { ShareBlockData } from '../components/ShareBlockView';
import { voltoSharedPageUrl } from './voltoSharedPageUrl';

/** The props Volto's block renderer passes (the ones used here). */
export interface ShareBlockVoltoViewProps {
  data?: ShareBlockData | null;
  /** The page's content, as Volto's `RenderBlocks` passes it; inside a container block, the container's data. */
  properties?: Record<string, unknown> | null;
  /** The page's content inside a container block (Grid), whose blocks get the container as `properties`. */
  metadata?: Record<string, unknown> | null;
  /** In the editor (the block's edit component says so), a click on a share button selects the block. */
  isEditMode?: boolean;
  /** Volto's StyleWrapper: the class names of the block's styles (`contained` inside a Grid, a theme's). */
  className?: string;
  /** Volto's StyleWrapper: the CSS custom properties among the block's styles. */
  style?: CSSProperties;
  [voltoProp: string]: unknown;
}

/**
 * Volto's block view contract: `data` is the block, `metadata || properties` the page (as Volto's own blocks read
 * it). The default export, for the loadable.
 */
export default function ShareBlockVoltoView(props: ShareBlockVoltoViewProps) {
  const { data, properties, metadata, isEditMode, className, style } = props;
  const page = metadata || properties;
  return (
    <ShareBlockView
      data={data}
      url={voltoSharedPageUrl(page)}
      title={page?.title}
      isEditMode={isEditMode}
      className={className}
      style={style}
    />
  );
}
