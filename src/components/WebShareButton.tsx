// The browser's own share sheet (the Web Share API), where the browser has one. Shown only once the page has
// mounted: the server cannot know, and the first render in the browser must match the server's HTML. A sheet the
// visitor closes is no error; one the browser cannot open is said in the share list's live region.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SharedPage } from '../core/shareTargets';
import { webShareNetwork } from '../networks/webShareNetwork';
import { NetworkIcon } from './NetworkIcon';
import { ShareIconButton } from './ShareIconButton';
import { shareMessages } from './shareMessages';

export interface WebShareButtonProps {
  page: SharedPage;
  size: number | string;
  /** Says `text` in the share list's polite live region. */
  announce(text: string): void;
}

/** The "Share with an app" item of the share list, or nothing where `navigator.share` is missing. */
export function WebShareButton({ page, size, announce }: WebShareButtonProps) {
  const intl = useIntl();
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  if (!supported) return null;
  const name = intl.formatMessage(shareMessages.webShare);
  const share = () => {
    const data = page.title ? { title: page.title, url: page.url } : { url: page.url };
    const failed = (error: unknown) => {
      // Closing the sheet rejects with an AbortError: nothing to tell the visitor.
      if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return;
      announce(intl.formatMessage(shareMessages.webShareFailed));
    };
    try {
      navigator.share(data).catch(failed);
    } catch (error) {
      // A browser that refuses the data outright.
      failed(error);
    }
  };
  return (
    <li className="socialmedia-share-item socialmedia-share-webshare">
      <ShareIconButton name={name} onPress={share}>
        <NetworkIcon network={webShareNetwork} size={size} />
      </ShareIconButton>
    </li>
  );
}
