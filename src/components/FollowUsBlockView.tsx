// The Follow Us block: a headline and the site's links, optionally only some networks in the editor's order. It also
// shows a Follow Us block that @plonegovbr/volto-social-media stored (see followUsBlockData.ts).
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { visibleLinks } from '../core/linkTarget';
import type { NetworkRegistry } from '../networks/types';
import { useSiteSocialLinks } from '../store/hooks';
import { readFollowUsBlock } from './followUsBlockData';
import type { FollowUsBlockData } from './followUsBlockData';
import { followUsMessages } from './followUsMessages';
import { keepEditing } from './keepEditing';
import { orderByNetworks } from './orderByNetworks';
import { SocialLinks } from './SocialLinks';

export type { FollowUsBlockData } from './followUsBlockData';

export interface FollowUsBlockViewProps {
  data?: FollowUsBlockData | null;
  /** In the editor, an empty block says why it is empty instead of disappearing. */
  isEditMode?: boolean;
  /** The links to show instead of the store's site links. */
  links?: unknown;
  networks?: NetworkRegistry;
  size?: number | string;
  className?: string;
  /** Volto's StyleWrapper: the CSS custom properties among the block's styles. */
  style?: CSSProperties;
  [blockProp: string]: unknown;
}

/** The block, or nothing outside the editor when there is no link to show. */
export function FollowUsBlockView(props: FollowUsBlockViewProps) {
  return props.links !== undefined ? <FollowUs {...props} links={props.links} /> : <FollowUsFromStore {...props} />;
}

function FollowUsFromStore(props: FollowUsBlockViewProps) {
  const links = useSiteSocialLinks();
  return <FollowUs {...props} links={links} />;
}

function FollowUs({ data, isEditMode = false, links, networks, size, className, style }: FollowUsBlockViewProps) {
  const intl = useIntl();
  const { headline, networks: chosen, animate, align } = readFollowUsBlock(data);
  const shown = orderByNetworks(links, chosen);
  const hasLinks = visibleLinks(shown).length > 0;
  if (!hasLinks && !isEditMode) return null;
  return (
    <div
      className={['block', 'socialmedia-follow-us', align !== 'left' && `socialmedia-follow-us-${align}`, className]
        .filter(Boolean)
        .join(' ')}
      style={style}
      onClickCapture={isEditMode ? keepEditing : undefined}
    >
      {headline && <h2 className="socialmedia-follow-us-headline">{headline}</h2>}
      {hasLinks ? (
        <SocialLinks
          links={shown}
          networks={networks}
          size={size}
          label={headline || undefined}
          className={animate ? 'socialmedia-links-animate' : undefined}
        />
      ) : (
        <p className="socialmedia-follow-us-empty">
          {/* The site may have links, none of the networks the editor chose: say which of the two it is. */}
          {intl.formatMessage(
            chosen.length > 0 && visibleLinks(links).length > 0
              ? followUsMessages.followUsNoneChosen
              : followUsMessages.followUsEmpty,
          )}
        </p>
      )}
    </div>
  );
}
