// The shape of the `socialMedia` state: only what the host's own state does not already hold. Inside Volto the
// page's settings stay in Volto's content state (`content.data['@components'].inherit`, read by the selectors);
// this state keeps a save the content does not reflect yet, the status of the last load and save, and the
// navigation roots' settings fetched for pages whose content lacked them. Plain JSON: Volto serializes it into
// every page (`window.__data`) and hydrates it, so each key left out is bytes a visitor does not download.
import type { InheritSource, SocialMediaSettings } from '../contract/types';
import { DEFAULT_SETTINGS } from '../contract/defaultSettings';
import type { ValidationProblem } from '../contract/validationProblems';

/** The state key the reducer is installed under, in Volto's `config.addonReducers` and in plain stores. */
export const SOCIAL_MEDIA_STATE_KEY = 'socialMedia';

/** One problem found while reading a settings payload (a malformed link, a wrong type, ...). */
export type SettingsProblem = ValidationProblem;

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A failed request, reduced to what a form shows: no `Error` instances in the store. */
export interface RequestError {
  message: string;
  /** HTTP status when the backend answered; `null` for network failures and aborts. */
  status: number | null;
  /** plone.rest's error `type` (`Unauthorized`, `BadRequest`, ...) when the backend gave one. */
  type: string | null;
}

export interface RequestState {
  status: RequestStatus;
  error: RequestError | null;
  /** The id of the request in flight, so an older answer never overwrites a newer one. */
  requestId: string | null;
}

/** Settings as the state and the selectors give them: never `null`, defaults where a payload had nothing usable. */
export interface SettingsSnapshot {
  settings: SocialMediaSettings;
  /** The object that holds the settings; `null` when no object in the acquisition chain provides them. */
  from: InheritSource | null;
  /** What was wrong with the payload; the bad parts were replaced by defaults. */
  problems: SettingsProblem[];
}

export interface SocialMediaState {
  /**
   * Settings this store holds itself: loaded by the thunks, resolved by the app, or just saved. In Volto it is
   * absent until an editor saves, and dropped again by the next page load, whose content then reflects the save.
   */
  held?: SettingsSnapshot;
  /** The settings behavior name of Volto's last page load: the key the selectors read in Volto's content. */
  behavior?: string;
  /**
   * The settings of navigation roots (by `@id`), fetched because a page's content lacked them (the backend leaves
   * them out when their closest provider is not viewable); `null` while the request runs, or when it found none;
   * `undefined` after it failed, so that the next page under that root asks again.
   */
  navRoots?: Record<string, SettingsSnapshot | null | undefined>;
  /** The last load through the thunks; absent while idle. */
  load?: RequestState;
  /** The last save; absent while idle (or once its outcome was dismissed). */
  save?: RequestState;
}

export interface SocialMediaRootState {
  socialMedia: SocialMediaState;
}

/** The schema defaults of the settings behavior, used whenever the backend serves no settings. */
export const defaultSocialMediaSettings: SocialMediaSettings = DEFAULT_SETTINGS as SocialMediaSettings;

/** The snapshot of "no settings": the defaults, no source, no problems. */
export const NO_SETTINGS: SettingsSnapshot = { settings: defaultSocialMediaSettings, from: null, problems: [] };

/** A request that has not run (or whose outcome was forgotten). */
export const IDLE_REQUEST: RequestState = { status: 'idle', error: null, requestId: null };

/** A fresh initial state: nothing held, nothing loading (the selectors give the defaults). */
export function createInitialSocialMediaState(): SocialMediaState {
  return {};
}
