// The edit widget for `social_links`, following Volto's widget contract (`id`, `value`, `onChange(id, value)`,
// `error`, ...) without importing Volto: add, edit, delete with undo, and reorder by drag or keyboard.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { visuallyHidden } from '../components/visuallyHidden';
import type { SocialLink } from '../contract/types';
import { hasNetwork } from '../networks/createNetworkRegistry';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';
import { isMalformedLinkList, moveLink, newEditableLink, readEditableLinks, writeSocialLinks } from './editableLinks';
import type { EditableLink } from './editableLinks';
import { countBlocking, findLinkProblems } from './linkProblems';
import { networkChoices, networkName, titleAfterNetworkChange } from './networkChoices';
import { NewLinkForm } from './NewLinkForm';
import { SocialLinkRow } from './SocialLinkRow';
import { widgetMessages as messages } from './widgetMessages';

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
}

type FocusRequest = { linkId: string; target: 'move-up' | 'move-down' | 'handle' } | { linkId: null; target: 'undo' };

/** Edits a list of social links in place; every change calls `onChange(id, links)`. */
export function SocialLinksWidget(props: SocialLinksWidgetProps) {
  const { id, value, onChange, required = false, fieldSet = 'default', isDisabled = false } = props;
  const errors = Array.isArray(props.error) ? props.error : [];
  const intl = useIntl();
  const registry = useNetworkRegistry(props.networks);
  const baseId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [lastDeleted, setLastDeleted] = useState<{ link: EditableLink; index: number } | null>(null);

  const links = useMemo(() => readEditableLinks(value), [value]);
  const choices = useMemo(() => networkChoices(registry, intl), [registry, intl]);
  const problems = useMemo(() => findLinkProblems(links, (network) => hasNetwork(registry, network)), [links, registry]);
  const blocking = countBlocking(problems);
  const labelOf = (link: EditableLink) =>
    link.title.trim() || networkName(registry, link.network, intl) || intl.formatMessage(messages.untitled);

  const emit = (next: EditableLink[]) => onChange(id, writeSocialLinks(next));

  const edit = (index: number, changes: Partial<Pick<EditableLink, 'network' | 'title' | 'url'>>) => {
    const current = links[index];
    if (!current) return;
    const updated = { ...current, ...changes };
    if (changes.network !== undefined && changes.network !== current.network) {
      const oldName = networkName(registry, current.network, intl);
      updated.title = titleAfterNetworkChange(current.title, oldName, networkName(registry, changes.network, intl));
    }
    emit(links.map((link, i) => (i === index ? updated : link)));
  };

  const move = (from: number, to: number, focusTarget?: 'move-up' | 'move-down') => {
    const link = links[from];
    if (!link || to < 0 || to >= links.length || from === to) return;
    if (focusTarget) focusRequest.current = { linkId: link['@id'], target: focusTarget };
    emit(moveLink(links, from, to));
    setAnnouncement(
      intl.formatMessage(messages.announceMoved, { title: labelOf(link), position: to + 1, count: links.length }),
    );
  };

  const remove = (index: number) => {
    const link = links[index];
    if (!link) return;
    setLastDeleted({ link, index });
    focusRequest.current = { linkId: null, target: 'undo' };
    emit(links.filter((_, i) => i !== index));
    setAnnouncement(intl.formatMessage(messages.announceDeleted, { title: labelOf(link) }));
  };

  // A deleted link that is back in the value (the form was reset, say) has nothing left to undo.
  const undoable =
    lastDeleted && !links.some((link) => link['@id'] === lastDeleted.link['@id']) ? lastDeleted : null;

  const undo = () => {
    if (!undoable) return;
    const index = Math.min(undoable.index, links.length);
    const restored = undoable.link;
    focusRequest.current = { linkId: restored['@id'], target: 'handle' };
    emit([...links.slice(0, index), restored, ...links.slice(index)]);
    setLastDeleted(null);
    setAnnouncement(intl.formatMessage(messages.announceRestored, { title: labelOf(restored), position: index + 1 }));
  };

  const add = ({ network, title, url }: { network: string; title: string; url: string }) => {
    const link = newEditableLink(network, title, url);
    emit([...links, link]);
    setAnnouncement(intl.formatMessage(messages.announceAdded, { title: labelOf(link) }));
  };

  // Stable handlers for the rows and the new-link form, so a keystroke re-renders only the row it edits.
  const latest = useRef({ edit, move, remove, add });
  latest.current = { edit, move, remove, add };
  const onRowChange = useCallback<typeof edit>((...args) => latest.current.edit(...args), []);
  const onRowMove = useCallback(
    (from: number, to: number) => latest.current.move(from, to, to < from ? 'move-up' : 'move-down'),
    [],
  );
  const onRowDelete = useCallback((index: number) => latest.current.remove(index), []);
  const onAdd = useCallback<typeof add>((link) => latest.current.add(link), []);
  const networksKey = links.map((link) => link.network).join('\n');
  const usedNetworks = useMemo(() => new Set(networksKey.split('\n')), [networksKey]);
  const idsKey = links.map((link) => link['@id']).join('\n');
  const sortableIds = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);

  // Moving, deleting and restoring re-render the list; keep the keyboard where the editor was.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.target === 'undo') {
      undoRef.current?.focus();
      return;
    }
    const row = Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[data-link-id]') ?? []).find(
      (element) => element.dataset.linkId === request.linkId,
    );
    if (!row) return;
    const wanted = row.querySelector<HTMLButtonElement>(
      request.target === 'handle' ? '.social-links-widget-handle' : `[data-action="${request.target}"]`,
    );
    const other = row.querySelector<HTMLButtonElement>(
      `[data-action="${request.target === 'move-up' ? 'move-down' : 'move-up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [links, lastDeleted]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (dragId: UniqueIdentifier) => links.findIndex((link) => link['@id'] === dragId);
  const describe = (dragId: UniqueIdentifier) => {
    const index = indexOf(dragId);
    const link = links[index];
    return { title: link ? labelOf(link) : '', position: index + 1, count: links.length };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(messages.dragStart, describe(active.id)),
    onDragOver: ({ active, over }) =>
      over ? intl.formatMessage(messages.dragOver, { ...describe(active.id), position: indexOf(over.id) + 1 }) : undefined,
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(messages.dragEnd, { ...describe(active.id), position: (over ? indexOf(over.id) : indexOf(active.id)) + 1 }),
    onDragCancel: ({ active }) => intl.formatMessage(messages.dragCancel, describe(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    emit(moveLink(links, from, to));
  };

  const labelId = `fieldset-${fieldSet}-field-label-${id}`;
  const descriptionId = props.description ? `${baseId}-description` : undefined;
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
          {required ? <span style={visuallyHidden}> ({intl.formatMessage(messages.required)})</span> : null}
        </label>
      </div>
      {props.description ? (
        <p id={descriptionId} className="help">
          {props.description}
        </p>
      ) : null}
      <div
        id={`field-${id}`}
        ref={containerRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onBlur={onBlurWidget}
      >
        {isMalformedLinkList(value) ? (
          <p className="ui orange basic label">{intl.formatMessage(messages.malformedValue)}</p>
        ) : null}
        {links.length === 0 ? (
          <p className="social-links-widget-empty">{intl.formatMessage(messages.empty)}</p>
        ) : (
          <DndContext
            id={`${baseId}-dnd`}
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(messages.dragInstructions) } }}
          >
            <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
              <ol className="social-links-widget-list" aria-label={intl.formatMessage(messages.listLabel)} style={listStyle}>
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
                    onChange={onRowChange}
                    onMove={onRowMove}
                    onDelete={onRowDelete}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        {blocking > 0 ? (
          <p className="social-links-widget-summary">{intl.formatMessage(messages.problemsSummary, { count: blocking })}</p>
        ) : null}
        <div className="social-links-widget-status">
          <p role="status" aria-live="polite" aria-atomic="true" className="social-links-widget-announcement">
            {announcement}
          </p>
          {undoable ? (
            <button
              ref={undoRef}
              type="button"
              className="ui basic button"
              aria-label={intl.formatMessage(messages.undoLabel, { title: labelOf(undoable.link) })}
              disabled={isDisabled}
              onClick={undo}
            >
              {intl.formatMessage(messages.undo)}
            </button>
          ) : null}
        </div>
        <NewLinkForm choices={choices} registry={registry} usedNetworks={usedNetworks} disabled={isDisabled} onAdd={onAdd} />
      </div>
      <div aria-live="assertive" className="social-links-widget-errors">
        {errors.map((message) => (
          <p key={message} className="ui pointing red basic label">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}

const listStyle = { listStyle: 'none', paddingLeft: 0 } as const;
