// The shape of the `socialMedia` state: the resolved settings, where they came from, and the status
// of the last load and save. Everything here is plain JSON so Volto can hydrate it from `window.__data`.
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

export interface SocialMediaState {
  /** The settings that apply to the current page; the schema defaults when the backend serves none. */
  settings: SocialMediaSettings;
  /** The object that holds the settings; `null` when no object in the acquisition chain provides them. */
  from: InheritSource | null;
  /** What was wrong with the last settings payload; the bad parts were replaced by defaults. */
  problems: SettingsProblem[];
  load: RequestState;
  save: RequestState;
}

export interface SocialMediaRootState {
  socialMedia: SocialMediaState;
}

/** The schema defaults of the settings behavior, used whenever the backend serves no settings. */
export const defaultSocialMediaSettings: SocialMediaSettings = DEFAULT_SETTINGS as SocialMediaSettings;

const idleRequest: RequestState = { status: 'idle', error: null, requestId: null };

/** A fresh initial state (no settings loaded yet: defaults, no source). */
export function createInitialSocialMediaState(): SocialMediaState {
  return {
    settings: defaultSocialMediaSettings,
    from: null,
    problems: [],
    load: { ...idleRequest },
    save: { ...idleRequest },
  };
}
