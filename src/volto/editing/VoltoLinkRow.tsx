// One link in the Volto skin of the widget: a compact line (drag handle, the network's icon and the link's title,
// delete) that opens to edit, as the rows of Volto's ObjectListWidget do. The fields are Volto's own widgets:
// a searchable SelectWidget of the networks with their icons, and TextWidgets for the title and the address.
import { memo, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Icon from '@plone/volto/components/theme/Icon/Icon';
import SelectWidget from '@plone/volto/components/manage/Widgets/SelectWidget';
import TextWidget from '@plone/volto/components/manage/Widgets/TextWidget';
import alertSVG from '@plone/volto/icons/alert.svg';
import deleteSVG from '@plone/volto/icons/delete.svg';
import downSVG from '@plone/volto/icons/down-key.svg';
import dragSVG from '@plone/volto/icons/drag.svg';
import upSVG from '@plone/volto/icons/up-key.svg';
import { NetworkIcon } from '../../components/NetworkIcon';
import { FieldMessages } from '../../editing/FieldMessages';
import { useSortableLink } from '../../editing/LinkSorting';
import type { LinkRowProps } from '../../editing/linkRowProps';
import { addressWarnings, networkWarnings } from '../../editing/networkWarnings';
import { sameLinkRow } from '../../editing/sameLinkRow';
import { wholeFieldPaste } from '../../editing/leaveAddress';
import { targetErrorText } from '../../editing/targetMessage';
import { LINK_HANDLE_CLASS } from '../../editing/useSocialLinksEditor';
import { widgetMessages as messages } from '../../editing/widgetMessages';
import { NetworkOption } from './NetworkOption';

export interface VoltoLinkRowProps extends LinkRowProps {
  /** The widget's field id; the row's fields are named after it and the row's position. */
  fieldId: string;
  fieldSet: string;
  open: boolean;
  onToggle: (linkId: string) => void;
}

/** A sortable list item; its fields render only while it is open. */
export const VoltoLinkRow = memo(function VoltoLinkRow(props: VoltoLinkRowProps) {
  const { fieldId, fieldSet, link, index, problems, label, choices, registry, disabled, open } = props;
  const intl = useIntl();
  const sortable = useSortableLink(link['@id'], disabled);
  const rowId = `${fieldId}-${index}`;
  const contentId = `${rowId}-content`;
  const names = { title: label };
  const known = choices.some((choice) => choice.id === link.network);
  const selectChoices = useMemo(() => {
    const list = choices.map((choice) => [choice.id, choice.name]);
    if (!known && link.network !== '') {
      list.unshift([link.network, intl.formatMessage(messages.unknownNetworkOption, { network: link.network })]);
    }
    return list;
  }, [choices, known, link.network, intl]);

  const warnings = networkWarnings(link, problems, registry, intl, (network) => {
    props.onChange(index, { network });
    // The button goes with its warning: the keyboard goes to the chooser's input (react-select's, in Volto).
    const chooser = document.getElementById(`field-${rowId}-network`);
    ((chooser && chooser.querySelector('input')) || chooser)?.focus();
  });
  // The address's warning waits until the editor leaves the field (every profile's address starts as the home page).
  const [typingUrl, setTypingUrl] = useState(false);
  const urlWarnings = typingUrl
    ? []
    : addressWarnings(link, problems, registry, intl, () => {
        props.onAddressDone(index, link.url);
        // The button goes with its warning: the keyboard goes back to the address it cleaned.
        document.getElementById(`field-${rowId}-url`)?.focus();
      });
  const leaveUrl = (url: string) => {
    setTypingUrl(false);
    props.onAddressDone(index, url);
  };
  // Volto's TextWidget passes none of these to its input: an address reads left to right on a right-to-left page too,
  // where `https://` would read `//:https`, and a phone shows its keyboard for addresses and leaves the address as
  // typed, where it would capitalise its first letter (`Bsky.app/…`) and correct it as prose.
  useEffect(() => {
    const address = open ? document.getElementById(`field-${rowId}-url`) : null;
    if (!address) return;
    for (const [name, value] of Object.entries(ADDRESS_INPUT)) address.setAttribute(name, value);
  }, [open, rowId]);
  const networkErrors = problems.networkMissing ? [intl.formatMessage(messages.networkMissing)] : [];
  const urlErrors = problems.target ? [targetErrorText(problems.target, link, registry, intl)] : [];
  const blocking = networkErrors.length + urlErrors.length > 0;
  // A closed row says that it holds warnings (a row with an error is open): the editor need not open each one to know.
  const warningCount = open ? 0 : warnings.length + urlWarnings.length + (link.repaired ? 1 : 0);

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={`social-links-volto-row${sortable.isDragging ? ' dragging' : ''}`}
      data-link-id={link['@id']}
    >
      <div className="ui fluid styled accordion">
        <div className={`title social-links-volto-row-title${open ? ' active' : ''}${blocking ? ' error' : ''}`}>
          <button
            type="button"
            className={`drag handle ${LINK_HANDLE_CLASS}`}
            aria-label={intl.formatMessage(messages.dragHandle, names)}
            {...sortable.handleProps}
            disabled={disabled}
          >
            <Icon name={dragSVG} size="18px" />
          </button>
          <button
            type="button"
            className="accordion-title-wrapper social-links-volto-toggle"
            style={toggleStyle}
            aria-expanded={open}
            aria-controls={open ? contentId : undefined}
            onClick={() => props.onToggle(link['@id'])}
          >
            <NetworkIcon network={link.network} networks={registry} size={18} />
            <span className="social-links-volto-row-label" style={labelStyle}>
              {label}
            </span>
            {warningCount > 0 ? (
              <span className="social-links-volto-row-warnings" style={rowWarningsStyle}>
                <Icon name={alertSVG} size="18px" color={WARNING_COLOR} />
                <span className="socialmedia-visually-hidden">
                  {' '}
                  {intl.formatMessage(messages.rowWarnings, { count: warningCount })}
                </span>
              </span>
            ) : null}
            <Icon name={open ? upSVG : downSVG} size="20px" style={warningCount > 0 ? besideStyle : chevronStyle} />
          </button>
          <div className="accordion-tools">
            <button
              type="button"
              aria-label={intl.formatMessage(messages.removeLabel, names)}
              disabled={disabled}
              onClick={() => props.onDelete(index)}
            >
              <Icon name={deleteSVG} size="20px" color="#e40166" />
            </button>
          </div>
        </div>
        {open ? (
          <div id={contentId} className="content active" role="group" aria-label={label}>
            {/* The keys and pastes of the fields inside are read as they bubble (delegation, not a control). */}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
            <div
              className="ui segment"
              onKeyDown={(event) => {
                // Enter submits the form around the row (Volto's content form or the panel's): the address is first
                // left as a blur leaves it, so that the save sends, or marks, what the editor sees.
                const target = event.target as HTMLInputElement;
                if (event.key === 'Enter' && target.id === `field-${rowId}-url`) leaveUrl(target.value);
              }}
              onPaste={(event) => {
                // Volto's TextWidget passes no onPaste to its input: the paste is read as it bubbles from the address.
                const text = (event.target as HTMLElement).id === `field-${rowId}-url` ? wholeFieldPaste(event) : null;
                if (text !== null && props.onAddressPaste(index, text)) event.preventDefault();
              }}
            >
              {link.repaired ? (
                <FieldMessages messages={[{ level: 'warning', text: intl.formatMessage(messages.repairedLink) }]} />
              ) : null}
              <SelectWidget
                id={`${rowId}-network`}
                fieldSet={fieldSet}
                title={intl.formatMessage(messages.network)}
                choices={selectChoices}
                value={link.network || null}
                placeholder={intl.formatMessage(messages.chooseNetwork)}
                noValueOption={false}
                customOptionStyling={NetworkOption}
                required
                isDisabled={disabled}
                error={networkErrors}
                onChange={(_: string, network: string | undefined) => props.onChange(index, { network: network ?? '' })}
              />
              <FieldMessages id={`${rowId}-network-warnings`} messages={warnings} />
              <TextWidget
                id={`${rowId}-title`}
                fieldSet={fieldSet}
                title={intl.formatMessage(messages.linkTitle)}
                value={link.title}
                isDisabled={disabled}
                onChange={(_: string, title: string | undefined) => props.onChange(index, { title: title ?? '' })}
              />
              <TextWidget
                id={`${rowId}-url`}
                fieldSet={fieldSet}
                title={intl.formatMessage(messages.target)}
                description={intl.formatMessage(messages.targetHelp)}
                value={link.url}
                placeholder={choices.find((choice) => choice.id === link.network)?.placeholder ?? 'https://'}
                required
                isDisabled={disabled}
                error={urlErrors}
                onChange={(_: string, url: string | undefined) => {
                  setTypingUrl(true);
                  props.onChange(index, { url: url ?? '' });
                }}
                onBlur={(_: string, url: string | undefined) => leaveUrl(url ?? '')}
              />
              <FieldMessages id={`${rowId}-url-warnings`} messages={urlWarnings} />
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}, sameRow);

/** Rows are read afresh from every new value; compare what they show, not object identity. */
function sameRow(a: VoltoLinkRowProps, b: VoltoLinkRowProps): boolean {
  return (
    a.fieldId === b.fieldId &&
    a.fieldSet === b.fieldSet &&
    a.open === b.open &&
    a.onToggle === b.onToggle &&
    sameLinkRow(a, b)
  );
}

// The whole line between the handle and the bin opens the link, its title at the line's start as in ObjectListWidget
// (the left, or the right on a right-to-left page).
const toggleStyle = {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '0.5em',
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;
// The chevron and the warnings mark take the line's free space before them, which sets them at its end: the right,
// or the left on a right-to-left page, where a left margin would leave them beside the title.
const chevronStyle = { marginInlineStart: 'auto', flex: 'none' } as const;
// The orange of the warnings' labels, darkened to the 3:1 contrast WCAG asks of an icon on the row's grey.
const WARNING_COLOR = '#b45309';
// The mark stands at the end, beside the chevron.
const rowWarningsStyle = { display: 'inline-flex', flex: 'none', marginInlineStart: 'auto' } as const;
const besideStyle = { flex: 'none' } as const;
// The address input's attributes, as the plain skin's address has them.
const ADDRESS_INPUT = {
  dir: 'ltr',
  inputmode: 'url',
  autocomplete: 'off',
  autocapitalize: 'none',
  autocorrect: 'off',
  spellcheck: 'false',
} as const;
// A long title ends in an ellipsis rather than widening the sidebar.
const labelStyle = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
