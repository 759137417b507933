// The control panel's state: load the settings object, keep the editor's changes, save them (through the
// store's `saveSettings` thunk when there is a store, so every page sees the change) and read back the usernames
// the backend computes, and the fields another editor saved meanwhile: a PATCH and one GET per save.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { SocialMediaClient } from '../client/types';
import { parseSettingsData } from '../contract/parseSettingsData';
import type { InheritSource, SocialMediaSettingsPatch } from '../contract/types';
import type { ResolvedSettings } from '../core/settingsFromContent';
import { hasNetwork } from '../networks/createNetworkRegistry';
import type { NetworkRegistry } from '../networks/types';
import type { RequestError } from '../store/state';
import { saveSettings, toRequestError } from '../store/thunks';
import { readEditableLinks, writeSocialLinks } from './editableLinks';
import { countBlocking, findLinkProblems } from './linkProblems';
import { loadPanelSettings, sameObject } from './loadPanelSettings';
import type { ComputedUsernames, PanelValues } from './loadPanelSettings';
import { isLockRefusal, lockAfterRefusal, unlockSource } from './sourceLock';
import { conflictingFields, PANEL_FIELDS, sameFieldValue, storedValues } from './storedConflict';
import type { LockHolder } from './sourceLock';

export type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; error: RequestError }
  | { status: 'unauthorized' }
  /** Someone else holds the lock of the object that holds the settings: no one else may edit it meanwhile. */
  | { status: 'locked'; lock: LockHolder; sourceId: string }
  /** No object provides the settings behavior the client asks for, `behavior`. */
  | { status: 'missing'; behavior: string }
  /** The backend's plone.restapi has no `inherit` expansion, through which the settings are read. */
  | { status: 'noInheritExpansion' }
  /** The backend serves the settings as `served`, another vendor's behavior than the client's `behavior`. */
  | { status: 'otherPrefix'; behavior: string; served: string; prefix: string }
  | {
      status: 'ready';
      source: InheritSource;
      saved: PanelValues;
      computed: ComputedUsernames;
      /**
       * The token of the source's lock when the editor holds it herself (her own edit form of the page, in another tab
       * or in one that crashed): Plone refuses a save without it, though the lock is hers.
       */
      lockToken: string | null;
    };

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; refreshed: boolean }
  | { status: 'unchanged' }
  | { status: 'invalid' }
  /** Refused: a link is filled in under "Add a link" but not added, and saving would leave it out. */
  | { status: 'draft' }
  | { status: 'failed'; error: RequestError }
  /** Refused: someone else took the lock of the object that holds the settings after the panel loaded. */
  | { status: 'locked'; lock: LockHolder }
  /**
   * Nothing saved: someone else saved `fields`, which she changed too, after the form loaded; `theirs` is what is
   * stored now. She keeps editing, takes theirs, or saves hers over them.
   */
  | { status: 'conflict'; fields: Array<keyof PanelValues>; theirs: PanelValues };

export interface SettingsForm {
  load: LoadState;
  save: SaveState;
  /** The values in the form (the editor's changes included); `null` until loaded. */
  values: PanelValues | null;
  dirty: boolean;
  /** True when the Facebook App ID would be refused by the backend (non-ASCII or a line break). */
  appIdInvalid: boolean;
  change: <K extends keyof PanelValues>(field: K, value: PanelValues[K]) => void;
  /**
   * Saves the changes; `linkDraft`: a link is filled in but not added, so nothing is saved and the editor told;
   * `overwrite`: saved even over what someone else saved meanwhile (else such a save stops as a `conflict`).
   */
  submit: (options?: SubmitOptions) => Promise<void>;
  /** After a `conflict`: puts what is stored into the fields in conflict; her other changes stay. */
  takeTheirs: () => void;
  discard: () => void;
  reload: () => void;
  /**
   * Takes away someone else's lock (as Volto's Unlock does), then loads the form again when the lock kept it from
   * loading, or saves again (with `options`, as `submit`) when the lock refused a save.
   */
  unlock: (options?: SubmitOptions) => Promise<void>;
}

export interface SubmitOptions {
  linkDraft?: boolean;
  overwrite?: boolean;
}

/**
 * How long a load or a save may wait for the site: longer than a proxy takes to answer 504 for a slow Plone. A load
 * without an answer by then (a connection that dropped without a word) fails as unreachable with a way to try again;
 * a save fails so and gives the form back, and saving again is safe, since a PATCH that did arrive after all is sent
 * again with the same values.
 */
export const SAVE_TIME_LIMIT_MS = 60_000;

/** The failure a load or a save without an answer in time reports. */
const NO_ANSWER: RequestError = {
  message: `The site did not answer within ${SAVE_TIME_LIMIT_MS / 1000} seconds`,
  status: null,
  type: 'NetworkError',
};

/** Loads and saves the settings of the object that holds them at `path`. */
export function useSettingsForm(client: SocialMediaClient, path: string, registry: NetworkRegistry): SettingsForm {
  const redux = useContext(ReactReduxContext);
  const store = redux?.store ?? null;
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [values, setValues] = useState<PanelValues | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Set on every mount: React's StrictMode mounts, unmounts and mounts again, and a save must still finish.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  // Counts the loads: a save that ends after the form has loaded another path (or site) must not touch it.
  const loads = useRef(0);
  // A new client for the same site (Volto makes one whenever the token is renewed) must not reload the
  // form and lose the editor's changes; only another site or path does.
  const latestClient = useRef(client);
  latestClient.current = client;
  const siteKey = `${client.baseUrl} ${client.behaviors.settings}`;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
      setLoad({ status: 'failed', error: NO_ANSWER });
    }, SAVE_TIME_LIMIT_MS);
    loads.current += 1;
    setLoad({ status: 'loading' });
    setSave({ status: 'idle' });
    loadPanelSettings(latestClient.current, path, controller.signal)
      .finally(() => clearTimeout(timer))
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          if (result.kind === 'missing')
            return setLoad({ status: 'missing', behavior: latestClient.current.behaviors.settings });
          if (result.kind === 'noInheritExpansion') return setLoad({ status: 'noInheritExpansion' });
          if (result.kind === 'otherPrefix') {
            const { served, prefix } = result;
            return setLoad({
              status: 'otherPrefix',
              behavior: latestClient.current.behaviors.settings,
              served,
              prefix,
            });
          }
          // Plone withholds `edit` from everyone but the lock's holder while the object is locked, so a lock means
          // "not now", which trying again later mends; only an unlocked object without `edit` is a refusal.
          if (result.canEdit === false)
            return setLoad(
              result.lockedBy === null
                ? { status: 'unauthorized' }
                : { status: 'locked', lock: result.lockedBy, sourceId: result.source['@id'] },
            );
          // Plone offers `edit` on a locked object to the lock's holder alone: a lock then is the editor's own.
          const lockToken = result.canEdit === true ? result.lockToken : null;
          setLoad({
            status: 'ready',
            source: result.source,
            saved: result.values,
            computed: result.computed,
            lockToken,
          });
          setValues(result.values);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = toRequestError(error);
          setLoad(
            failure.status === 401 || failure.status === 403
              ? { status: 'unauthorized' }
              : { status: 'failed', error: failure },
          );
        },
      );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [siteKey, path, attempt]);

  const saved = load.status === 'ready' ? load.saved : null;
  const patch = useMemo(() => (saved && values ? changedFields(saved, values) : {}), [saved, values]);
  const dirty = Object.keys(patch).length > 0;

  // Back in the panel's tab, the settings may have been saved elsewhere meanwhile (the home page's edit form in
  // another tab): while the form holds no change of hers, it shows them as stored now, so that what she changes next
  // builds on them rather than saving over them. One read per return to the tab; her first keystroke cancels it.
  const saving = save.status === 'saving';
  useEffect(() => {
    if (load.status !== 'ready' || dirty || saving || typeof window === 'undefined') return undefined;
    const controller = new AbortController();
    const loaded = loads.current;
    const refresh = () => {
      void loadPanelSettings(latestClient.current, path, controller.signal).then(
        (result) => {
          if (controller.signal.aborted || loads.current !== loaded || result.kind !== 'found') return;
          // Someone else's lock now, or another object holding the settings: the next load, or the save, says so.
          if (result.canEdit === false || !sameObject(result.source['@id'], load.source['@id'])) return;
          if (Object.keys(changedFields(load.saved, result.values)).length === 0) return;
          setLoad({
            ...load,
            saved: result.values,
            computed: result.computed,
            lockToken: result.canEdit === true ? result.lockToken : null,
          });
          setValues(result.values);
        },
        // The form stays as it was; a save still sends only what she changed.
        () => undefined,
      );
    };
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      controller.abort();
    };
  }, [load, dirty, saving, path]);
  const appIdInvalid = values !== null && !/^[\x20-\x7e]*$/.test(values.facebook_app_id);

  const change = useCallback(<K extends keyof PanelValues>(field: K, value: PanelValues[K]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setSave((current) => (current.status === 'saving' ? current : { status: 'idle' }));
  }, []);

  const submit = async (options: SubmitOptions = {}) => {
    if (load.status !== 'ready' || !values || save.status === 'saving') return;
    if (options.linkDraft) return setSave({ status: 'draft' });
    if (!dirty) return setSave({ status: 'unchanged' });
    const linksInvalid =
      patch.social_links !== undefined &&
      countBlocking(findLinkProblems(readEditableLinks(values.social_links), (id) => hasNetwork(registry, id))) > 0;
    if (appIdInvalid || linksInvalid) return setSave({ status: 'invalid' });

    const source = load.source;
    const loaded = loads.current;
    const current = () => mounted.current && loads.current === loaded;
    setSave({ status: 'saving' });
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), SAVE_TIME_LIMIT_MS);
    let fresh: ResolvedSettings | null;
    let lockToken = load.lockToken;
    const send = () => saveAndReadBack(client, store, source['@id'], patch, limit.signal, lockToken);
    try {
      // What is stored now, against what she loaded: a field they both changed is hers to decide, not the last save's.
      const theirs = options.overwrite ? null : await storedValues(client, source['@id'], limit.signal);
      const conflicts = theirs ? conflictingFields(changedKeys(patch), load.saved, values, theirs) : [];
      if (theirs && conflicts.length > 0) {
        if (current()) setSave({ status: 'conflict', fields: conflicts, theirs });
        return;
      }
      try {
        fresh = await send();
      } catch (error) {
        // Refused as locked: she may have locked the page herself since the panel loaded (the home page's edit form
        // in another tab), which gives her lock a new token. Saved again once, with it; someone else's lock stays.
        // Someone else's lock: she is told whose, and since when.
        const renewed = isLockRefusal(toRequestError(error))
          ? await lockAfterRefusal(client, source['@id'], lockToken, limit.signal)
          : undefined;
        if (renewed && 'heldBy' in renewed) {
          if (current()) setSave({ status: 'locked', lock: renewed.heldBy });
          return;
        }
        if (renewed === undefined) throw error;
        lockToken = renewed.token;
        fresh = await send();
      }
    } catch (error) {
      if (current()) setSave({ status: 'failed', error: limit.signal.aborted ? NO_ANSWER : toRequestError(error) });
      return;
    } finally {
      clearTimeout(timer);
    }
    if (!current()) return;
    // What was sent is now stored; the read-back brings the usernames the backend computed from it, and the fields
    // this save did not send as they are now stored (another editor may have saved them meanwhile).
    const computed = fresh
      ? { x_username: fresh.settings.x_username, facebook_username: fresh.settings.facebook_username }
      : load.computed;
    const sent = sentValues(values, patch);
    setLoad({ ...load, saved: valuesAfterSave(load.saved, sent, load.saved, fresh), computed, lockToken });
    setValues((shown) => shown && valuesAfterSave(shown, sent, load.saved, fresh));
    setSave({ status: 'saved', refreshed: fresh !== null });
  };

  const discard = () => {
    if (saved) setValues(saved);
    setSave({ status: 'idle' });
  };

  const takeTheirs = () => {
    if (load.status !== 'ready' || save.status !== 'conflict') return;
    const { fields, theirs } = save;
    const withTheirs = (current: PanelValues): PanelValues => {
      const next = { ...current };
      for (const field of fields) (next as unknown as Record<string, unknown>)[field] = theirs[field];
      return next;
    };
    // What is stored becomes what the form compares with: a save sends only what she changes from here on.
    setLoad({ ...load, saved: withTheirs(load.saved) });
    setValues((shown) => shown && withTheirs(shown));
    setSave({ status: 'idle' });
  };

  const unlock = async (options: SubmitOptions = {}) => {
    if (load.status === 'locked') {
      await unlockSource(client, load.sourceId);
      setAttempt((n) => n + 1);
    } else if (load.status === 'ready' && save.status === 'locked') {
      await unlockSource(client, load.source['@id']);
      await submit(options);
    }
  };

  return {
    load,
    save,
    values,
    dirty,
    appIdInvalid,
    change,
    submit,
    discard,
    reload: () => setAttempt((n) => n + 1),
    takeTheirs,
    unlock,
  };
}

interface ThunkStore {
  dispatch: (action: ReturnType<typeof saveSettings>) => ReturnType<ReturnType<typeof saveSettings>>;
}

/**
 * PATCHes the source (with the token of the editor's own lock on it, if any) and reads its settings back (one request
 * each): through the store's thunk when there is a store (its slice then holds the fresh settings for every page),
 * else with the client. Rejects with the PATCH's failure, or when `signal` ends the save; resolves to `null` when only
 * the read-back failed.
 */
async function saveAndReadBack(
  client: SocialMediaClient,
  store: unknown,
  sourceId: string,
  patch: SocialMediaSettingsPatch,
  signal: AbortSignal,
  lockToken: string | null,
): Promise<ResolvedSettings | null> {
  if (store) {
    let pending: ReturnType<ReturnType<typeof saveSettings>> | null = null;
    try {
      pending = (store as ThunkStore).dispatch(saveSettings({ client, path: sourceId, patch, signal, lockToken }));
    } catch {
      // A store without thunk middleware: fall back to the client below.
    }
    // The thunk hears `signal`: a PATCH without an answer rejects; a read-back without one is a save all the same.
    if (pending && typeof pending.unwrap === 'function') return (await pending.unwrap()).resolved;
  }
  await client.patchSettings(sourceId, patch, { signal, lockToken });
  return client.getSettings(sourceId, { signal }).catch(() => null);
}

/** The fields whose value differs from what is stored, ready to PATCH. */
function changedFields(saved: PanelValues, values: PanelValues): SocialMediaSettingsPatch {
  const patch: SocialMediaSettingsPatch = {};
  if (values.share_social_data !== saved.share_social_data) patch.share_social_data = values.share_social_data;
  if (values.facebook_app_id !== saved.facebook_app_id) patch.facebook_app_id = values.facebook_app_id;
  // Compared as they would be sent: the backend serves an item's keys in another order than the editor writes
  // them, so a list edited back to what is stored has nothing to save.
  if (!sameFieldValue('social_links', saved, values)) {
    patch.social_links = writeSocialLinks(readEditableLinks(values.social_links));
  }
  return patch;
}

/** The fields a patch sends. */
function changedKeys(patch: SocialMediaSettingsPatch): Array<keyof PanelValues> {
  return PANEL_FIELDS.filter((field) => field in patch);
}

/**
 * The form's values once a save is done: what it sent, and each other field as the read-back has it where someone
 * changed it since `before` (what the form last loaded or saved), read the way the read-back reads. A field nobody
 * changed stays as `shown`, as stored, whatever its shape (the read-back has it repaired).
 */
function valuesAfterSave(
  shown: PanelValues,
  sent: Partial<PanelValues>,
  before: PanelValues,
  fresh: ResolvedSettings | null,
): PanelValues {
  const after: PanelValues = { ...shown };
  if (fresh) {
    const read = parseSettingsData(before).settings;
    for (const field of PANEL_FIELDS) {
      if (field in sent || JSON.stringify(fresh.settings[field]) === JSON.stringify(read[field])) continue;
      (after as unknown as Record<string, unknown>)[field] = fresh.settings[field];
    }
  }
  return { ...after, ...sent };
}

function sentValues(values: PanelValues, patch: SocialMediaSettingsPatch): Partial<PanelValues> {
  const sent: Partial<PanelValues> = {};
  for (const key of Object.keys(patch) as Array<keyof PanelValues>)
    (sent as Record<string, unknown>)[key] = values[key];
  return sent;
}
