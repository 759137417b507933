// The Share block: an optional headline and the page's share links, the targets and their order as the editor
// chose them (all, in the default order, when none is chosen), aligned and animated as the editor asked.
import type { CSSProperties } from 'react';
import type { NetworkRegistry } from '../networks/types';
import { readAlignment } from './blockStyling';
import { keepEditing } from './keepEditing';
import type { OrderedNetworksBlockData } from './orderedNetworksSchema';
import { ShareLinks } from './ShareLinks';

/** What the block stores (see `shareBlockSchema`): its `networks` are share targets (`x`, `copylink`, ...). */
export type ShareBlockData = OrderedNetworksBlockData;

export interface ShareBlockViewProps {
  data?: ShareBlockData | null;
  /** The page's public address (see `sharedPageUrl`). */
  url: unknown;
  /** The page's title. */
  title?: unknown;
  /** In the editor, a click on a link or button selects the block instead of sharing. */
  isEditMode?: boolean;
  networks?: NetworkRegistry;
  size?: number | string;
  className?: string;
  /** Volto's StyleWrapper: the CSS custom properties among the block's styles. */
  style?: CSSProperties;
  [blockProp: string]: unknown;
}

/** The block, or nothing when the page has no web address to share. */
export function ShareBlockView(props: ShareBlockViewProps) {
  const { data, url, title, isEditMode, networks, size, className, style } = props;
  const headline = typeof data?.headline === 'string' ? data.headline.trim() : '';
  const align = readAlignment(data?.styles);
  const classes = [
    'block',
    'socialmedia-share-block',
    align !== 'left' && `socialmedia-share-block-${align}`,
    className,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={style}
      onClickCapture={isEditMode ? keepEditing : undefined}
    >
      {headline && <h2 className="socialmedia-share-headline">{headline}</h2>}
      <ShareLinks
        className={data?.animate === true ? 'socialmedia-links-animate' : undefined}
        url={url}
        title={title}
        targets={data?.networks}
        networks={networks}
        size={size}
        label={headline || undefined}
      />
    </div>
  );
}
