// One link in the widget's list: its network, title and address, each editable in place, with its
// problems next to the field they concern, a drag handle, and buttons to move or delete it.
import { memo, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { addressInputProps } from '../components/addressInputProps';
import { NetworkIcon } from '../components/NetworkIcon';
import type { LinkRowProps } from './linkRowProps';
import { FieldMessages } from './FieldMessages';
import { sameLinkRow } from './sameLinkRow';
import { addressWarnings, networkWarnings } from './networkWarnings';
import { useSortableLink } from './LinkSorting';
import type { FieldMessage } from './FieldMessages';
import { wholeFieldPaste } from './leaveAddress';
import { targetErrorText } from './targetMessage';
import { widgetMessages as messages } from './widgetMessages';

export interface SocialLinkRowProps extends LinkRowProps {
  count: number;
  onMove: (from: number, to: number) => void;
}

/** A sortable list item holding one link's fields. */
export const SocialLinkRow = memo(function SocialLinkRow(props: SocialLinkRowProps) {
  const { link, index, count, problems, label, choices, registry, disabled } = props;
  const intl = useIntl();
  const baseId = useId();
  const ids = {
    network: `${baseId}-network`,
    title: `${baseId}-title`,
    url: `${baseId}-url`,
    urlHelp: `${baseId}-url-help`,
  };
  const sortable = useSortableLink(link['@id'], disabled);
  const known = choices.some((choice) => choice.id === link.network);
  const networkMessages: FieldMessage[] = [
    ...(problems.networkMissing
      ? [{ level: 'error' as const, text: intl.formatMessage(messages.networkMissing) }]
      : []),
    ...networkWarnings(link, problems, registry, intl, (network) => {
      props.onChange(index, { network });
      // The button goes with its warning: the keyboard goes to the network it set.
      document.getElementById(ids.network)?.focus();
    }),
  ];
  // The address is checked once the editor leaves the field, not at every keystroke.
  const [typingUrl, setTypingUrl] = useState(false);
  const urlMessages: FieldMessage[] = typingUrl
    ? []
    : [
        ...(problems.target
          ? [{ level: 'error' as const, text: targetErrorText(problems.target, link, registry, intl) }]
          : []),
        ...addressWarnings(link, problems, registry, intl, () => {
          props.onAddressDone(index, link.url);
          // The button goes with its warning: the keyboard goes back to the address it cleaned.
          document.getElementById(ids.url)?.focus();
        }),
      ];
  const leaveUrl = (url: string) => {
    setTypingUrl(false);
    props.onAddressDone(index, url);
  };
  const names = { title: label };

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={`social-links-widget-item${sortable.isDragging ? ' dragging' : ''}`}
      data-link-id={link['@id']}
    >
      <button
        type="button"
        className="ui basic icon button social-links-widget-handle"
        aria-label={intl.formatMessage(messages.dragHandle, names)}
        {...sortable.handleProps}
        disabled={disabled}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <fieldset className="social-links-widget-link" disabled={disabled}>
        <legend>
          <NetworkIcon network={link.network} networks={registry} size={20} />{' '}
          {intl.formatMessage(messages.rowLabel, {
            position: intl.formatNumber(index + 1),
            count: intl.formatNumber(count),
            title: label,
          })}
        </legend>
        {link.repaired ? (
          <FieldMessages messages={[{ level: 'warning', text: intl.formatMessage(messages.repairedLink) }]} />
        ) : null}
        {link.hiddenAsStored ? (
          <FieldMessages messages={[{ level: 'warning', text: intl.formatMessage(messages.hiddenLink) }]} />
        ) : null}
        <div className={`field${problems.networkMissing ? ' error' : ''}`}>
          <label htmlFor={ids.network}>{intl.formatMessage(messages.network)}</label>
          <select
            id={ids.network}
            className="ui selection dropdown"
            value={link.network}
            aria-invalid={problems.networkMissing || undefined}
            aria-describedby={networkMessages.length ? `${ids.network}-messages` : undefined}
            onChange={(event) => props.onChange(index, { network: event.target.value })}
          >
            {link.network === '' ? <option value="">{intl.formatMessage(messages.chooseNetwork)}</option> : null}
            {!known && link.network !== '' ? (
              <option value={link.network}>
                {intl.formatMessage(messages.unknownNetworkOption, { network: link.network })}
              </option>
            ) : null}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          <FieldMessages id={`${ids.network}-messages`} messages={networkMessages} />
        </div>
        <div className="field">
          <label htmlFor={ids.title}>{intl.formatMessage(messages.linkTitle)}</label>
          <div className="ui input">
            <input
              id={ids.title}
              type="text"
              value={link.title}
              onChange={(event) => props.onChange(index, { title: event.target.value })}
            />
          </div>
        </div>
        <div className={`field${problems.target ? ' error' : ''}`}>
          <label htmlFor={ids.url}>{intl.formatMessage(messages.target)}</label>
          <div className="ui input">
            <input
              id={ids.url}
              {...addressInputProps}
              value={link.url}
              placeholder={choices.find((choice) => choice.id === link.network)?.placeholder}
              aria-invalid={urlMessages.some((message) => message.level === 'error') || undefined}
              aria-describedby={`${ids.urlHelp}${urlMessages.length ? ` ${ids.url}-messages` : ''}`}
              onChange={(event) => {
                setTypingUrl(true);
                props.onChange(index, { url: event.target.value });
              }}
              onBlur={(event) => leaveUrl(event.target.value)}
              // Enter submits the form around the row: the address is first left as a blur leaves it (completed and
              // checked), so that the save sends, or marks, what the editor sees.
              onKeyDown={(event) => event.key === 'Enter' && leaveUrl(event.currentTarget.value)}
              onPaste={(event) => {
                const text = wholeFieldPaste(event);
                if (text !== null && props.onAddressPaste(index, text)) event.preventDefault();
              }}
            />
          </div>
          <p id={ids.urlHelp} className="help">
            {intl.formatMessage(messages.targetHelp)}
          </p>
          <FieldMessages id={`${ids.url}-messages`} messages={urlMessages} />
        </div>
        <div className="social-links-widget-actions">
          <button
            type="button"
            className="ui basic small button"
            data-action="move-up"
            aria-label={intl.formatMessage(messages.moveUpLabel, names)}
            disabled={index === 0}
            onClick={() => props.onMove(index, index - 1)}
          >
            {intl.formatMessage(messages.moveUp)}
          </button>
          <button
            type="button"
            className="ui basic small button"
            data-action="move-down"
            aria-label={intl.formatMessage(messages.moveDownLabel, names)}
            disabled={index === count - 1}
            onClick={() => props.onMove(index, index + 1)}
          >
            {intl.formatMessage(messages.moveDown)}
          </button>
          <button
            type="button"
            className="ui basic red small button"
            aria-label={intl.formatMessage(messages.removeLabel, names)}
            onClick={() => props.onDelete(index)}
          >
            {intl.formatMessage(messages.remove)}
          </button>
        </div>
      </fieldset>
    </li>
  );
}, sameRow);

/** Rows are read afresh from every new value; compare what they show, not object identity. */
function sameRow(a: SocialLinkRowProps, b: SocialLinkRowProps): boolean {
  return a.count === b.count && a.onMove === b.onMove && sameLinkRow(a, b);
}
