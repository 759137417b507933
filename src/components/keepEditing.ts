// In Volto's editor a block shows what visitors see, links and buttons included; a click on one of them (or Enter on
// it) selects the block, as on Volto's core blocks, instead of leading away from the edit form and its unsaved changes
// or acting (sharing the page, copying its link, opening a form whose keys Volto's editor would take).
import type { MouseEvent } from 'react';

/** A click handler (for `onClickCapture` around a block's content) that keeps its links and buttons from acting. */
export function keepEditing(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('a, button')) event.preventDefault();
}

/** `action` as a button's click handler that does nothing for a click a handler above prevented (`keepEditing`). */
export function unlessKept(action: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (!event.defaultPrevented) action();
  };
}
