// Asks before an editor leaves with unsaved changes: the browser's own prompt on reload or close, and a
// callback a router can use for its in-app prompt (Volto's wrapper feeds react-router's `Prompt`).
import { useEffect, useRef } from 'react';

/**
 * While `dirty`, leaving the page asks first (`beforeunload`). `onDirtyChange` hears every change of `dirty`,
 * and `false` on unmount so a router prompt never outlives the form.
 */
export function useLeaveGuard(dirty: boolean, message: string, onDirtyChange?: (dirty: boolean) => void): void {
  const callback = useRef(onDirtyChange);
  callback.current = onDirtyChange;

  useEffect(() => {
    callback.current?.(dirty);
  }, [dirty]);
  useEffect(() => () => callback.current?.(false), []);

  useEffect(() => {
    if (!dirty || typeof window === 'undefined') return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own text; older ones need a non-empty returnValue to ask at all.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, message]);
}
