// The state transitions of `socialMedia`, written once as pure case reducers that return new state (no mutation,
// so no immer), each typed by the payload it receives: `reduceSocialMedia` reads that payload out of an action and
// checks it, and the Redux Toolkit slice and the Volto reducer are both thin wrappers over that function. Here the
// cases of Volto's page loads, on every page's first load; the thunks' and the slice's in `requestCases.ts`.
import type { RequestState, SettingsSnapshot, SocialMediaState } from './state';

/** The payload each case receives, by case: what `reduceSocialMedia` (or `reduceRequests`) read and checked. */
export interface SocialMediaCasePayloads {
  /** Settings an app resolved itself (`settingsResolved`), read again field by field. */
  settingsResolved: SettingsSnapshot;
  saveStatusCleared: null;
  /** Volto loaded the page's content: its settings stay in Volto's state, under this behavior name. */
  mainContentLoaded: { behavior: string };
  /** A thunk's load (`loadContent`, `loadSettings`) or save started. */
  loadPending: { requestId: string };
  savePending: { requestId: string };
  /** A load answered: the settings it found (`NO_SETTINGS` when no object provides them). */
  loadFulfilled: { requestId: string; snapshot: SettingsSnapshot };
  /**
   * A save answered: the settings read back; or, when reading back failed, why, and the settings shown until the
   * next load (those shown before, with what was written), when the save said.
   */
  saveFulfilled:
    | { requestId: string; readBack: SettingsSnapshot | null }
    | { requestId: string; written: SettingsSnapshot | null; error: RequestState['error'] };
  /** A load or a save failed (`error: null`: the caller cancelled it). */
  loadRejected: { requestId: string; error: RequestState['error'] };
  saveRejected: { requestId: string; error: RequestState['error'] };
  /** The settings of a navigation root were asked for (the page's content lacked them). */
  navRootRequested: { navRoot: string };
  /** ... and arrived: `null` when that root has none either; `undefined` when the request failed (asked again). */
  navRootLoaded: { navRoot: string; snapshot: SettingsSnapshot | null | undefined };
}

/** A case reducer: the state and its checked payload in, the next state out (the same object when unchanged). */
export type SocialMediaCase<Name extends keyof SocialMediaCasePayloads> = (
  state: SocialMediaState,
  payload: SocialMediaCasePayloads[Name],
) => SocialMediaState;

/**
 * Volto's page load: the page's settings are now those of its content (which reflects any earlier save), read
 * there by the selectors under `behavior`; nothing of them is copied.
 */
export const mainContentLoaded: SocialMediaCase<'mainContentLoaded'> = (state, { behavior }) =>
  state.held || state.behavior !== behavior ? changed(state, { held: undefined, behavior }) : state;

/** The request of a navigation root's settings started: no second one for the same root while it runs. */
export const navRootRequested: SocialMediaCase<'navRootRequested'> = (state, { navRoot }) =>
  state.navRoots && state.navRoots[navRoot] !== undefined ? state : withNavRoot(state, navRoot, null);

/**
 * A navigation root's settings arrived (`null`: it has none either); or its request failed (`undefined`, which
 * the page's serialized state leaves out): the next page under that root asks again.
 */
export const navRootLoaded: SocialMediaCase<'navRootLoaded'> = (state, { navRoot, snapshot }) =>
  withNavRoot(state, navRoot, snapshot);

function withNavRoot(
  state: SocialMediaState,
  navRoot: string,
  snapshot: SettingsSnapshot | null | undefined,
): SocialMediaState {
  return changed(state, { navRoots: Object.assign({}, state.navRoots, { [navRoot]: snapshot }) });
}

/**
 * A new state: `state` with `changes`, where a change to `undefined` removes the key (an idle request, nothing
 * held), so that the state Volto serializes into every page carries no empty fields.
 */
export function changed(state: SocialMediaState, changes: Partial<SocialMediaState>): SocialMediaState {
  // `Object.assign`, not a spread: Volto's build spells each spread out with a helper call.
  const next: SocialMediaState = Object.assign({}, state, changes);
  for (const key of Object.keys(next) as Array<keyof SocialMediaState>) if (next[key] === undefined) delete next[key];
  return next;
}
