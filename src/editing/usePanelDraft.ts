// Keeps the control panel's unsaved values in this browser (localStorage) and offers them back when the panel next
// loads the same settings: a tab closed by mistake or crashed mid-edit loses nothing. Volto 19's forms do the same
// when a site turns on `experimental.saveAsDraft`; the Volto panel follows that option.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readEditableLinks, writeSocialLinks } from './editableLinks';
import type { PanelValues } from './loadPanelSettings';
import type { SettingsForm } from './useSettingsForm';

export interface PanelDraft {
  /** Values an earlier visit left unsaved, differing from those stored, until the editor restores or discards them. */
  found: PanelValues | null;
  /** Puts the values found back into the form (unsaved, as they were). */
  restore: () => void;
  /** Forgets the values found. */
  discard: () => void;
  /**
   * The editor asked to leave without saving (Cancel): if the panel then goes, its draft goes with it, as Volto's forms
   * forget theirs on Cancel. She may still refuse the leave prompt and edit on, which keeps the draft.
   */
  forgetOnLeave: () => void;
}

/** Where the drafts are kept: one per object that holds settings, by its address. */
const KEY_PREFIX = 'socialmedia-panel-draft ';

/**
 * The draft of `form` while `enabled`: written whenever the form has unsaved changes, removed once it has none (saved,
 * discarded or undone). What a load finds is offered first, and nothing is written until the editor has decided.
 */
export function usePanelDraft(form: SettingsForm, enabled: boolean): PanelDraft {
  const { load, values, dirty, change } = form;
  const key = enabled && load.status === 'ready' ? KEY_PREFIX + load.source['@id'] : null;
  const saved = load.status === 'ready' ? load.saved : null;
  const [found, setFound] = useState<PanelValues | null>(null);
  // The key whose stored draft has been read: until then, writing would overwrite what the last visit left.
  const [readFor, setReadFor] = useState<string | null>(null);

  useEffect(() => {
    if (!key || readFor === key || !saved) return;
    const draft = readDraft(key);
    setFound(draft && !sameValues(draft, saved) ? draft : null);
    setReadFor(key);
  }, [key, readFor, saved]);

  useEffect(() => {
    if (!key || readFor !== key || found) return;
    if (dirty && values) writeDraft(key, values);
    else removeDraft(key);
  }, [key, readFor, found, dirty, values]);

  // The key to forget when the panel goes, set by Cancel; an edit after it (the leave refused) keeps the draft again.
  const leaving = useRef<string | null>(null);
  useEffect(() => void (leaving.current = null), [values]);
  useEffect(
    () => () => {
      if (leaving.current) removeDraft(leaving.current);
    },
    [],
  );
  const forgetOnLeave = useCallback(() => void (leaving.current = key), [key]);

  const restore = useCallback(() => {
    if (!found) return;
    change('share_social_data', found.share_social_data);
    change('facebook_app_id', found.facebook_app_id);
    change('social_links', found.social_links);
    setFound(null);
  }, [found, change]);
  const discard = useCallback(() => setFound(null), []);

  return { found, restore, discard, forgetOnLeave };
}

/** Equal as the panel would save them (the backend's key order in a link is no change). */
function sameValues(a: PanelValues, b: PanelValues): boolean {
  const links = (value: unknown) => JSON.stringify(writeSocialLinks(readEditableLinks(value)));
  return (
    a.share_social_data === b.share_social_data &&
    a.facebook_app_id === b.facebook_app_id &&
    links(a.social_links) === links(b.social_links)
  );
}

/** The draft kept under `key`, or `null` when there is none, it is not the panel's shape, or storage is closed. */
function readDraft(key: string): PanelValues | null {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof draft !== 'object' || draft === null) return null;
    const { share_social_data, facebook_app_id, social_links } = draft as Record<string, unknown>;
    if (typeof share_social_data !== 'boolean' || typeof facebook_app_id !== 'string') return null;
    return { share_social_data, facebook_app_id, social_links };
  } catch {
    return null;
  }
}

// A browser that refuses storage (a full quota, a private window in older Safari) keeps no draft; the form works on.
function writeDraft(key: string, values: PanelValues): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Nothing to keep it in.
  }
}

function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
