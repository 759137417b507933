// Drag-and-drop reordering of the widget's rows, for both skins: the pointer and the keyboard (space or enter on
// a row's handle, arrows, space or enter to drop, escape to cancel), with what a screen reader hears at each step.
// dnd-kit arrives as a value: the plain-React skin imports it (plainDndKit.ts), the Volto skin takes the copy Volto
// already loads for its own editors, so that the editor chunks hold none of it.
import { createContext, useContext, useId, useMemo, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type * as DndKitCore from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import type * as DndKitSortable from '@dnd-kit/sortable';
import type * as DndKitUtilities from '@dnd-kit/utilities';
import type { SocialLinksEditor } from './useSocialLinksEditor';
import { widgetMessages as messages } from './widgetMessages';

/** The three dnd-kit modules, as imported or as Volto's lazy libraries hand them over. */
export interface DndKit {
  core: typeof DndKitCore;
  sortable: typeof DndKitSortable;
  utilities: typeof DndKitUtilities;
}

const DndKitContext = createContext<DndKit | null>(null);

export interface LinkSortingProps {
  editor: Pick<SocialLinksEditor, 'links' | 'labelOf' | 'reorder'>;
  dndKit: DndKit;
  children: ReactNode;
}

/** Makes the rows rendered inside it sortable (each row uses `useSortableLink`). */
export function LinkSorting({ editor, dndKit, children }: LinkSortingProps) {
  const { links, labelOf, reorder } = editor;
  const { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } = dndKit.core;
  const { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } = dndKit.sortable;
  const intl = useIntl();
  const baseId = useId();
  // dnd-kit remakes its sensors, and so re-renders every row, whenever their options are new objects: with a long
  // list each keystroke in a row would render them all. The options stay the same objects for the widget's life.
  const keyboardOptions = useMemo(
    () => ({ coordinateGetter: sortableKeyboardCoordinates }),
    [sortableKeyboardCoordinates],
  );
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  const idsKey = links.map((link) => link['@id']).join('\n');
  const sortableIds = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);
  const indexOf = (dragId: UniqueIdentifier) => links.findIndex((link) => link['@id'] === dragId);
  // A place in the list in the editor's digits (Persian ۲, Bengali ২), as the plural forms write their numbers.
  const placeOf = (index: number) => intl.formatNumber(index + 1);
  const describe = (dragId: UniqueIdentifier) => {
    const index = indexOf(dragId);
    const link = links[index];
    return { title: link ? labelOf(link) : '', position: placeOf(index), count: intl.formatNumber(links.length) };
  };
  // dnd-kit reports the picked-up row over its own place right after the pickup: said, it would cut "Picked up"
  // short with nothing new. A row is said to be over a place only when the place changes.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return intl.formatMessage(messages.dragStart, describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      const place = over ? over.id : null;
      if (place === lastOver.current) return undefined;
      lastOver.current = place;
      return over
        ? intl.formatMessage(messages.dragOver, { ...describe(active.id), position: placeOf(indexOf(over.id)) })
        : undefined;
    },
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(messages.dragEnd, {
        ...describe(active.id),
        position: placeOf(over ? indexOf(over.id) : indexOf(active.id)),
      }),
    onDragCancel: ({ active }) => intl.formatMessage(messages.dragCancel, describe(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndKitContext.Provider value={dndKit}>
      <DndContext
        id={`${baseId}-dnd`}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: intl.formatMessage(messages.dragInstructions) },
        }}
      >
        <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
          {children}
        </SortableContext>
      </DndContext>
    </DndKitContext.Provider>
  );
}

/** A drag starts once the pointer has moved a little, so that a click on the handle stays a click. */
const pointerOptions = { activationConstraint: { distance: 4 } };

/** What a sortable row inside `LinkSorting` needs: its element's ref and style, and the props of its drag handle. */
export function useSortableLink(linkId: string, disabled: boolean) {
  const dndKit = useContext(DndKitContext);
  if (!dndKit) throw new Error('useSortableLink must be used inside <LinkSorting>.');
  // The rows slide into their places unless the system asks for less motion: then they move at once.
  const sortable = dndKit.sortable.useSortable({ id: linkId, disabled, transition: lessMotion() ? null : undefined });
  const style: CSSProperties = {
    transform: dndKit.utilities.CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return {
    setNodeRef: sortable.setNodeRef,
    style,
    isDragging: sortable.isDragging,
    handleProps: { ...sortable.attributes, ...sortable.listeners, style: handleStyle },
  };
}

// A finger on the handle drags the row: a browser left to pan with it would scroll the page and cancel the pointer
// dnd-kit follows. Said by the handle itself, as neither Volto's CSS nor a React app's says it.
const handleStyle: CSSProperties = { touchAction: 'none' };

/** Whether the browser's system asks for less motion (`prefers-reduced-motion`); never on a server. */
function lessMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
