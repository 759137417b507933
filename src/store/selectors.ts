// Typed selectors over the `socialMedia` state. They give the defaults when the reducer is not installed
// or the backend serves no settings, and return stable references so components do not re-render for nothing.
import type { InheritSource, SocialLink, SocialMediaSettings } from '../contract/types';
import { createInitialSocialMediaState } from './state';
import type { RequestState, SettingsProblem, SocialMediaRootState, SocialMediaState } from './state';

const fallbackState: SocialMediaState = createInitialSocialMediaState();

/** The slice state, or the initial one when no reducer is installed under `socialMedia`. */
export function selectSocialMediaState(state: SocialMediaRootState): SocialMediaState {
  return (state as Partial<SocialMediaRootState>).socialMedia || fallbackState;
}

/** The settings that apply to the current page (defaults when the backend serves none). */
export function selectSocialMediaSettings(state: SocialMediaRootState): SocialMediaSettings {
  return selectSocialMediaState(state).settings;
}

/** The object the settings came from (`@id`, `title`), or `null`. */
export function selectSettingsSource(state: SocialMediaRootState): InheritSource | null {
  return selectSocialMediaState(state).from;
}

/** The site's links, in the stored order. */
export function selectSiteSocialLinks(state: SocialMediaRootState): SocialLink[] {
  return selectSocialMediaSettings(state).social_links;
}

export function selectShareSocialData(state: SocialMediaRootState): boolean {
  return selectSocialMediaSettings(state).share_social_data;
}

export function selectFacebookAppId(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).facebook_app_id;
}

/** The X username the backend computed from the links (`''` when there is no X link). */
export function selectXUsername(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).x_username;
}

/** The Facebook username the backend computed from the links (`''` when there is no Facebook link). */
export function selectFacebookUsername(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).facebook_username;
}

/** What was wrong with the last settings payload. */
export function selectSettingsProblems(state: SocialMediaRootState): SettingsProblem[] {
  return selectSocialMediaState(state).problems;
}

export function selectLoadStatus(state: SocialMediaRootState): RequestState {
  return selectSocialMediaState(state).load;
}

export function selectSaveStatus(state: SocialMediaRootState): RequestState {
  return selectSocialMediaState(state).save;
}
