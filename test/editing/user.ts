// A user-event session for the editing tests. Nothing in the editors uses CSS `pointer-events`, so the
// per-event pointer-events check (a getComputedStyle walk per event, slow in jsdom on forms this size) is off.
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** A fresh user-event session without artificial delays. */
export function editorUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
