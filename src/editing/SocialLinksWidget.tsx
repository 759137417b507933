// The edit widget for `social_links`, following Volto's widget contract (`id`, `value`, `onChange(id, value)`,
// `error`, ...) without importing Volto: add, edit, delete with undo, and reorder by drag or keyboard.
import { useCallback, useId, useRef } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SocialLink } from '../contract/types';
import type { NetworkRegistry } from '../networks/types';
import { LinkSorting } from './LinkSorting';
import { NewLinkForm } from './NewLinkForm';
import { plainDndKit } from './plainDndKit';
import { SocialLinkRow } from './SocialLinkRow';
import { useSocialLinksEditor } from './useSocialLinksEditor';
import { widgetMessages as messages } from './widgetMessages';
import { EditorAnnouncements } from './EditorAnnouncements';

export interface SocialLinksWidgetProps {
  /** The field name (`social_links`); also names the element ids, as Volto's widgets do. */
  id: string;
  title?: string;
  description?: string;
  /** The stored value: normally a list of link items, but anything is tolerated and shown. */
  value?: unknown;
  /** Called with the whole list, in the order shown, as the contract's link items. */
  onChange: (id: string, value: SocialLink[]) => void;
  onBlur?: (id: string, value: unknown) => void;
  required?: boolean;
  /** Errors from the form or the backend, shown under the field. */
  error?: readonly string[];
  fieldSet?: string;
  isDisabled?: boolean;
  /** The networks to offer; the nearest `NetworkRegistryProvider`'s, else the site-wide registry. */
  networks?: NetworkRegistry;
  /**
   * Told whether a link is filled in under "Add a link" but not added yet (it is not in the value), so that the form
   * around can ask before leaving and refuse to save without it.
   */
  onDraftChange?: (id: string, draft: boolean) => void;
}

/** Edits a list of social links in place; every change calls `onChange(id, links)`. */
export function SocialLinksWidget(props: SocialLinksWidgetProps) {
  const { id, value, onChange, required = false, fieldSet = 'default', isDisabled = false } = props;
  const errors = Array.isArray(props.error) ? props.error : [];
  const intl = useIntl();
  const baseId = useId();
  const editor = useSocialLinksEditor({ id, value, onChange, networks: props.networks });
  const { links, problems, blocking, choices, registry, labelOf } = editor;

  const labelId = `fieldset-${fieldSet}-field-label-${id}`;
  const descriptionId = props.description ? `${baseId}-description` : undefined;
  // The form's errors describe the field too, as the rows' own errors describe their fields.
  const errorsId = `${baseId}-errors`;
  const describedBy = [descriptionId, errors.length ? errorsId : undefined].filter(Boolean).join(' ') || undefined;
  // One function for the life of the widget, so the memoised "Add a link" part does not render at every keystroke.
  const draftListener = useRef(props.onDraftChange);
  draftListener.current = props.onDraftChange;
  const onDraftChange = useCallback((draft: boolean) => draftListener.current?.(id, draft), [id]);
  const onBlurWidget = (event: FocusEvent<HTMLDivElement>) => {
    if (props.onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) props.onBlur(id, value);
  };

  return (
    <div
      className={`inline field social-links-widget${required ? ' required' : ''}${errors.length ? ' error' : ''}`}
      id={`${fieldSet}-${id}`}
    >
      <div className="wrapper">
        <label id={labelId} htmlFor={`field-${id}`}>
          {props.title ?? intl.formatMessage(messages.defaultTitle)}
          {required ? (
            <span className="socialmedia-visually-hidden"> ({intl.formatMessage(messages.required)})</span>
          ) : null}
        </label>
      </div>
      {props.description ? (
        <p id={descriptionId} className="help">
          {props.description}
        </p>
      ) : null}
      <div
        id={`field-${id}`}
        ref={editor.containerRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onBlur={onBlurWidget}
      >
        {editor.malformed ? (
          <p className="ui orange basic label">{intl.formatMessage(messages.malformedValue)}</p>
        ) : null}
        {links.length === 0 ? (
          <p className="social-links-widget-empty">{intl.formatMessage(messages.empty)}</p>
        ) : (
          <LinkSorting editor={editor} dndKit={plainDndKit}>
            {/* Without bullets, Safari's VoiceOver takes a list for loose items unless its role says list. */}
            <ol
              role="list"
              className="social-links-widget-list"
              aria-label={intl.formatMessage(messages.listLabel)}
              style={listStyle}
            >
              {links.map((link, index) => (
                <SocialLinkRow
                  key={link['@id']}
                  link={link}
                  index={index}
                  count={links.length}
                  problems={problems[index]!}
                  label={labelOf(link)}
                  choices={choices}
                  registry={registry}
                  disabled={isDisabled}
                  onChange={editor.onRowChange}
                  onMove={editor.onRowMove}
                  onDelete={editor.onRowDelete}
                  onAddressDone={editor.onRowAddressDone}
                  onAddressPaste={editor.onRowAddressPaste}
                />
              ))}
            </ol>
          </LinkSorting>
        )}
        {blocking > 0 ? (
          <p className="social-links-widget-summary">
            {intl.formatMessage(messages.problemsSummary, { count: blocking })}
          </p>
        ) : null}
        <EditorAnnouncements editor={editor} disabled={isDisabled} undoClassName="ui basic button" />
        <NewLinkForm
          choices={choices}
          registry={registry}
          usedNetworks={editor.usedNetworks}
          disabled={isDisabled}
          onAdd={editor.onAdd}
          onAddressDone={editor.announceAddressDone}
          onAddressesPaste={editor.onNewAddressesPaste}
          onDraftChange={onDraftChange}
        />
      </div>
      <div id={errorsId} aria-live="assertive" className="social-links-widget-errors">
        {errors.map((message) => (
          <p key={message} className="ui pointing red basic label">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}

const listStyle = { listStyle: 'none', paddingInlineStart: 0 } as const;
