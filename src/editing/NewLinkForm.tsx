// The widget's "Add a link" part: a network picker showing each network's icon and name, a title that
// starts as the network's name, and the address. It adds nothing until the network and address are valid.
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { addressInputProps } from '../components/addressInputProps';
import type { NetworkRegistry } from '../networks/types';
import { NetworkPicker } from './NetworkPicker';
import { FieldMessages } from './FieldMessages';
import type { FieldMessage } from './FieldMessages';
import { addressForNetwork, leaveAddress, wholeFieldPaste } from './leaveAddress';
import type { AddressDone } from './leaveAddress';
import { targetProblem } from './linkProblems';
import { titleAfterNetworkChange } from './networkChoices';
import type { NetworkChoice } from './networkChoices';
import { targetErrorText } from './targetMessage';
import { widgetMessages as messages } from './widgetMessages';

export interface NewLinkFormProps {
  choices: NetworkChoice[];
  registry: NetworkRegistry;
  /** Networks that already have a link, to warn before a second one. */
  usedNetworks: ReadonlySet<string>;
  disabled: boolean;
  onAdd: (link: { network: string; title: string; url: string }) => void;
  /** Told what leaving the address (or picking a network for a handle typed first) changed, to say so. */
  onAddressDone?: (done: AddressDone) => void;
  /** A paste over the whole address: several addresses become links of their own; `true` if taken. */
  onAddressesPaste?: (text: string) => boolean;
  /** Told whether a link is filled in here but not added yet, so that the form around does not lose it. */
  onDraftChange?: (draft: boolean) => void;
}

/** The form part that adds one link (a `div`, since the widget usually sits inside the content form). */
export const NewLinkForm = memo(function NewLinkForm({
  choices,
  registry,
  usedNetworks,
  disabled,
  onAdd,
  onAddressDone,
  onAddressesPaste,
  onDraftChange,
}: NewLinkFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const [network, setNetwork] = useState('');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [attempted, setAttempted] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const choice = choices.find((c) => c.id === network);
  const draft = network !== '' || title.trim() !== '' || url.trim() !== '';
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);

  const pickNetwork = (id: string, fromAddress = false) => {
    const previous = choices.find((c) => c.id === network);
    const picked = choices.find((c) => c.id === id);
    setTitle(titleAfterNetworkChange(title, previous?.name, picked?.name ?? ''));
    setNetwork(id);
    // A handle typed before its network is completed by the network the editor picks for it.
    const done = fromAddress ? null : addressForNetwork(url, id, choices);
    if (done !== null) {
      setUrl(done.address);
      onAddressDone?.(done);
    }
  };
  // The picker re-renders only when its own props change, not at every keystroke in the fields below it.
  const latestPick = useRef(pickNetwork);
  latestPick.current = pickNetwork;
  const onPick = useCallback((id: string) => latestPick.current(id), []);

  const urlProblem = targetProblem(url);
  const missing = attempted && network === '';
  const duplicate = choice && usedNetworks.has(network) ? choice.name : null;
  const networkMessages = useMemo(() => {
    const list: FieldMessage[] = [];
    if (missing) list.push({ level: 'error', text: intl.formatMessage(messages.networkMissing) });
    if (duplicate)
      list.push({ level: 'warning', text: intl.formatMessage(messages.duplicateNetworkNew, { network: duplicate }) });
    return list;
  }, [missing, duplicate, intl]);
  const urlMessages: FieldMessage[] =
    attempted && urlProblem
      ? [{ level: 'error', text: targetErrorText(urlProblem, { network, url }, registry, intl) }]
      : [];

  /**
   * What leaving the address makes of it (`leaveAddress`), shown in the form and said; returns the address and the
   * network the form holds then (the state changes only at the next render).
   */
  const leaveUrl = () => {
    const done = leaveAddress(url, network, registry, choices);
    if (done.address !== url) setUrl(done.address);
    if (done.network !== null) pickNetwork(done.network, true);
    if (done.completed || done.removed.length > 0 || done.network !== null) onAddressDone?.(done);
    return { url: done.address, network: done.network ?? network };
  };

  // Enter adds from the address field before it is left: the address is taken as leaving the field makes it.
  const add = () => {
    const left = leaveUrl();
    setAttempted(true);
    if (left.network === '') {
      firstRadio.current?.focus();
      return;
    }
    if (targetProblem(left.url)) {
      urlInput.current?.focus();
      return;
    }
    const name = choices.find((c) => c.id === left.network)?.name ?? left.network;
    onAdd({ network: left.network, title: title.trim() === '' ? name : title, url: left.url });
    setNetwork('');
    setTitle('');
    setUrl('');
    setAttempted(false);
  };
  // Enter adds the link instead of submitting the content form around the widget.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="social-links-widget-new" role="group" aria-labelledby={`${baseId}-heading`}>
      <p id={`${baseId}-heading`} className="social-links-widget-new-heading">
        <strong>{intl.formatMessage(messages.addHeading)}</strong>
      </p>
      <NetworkPicker
        choices={choices}
        registry={registry}
        value={network}
        name={`${baseId}-network`}
        invalid={attempted && network === ''}
        disabled={disabled}
        messages={networkMessages}
        firstRadio={firstRadio}
        onPick={onPick}
      />
      <div className="field">
        <label htmlFor={`${baseId}-title`}>{intl.formatMessage(messages.linkTitle)}</label>
        <div className="ui input">
          <input
            id={`${baseId}-title`}
            type="text"
            value={title}
            disabled={disabled}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
      </div>
      <div className={`field${urlMessages.length ? ' error' : ''}`}>
        <label htmlFor={`${baseId}-url`}>{intl.formatMessage(messages.target)}</label>
        <div className="ui input">
          <input
            ref={urlInput}
            id={`${baseId}-url`}
            {...addressInputProps}
            value={url}
            disabled={disabled}
            placeholder={choice?.placeholder ?? 'https://'}
            aria-invalid={urlMessages.length ? true : undefined}
            aria-describedby={`${baseId}-url-help${urlMessages.length ? ` ${baseId}-url-messages` : ''}`}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={addOnEnter}
            onPaste={(event) => {
              const text = wholeFieldPaste(event);
              if (text !== null && onAddressesPaste?.(text)) event.preventDefault();
            }}
            onBlur={leaveUrl}
          />
        </div>
        <p id={`${baseId}-url-help`} className="help">
          {intl.formatMessage(messages.targetHelp)}
        </p>
        <FieldMessages id={`${baseId}-url-messages`} messages={urlMessages} />
      </div>
      <button type="button" className="ui primary button" disabled={disabled} onClick={add}>
        {intl.formatMessage(messages.addLink)}
      </button>
    </div>
  );
});
