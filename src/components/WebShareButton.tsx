// The browser's own share sheet (the Web Share API), where the browser has one. Shown only once the page has
// mounted: the server cannot know, and the first render in the browser must match the server's HTML.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SharedPage } from '../core/shareTargets';
import { webShareNetwork } from '../networks/webShareNetwork';
import { NetworkIcon } from './NetworkIcon';
import { shareMessages } from './shareMessages';

export interface WebShareButtonProps {
  page: SharedPage;
  size: number | string;
}

/** The "Share with an app" item of the share list, or nothing where `navigator.share` is missing. */
export function WebShareButton({ page, size }: WebShareButtonProps) {
  const intl = useIntl();
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  if (!supported) return null;
  const name = intl.formatMessage(shareMessages.webShare);
  const share = () => {
    const data = page.title ? { title: page.title, url: page.url } : { url: page.url };
    // Closing the sheet rejects with an AbortError: nothing to tell the visitor.
    try {
      navigator.share(data).catch(() => undefined);
    } catch {
      // A browser that refuses the data outright: the other share links remain.
    }
  };
  return (
    <li className="socialmedia-share-item socialmedia-share-webshare">
      <button type="button" title={name} aria-label={name} className="socialmedia-share-button" onClick={share}>
        <NetworkIcon network={webShareNetwork} size={size} />
      </button>
    </li>
  );
}
