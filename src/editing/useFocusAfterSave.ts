// Where the keyboard goes when a save of the control panel ends: back where the editor saved from (the Save button,
// or the field they pressed Enter in). The panel disables its fields and its Save button while it saves, and a
// browser drops the focus of an element it disables: without this, the keyboard (and a screen reader's place) would
// land at the top of the page, saved or failed.
import { useCallback, useEffect, useRef } from 'react';
import type { SaveState } from './useSettingsForm';

/**
 * Returns the function to call as a save starts (before the form is disabled); once the save is over, the element
 * that had the focus then has it again, unless the editor or the panel has put it somewhere else meanwhile.
 */
export function useFocusAfterSave(save: SaveState): () => void {
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (save.status === 'saving') return;
    const element = origin.current;
    origin.current = null;
    if (!element?.isConnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body) element.focus();
  }, [save]);
  return useCallback(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
}
