// Copies the page's address with the Clipboard API and says so in the share list's live region; where the browser
// has no clipboard access (an insecure page, an old browser, a refusal), it shows the address selected in a
// read-only field instead, for the visitor to copy themselves.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NetworkRegistry } from '../networks/types';
import { formatText } from './formatText';
import { NetworkIcon } from './NetworkIcon';
import { shareMessages } from './shareMessages';

export interface CopyLinkButtonProps {
  url: string;
  size: number | string;
  networks: NetworkRegistry;
  /** Says `text` in the share list's polite live region. */
  announce(text: string): void;
}

/** The "Copy link" item of the share list: a button, and the selected address when copying is not possible. */
export function CopyLinkButton({ url, size, networks, announce }: CopyLinkButtonProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [showField, setShowField] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (showField) field.current?.select();
  }, [showField]);
  const name = formatText(intl, shareMessages.copyLink);
  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      try {
        await clipboard.writeText(url);
        setShowField(false);
        announce(intl.formatMessage(shareMessages.linkCopied));
        return;
      } catch {
        // Refused (no permission, the page not focused): the visitor copies it themselves.
      }
    }
    if (showField) field.current?.select();
    setShowField(true);
    announce(intl.formatMessage(shareMessages.copyFallback));
  };
  return (
    <li className="socialmedia-share-item socialmedia-share-copylink">
      <button
        type="button"
        title={name}
        aria-label={name}
        className="socialmedia-share-button"
        onClick={() => void copy()}
      >
        {/* The registry's generic link icon: a link is what is copied. */}
        <NetworkIcon network={networks.fallback} size={size} networks={networks} />
      </button>
      {showField && (
        <span className="socialmedia-share-copy-field">
          <label htmlFor={fieldId}>{intl.formatMessage(shareMessages.pageLink)}</label>{' '}
          <input
            id={fieldId}
            ref={field}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
    </li>
  );
}
