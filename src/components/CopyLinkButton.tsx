// Copies the page's address with the Clipboard API and says so in the share list's live region; where the browser
// has no Clipboard API (a page served over plain http, an old browser) or refuses it, the document's copy command
// copies it on the same click, and the address is shown selected in a read-only field, for the visitor to see what
// was copied, or to copy it themselves where nothing could be.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NetworkRegistry } from '../networks/types';
import { formatText } from './formatText';
import { NetworkIcon } from './NetworkIcon';
import { ShareIconButton } from './ShareIconButton';
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
    const copied = copyWithCommand(url);
    if (showField) field.current?.select();
    setShowField(true);
    announce(intl.formatMessage(copied ? shareMessages.linkCopied : shareMessages.copyFallback));
  };
  return (
    <li className="socialmedia-share-item socialmedia-share-copylink">
      <ShareIconButton name={name} onPress={() => void copy()}>
        {/* The registry's generic link icon: a link is what is copied. */}
        <NetworkIcon network={networks.fallback} size={size} networks={networks} />
      </ShareIconButton>
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

/**
 * Copies `text` with the document's copy command, which browsers run on a visitor's click on an insecure page too
 * (where `navigator.clipboard` is missing): the command's `copy` event carries the text. Whether the text reached
 * the clipboard; `false` where the command is missing, refused or throws.
 */
function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  let written = false;
  const write = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    written = true;
  };
  document.addEventListener('copy', write);
  try {
    return document.execCommand('copy') && written;
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', write);
  }
}
