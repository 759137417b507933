// In Volto's editor a block shows what visitors see, links included; a click on one of them (or Enter on it) selects
// the block, as on Volto's core blocks, instead of leading away from the edit form and its unsaved changes.
import type { MouseEvent } from 'react';

/** A click handler (for `onClickCapture` around a block's content) that keeps its links from navigating. */
export function keepEditing(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
