// "Share this page": plain links to each network's own share form (no script of theirs, no tracking parameter, no
// cookie), copying the link, and the browser's own share sheet where it has one. Which targets and in which order
// is the caller's (a share block's settings); the addresses are `shareUrl`'s.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { chosenShareTargets, shareableUrl, shareUrl } from '../core/shareTargets';
import type { SharedPage, ShareNetwork } from '../core/shareTargets';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';
import { CopyLinkButton } from './CopyLinkButton';
import { MastodonInstanceForm, MastodonShareItem, useMastodonShare } from './MastodonShare';
import { formatText } from './formatText';
import { messages } from './messages';
import { NetworkIcon } from './NetworkIcon';
import { networkClassName } from '../networks/createNetworkRegistry';
import { ShareIntlProvider } from './ShareIntlProvider';
import { shareMessages } from './shareMessages';
import { shareNetworkName } from './shareNetworkName';
import { WebShareButton } from './WebShareButton';

export interface ShareLinksProps {
  /** The page's public address; nothing is rendered unless it is an absolute http(s) URL. */
  url: unknown;
  /** The page's title, sent along where a network takes a text. */
  title?: unknown;
  /** Target ids in the order to show them (`x`, `mastodon`, `copylink`, `webshare`, ...); all when empty. */
  targets?: unknown;
  networks?: NetworkRegistry;
  /** Icon size in pixels or any CSS length; 24 by default. */
  size?: number | string;
  /** The list's accessible name; "Share this page" by default. */
  label?: string;
  className?: string;
}

/**
 * The share targets as a list of links and buttons, in the language of the intl above it, or `null` when the page
 * has no web address to share.
 */
export function ShareLinks(props: ShareLinksProps) {
  return (
    <ShareIntlProvider>
      <ShareLinkList {...props} />
    </ShareIntlProvider>
  );
}

function ShareLinkList({ url, title, targets, networks, size = 24, label, className }: ShareLinksProps) {
  const intl = useIntl();
  const registry = useNetworkRegistry(networks);
  // One polite live region for the whole list; a new node each time, so the same words are announced again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const page: SharedPage = { url: typeof url === 'string' ? url : '', title: typeof title === 'string' ? title : '' };
  const pageUrl = shareableUrl(page.url);
  const shared = { ...page, url: pageUrl };
  const chosen = chosenShareTargets(targets);
  const mastodon = useMastodonShare(shared, chosen.includes('mastodon'));
  if (!pageUrl) return null;
  const announce = (text: string) => setAnnouncement(({ count }) => ({ text, count: count + 1 }));
  return (
    <div className={['socialmedia-share', className].filter(Boolean).join(' ')}>
      {/* Without bullets, Safari's VoiceOver takes a list for loose items unless its role says list. */}
      <ul
        role="list"
        className="socialmedia-share-links"
        aria-label={label || formatText(intl, shareMessages.shareLabel)}
      >
        {chosen.map((target) => {
          if (target === 'copylink')
            return <CopyLinkButton key={target} url={pageUrl} size={size} networks={registry} announce={announce} />;
          if (target === 'webshare')
            return <WebShareButton key={target} page={shared} size={size} announce={announce} />;
          if (target === 'mastodon')
            return <MastodonShareItem key={target} share={mastodon} size={size} networks={registry} />;
          return <NetworkShareLink key={target} network={target} page={shared} size={size} networks={registry} />;
        })}
      </ul>
      <MastodonInstanceForm share={mastodon} />
      <p className="socialmedia-visually-hidden" role="status" aria-live="polite">
        {announcement.text && <span key={announcement.count}>{announcement.text}</span>}
      </p>
    </div>
  );
}

interface NetworkShareLinkProps {
  network: Exclude<ShareNetwork, 'mastodon'>;
  page: SharedPage;
  size: number | string;
  networks: NetworkRegistry;
}

function NetworkShareLink({ network, page, size, networks }: NetworkShareLinkProps) {
  const intl = useIntl();
  const href = shareUrl(network, page);
  if (!href) return null;
  const name =
    network === 'email'
      ? formatText(intl, shareMessages.shareByEmail)
      : formatText(intl, shareMessages.shareOn, { network: shareNetworkName(network, networks, intl) });
  const external = network !== 'email';
  return (
    <li className={`socialmedia-share-item socialmedia-share-${networkClassName(network)}`}>
      <a
        href={href}
        title={name}
        aria-label={external ? formatText(intl, messages.opensInNewTab, { name }) : name}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <NetworkIcon network={network} size={size} networks={networks} />
      </a>
    </li>
  );
}
