// Sharing on Mastodon, which has no one address: the visitor names their instance once in an inline form, the
// browser remembers it (until the visitor has it forget it, in the same form), and the link then goes to that
// instance's share form. The server (and the browser's first
// render, which must match it) shows the button that opens the form; a remembered instance turns it into the link
// once the page has mounted. The list item and the form are apart, so that the form opens below the row of icons.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { mastodonInstance } from '../core/mastodonInstance';
import { shareUrl } from '../core/shareTargets';
import type { SharedPage } from '../core/shareTargets';
import type { NetworkRegistry } from '../networks/types';
import { addressInputProps } from './addressInputProps';
import { forgetMastodonInstance, readMastodonInstance, rememberMastodonInstance } from './mastodonInstanceStorage';
import { formatText } from './formatText';
import { unlessKept } from './keepEditing';
import { messages } from './messages';
import { NetworkIcon } from './NetworkIcon';
import { shareMessages } from './shareMessages';
import { ShareIconButton } from './ShareIconButton';
import { shareNetworkName } from './shareNetworkName';

/** The Mastodon share's state, shared by its list item and its form. */
export interface MastodonShareState {
  /** The remembered instance, once the page has mounted. */
  instance: string | null;
  /** The share link on that instance, or `null` while none is known. */
  href: string | null;
  /** Whether the form is open. */
  editing: boolean;
  formId: string;
  toggle(): void;
  /** Closes the form: with the saved host name, or `null` when the visitor cancels. */
  close(saved: string | null): void;
  /** Forgets the remembered instance (in this browser too) and closes the form. */
  forget(): void;
  link: RefObject<HTMLAnchorElement>;
  opener: RefObject<HTMLButtonElement>;
}

/**
 * The state of sharing `page` on Mastodon: the remembered instance (read after mount, and only where the list
 * `offered` Mastodon: a block without it leaves the browser's storage alone), the form, the focus.
 */
export function useMastodonShare(page: SharedPage, offered: boolean): MastodonShareState {
  const formId = useId();
  const [instance, setInstance] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Where focus goes after the form closes: the link when an instance was saved, else the button that opened it.
  const [focusAfter, setFocusAfter] = useState<'link' | 'opener' | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => setInstance(offered ? readMastodonInstance() : null), [offered]);
  useEffect(() => {
    if (focusAfter === 'link') link.current?.focus();
    if (focusAfter === 'opener') opener.current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const close = (saved: string | null) => {
    if (saved) setInstance(saved);
    setEditing(false);
    setFocusAfter(saved ? 'link' : 'opener');
  };
  const forget = () => {
    forgetMastodonInstance();
    setInstance(null);
    setEditing(false);
    setFocusAfter('opener');
  };
  const href = instance ? shareUrl('mastodon', page, instance) : null;
  return { instance, href, editing, formId, toggle: () => setEditing(!editing), close, forget, link, opener };
}

export interface MastodonShareItemProps {
  share: MastodonShareState;
  size: number | string;
  networks: NetworkRegistry;
}

/** The Mastodon item of the share list: the link to the visitor's instance, or the button that asks for it. */
export function MastodonShareItem({ share, size, networks }: MastodonShareItemProps) {
  const intl = useIntl();
  const name = formatText(intl, shareMessages.shareOn, { network: shareNetworkName('mastodon', networks, intl) });
  const expands = { 'aria-expanded': share.editing, 'aria-controls': share.editing ? share.formId : undefined };
  return (
    <li className="socialmedia-share-item socialmedia-share-mastodon">
      {share.href ? (
        <>
          <a
            ref={share.link}
            href={share.href}
            title={name}
            aria-label={formatText(intl, messages.opensInNewTab, { name })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <NetworkIcon network="mastodon" size={size} networks={networks} />
          </a>{' '}
          <button
            ref={share.opener}
            type="button"
            className="socialmedia-share-button socialmedia-share-mastodon-change"
            {...expands}
            aria-label={intl.formatMessage(shareMessages.mastodonInstanceChange, { instance: share.instance })}
            onClick={unlessKept(share.toggle)}
          >
            {share.instance}
          </button>
        </>
      ) : (
        <ShareIconButton buttonRef={share.opener} name={name} {...expands} onPress={share.toggle}>
          <NetworkIcon network="mastodon" size={size} networks={networks} />
        </ShareIconButton>
      )}
    </li>
  );
}

/**
 * The form that asks for the instance (Enter submits, Escape cancels), while it is open; with a remembered instance,
 * it also offers to forget it.
 */
export function MastodonInstanceForm({ share }: { share: MastodonShareState }) {
  return share.editing ? (
    <InstanceForm
      id={share.formId}
      initial={share.instance ?? ''}
      onClose={share.close}
      onForget={share.instance ? share.forget : undefined}
    />
  ) : null;
}

interface InstanceFormProps {
  id: string;
  initial: string;
  onClose(saved: string | null): void;
  /** Forgets the remembered instance; absent when none is remembered. */
  onForget?(): void;
}

function InstanceForm({ id, initial, onClose, onForget }: InstanceFormProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  // How many names were refused: each refusal is a new alert, so that a screen reader says it again.
  const [refusals, setRefusals] = useState(0);
  const invalid = refusals > 0;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const host = mastodonInstance(value);
    if (!host) {
      setRefusals((count) => count + 1);
      input.current?.focus();
      return;
    }
    rememberMastodonInstance(host);
    onClose(host);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(null);
    }
  };
  return (
    <form id={id} className="socialmedia-share-mastodon-form" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-instance`}>{intl.formatMessage(shareMessages.mastodonInstance)}</label>{' '}
      <input
        ref={input}
        id={`${id}-instance`}
        {...addressInputProps}
        placeholder="mastodon.social"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={cancelOnEscape}
      />{' '}
      <button type="submit">{intl.formatMessage(shareMessages.mastodonInstanceSave)}</button>{' '}
      <button type="button" onClick={() => onClose(null)}>
        {intl.formatMessage(shareMessages.cancel)}
      </button>
      {onForget && (
        <>
          {' '}
          <button type="button" onClick={onForget}>
            {intl.formatMessage(shareMessages.mastodonInstanceForget)}
          </button>
        </>
      )}
      <p id={`${id}-hint`} className="socialmedia-share-mastodon-hint">
        {intl.formatMessage(shareMessages.mastodonInstanceHint)}
      </p>
      {invalid && (
        <p key={refusals} id={`${id}-error`} className="socialmedia-share-mastodon-error" role="alert">
          {intl.formatMessage(shareMessages.mastodonInstanceInvalid)}
        </p>
      )}
    </form>
  );
}
