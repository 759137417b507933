// dnd-kit for the plain-React skin of the widget, bundled with it (the Volto skin takes Volto's own copy instead).
import * as core from '@dnd-kit/core';
import * as sortable from '@dnd-kit/sortable';
import * as utilities from '@dnd-kit/utilities';
import type { DndKit } from './LinkSorting';

/** The dnd-kit modules the plain-React widget sorts its rows with. */
export const plainDndKit: DndKit = { core, sortable, utilities };
