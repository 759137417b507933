// The state transitions of the thunks' actions and the slice's own, typed by the payloads `reduceRequests` reads
// (see `socialMediaCases.ts`): they come with the thunks and the slice, never on a Volto page's first load.
import { changed } from './socialMediaCases';
import type { SocialMediaCase } from './socialMediaCases';
import type { RequestState, SettingsSnapshot } from './state';

/** Stores settings resolved elsewhere; settings equal to those held keep their objects (see `loadFulfilled`). */
export const settingsResolved: SocialMediaCase<'settingsResolved'> = (state, snapshot) =>
  sameSnapshot(state.held, snapshot) ? state : changed(state, { held: snapshot });

/** Forgets the last save's outcome. */
export const saveStatusCleared: SocialMediaCase<'saveStatusCleared'> = (state) =>
  state.save ? changed(state, { save: undefined }) : state;

/** `loadContent` or `loadSettings` started; it becomes the load whose answer counts. */
export const loadPending: SocialMediaCase<'loadPending'> = (state, { requestId }) =>
  changed(state, { load: started(requestId) });

/** `saveSettings` started; it becomes the save whose answer counts. */
export const savePending: SocialMediaCase<'savePending'> = (state, { requestId }) =>
  changed(state, { save: started(requestId) });

/**
 * The current load found these settings; an older load's answer changes nothing. Settings equal to those held keep
 * their objects: a visitor's next page under the same site renders nothing of them again.
 */
export const loadFulfilled: SocialMediaCase<'loadFulfilled'> = (state, { requestId, snapshot }) =>
  isCurrent(state.load, requestId)
    ? changed(state, { held: sameSnapshot(state.held, snapshot) ? state.held : snapshot, load: succeeded })
    : state;

/**
 * The current save succeeded: the settings read back, else what was written (the load then failed); `null` for
 * either holds nothing new (the page shown takes its settings from another object). Any save that stored settings
 * forgets the navigation roots' settings: each of them may be the saved object's, so the next page under a root
 * asks for them again rather than showing those from before the save.
 */
export const saveFulfilled: SocialMediaCase<'saveFulfilled'> = (state, payload) => {
  const saved = state.navRoots ? changed(state, { navRoots: undefined }) : state;
  if (!isCurrent(saved.save, payload.requestId)) return saved;
  if ('readBack' in payload) return changed(saved, { held: payload.readBack ?? saved.held, save: succeeded });
  return changed(saved, {
    held: payload.written ?? saved.held,
    load: { status: 'failed', error: payload.error, requestId: null },
    save: succeeded,
  });
};

/** A load failed (or was cancelled: idle again); an older load's failure changes nothing. */
export const loadRejected: SocialMediaCase<'loadRejected'> = (state, { requestId, error }) =>
  isCurrent(state.load, requestId) ? changed(state, { load: failed(error) }) : state;

/** The save failed (or was cancelled: idle again); an older save's failure changes nothing. */
export const saveRejected: SocialMediaCase<'saveRejected'> = (state, { requestId, error }) =>
  isCurrent(state.save, requestId) ? changed(state, { save: failed(error) }) : state;

const succeeded: RequestState = { status: 'succeeded', error: null, requestId: null };

function started(requestId: string): RequestState {
  return { status: 'loading', error: null, requestId };
}

/** A failed request; one the caller cancelled (no error) is simply over. */
function failed(error: RequestState['error']): RequestState | undefined {
  return error ? { status: 'failed', error, requestId: null } : undefined;
}

/** Whether two snapshots say the same: they are plain JSON, read field by field in one order (see `snapshotFrom`). */
function sameSnapshot(held: SettingsSnapshot | undefined, loaded: SettingsSnapshot): boolean {
  return held !== undefined && JSON.stringify(held) === JSON.stringify(loaded);
}

function isCurrent(request: RequestState | undefined, requestId: string): boolean {
  return request !== undefined && request.requestId === requestId;
}
