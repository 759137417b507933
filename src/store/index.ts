// Public API of the store: the `socialMedia` slice (Redux Toolkit) and the same reducer without Redux Toolkit
// (Volto's), their case reducers, the thunks, selectors and hooks, and the client context.
export {
  createSocialMediaSlice,
  socialMediaSlice,
  socialMediaReducer,
  settingsResolved,
  saveStatusCleared,
} from './createSocialMediaSlice';
export { createSocialMediaReducer } from './createSocialMediaReducer';
export * as socialMediaCases from './socialMediaCases';
export type { SocialMediaSliceOptions } from './socialMediaCases';
export { SOCIAL_MEDIA_STATE_KEY, createInitialSocialMediaState, defaultSocialMediaSettings } from './state';
export type {
  RequestError,
  RequestState,
  RequestStatus,
  SettingsProblem,
  SocialMediaRootState,
  SocialMediaState,
} from './state';
export { loadContent, loadSettings, saveSettings, toRequestError } from './thunks';
export { LOAD_CONTENT, LOAD_SETTINGS, SAVE_SETTINGS, SAVE_STATUS_CLEARED, SETTINGS_RESOLVED } from './actionTypes';
export type { ClientCallArgs, LoadContentArgs, SaveSettingsArgs, SaveSettingsResult } from './thunks';
export {
  selectSocialMediaState,
  selectSocialMediaSettings,
  selectSettingsSource,
  selectSiteSocialLinks,
  selectShareSocialData,
  selectFacebookAppId,
  selectXUsername,
  selectFacebookUsername,
  selectSettingsProblems,
  selectLoadStatus,
  selectSaveStatus,
} from './selectors';
export {
  useSocialMediaDispatch,
  useSocialMediaSettings,
  useSiteSocialLinks,
  useSettingsSource,
  useSocialMediaStatus,
} from './hooks';
export type { SocialMediaDispatch, SocialMediaStatus } from './hooks';
export {
  SocialMediaClientProvider,
  useSocialMediaClient,
  useOptionalSocialMediaClient,
} from './SocialMediaClientContext';
export type { SocialMediaClientProviderProps } from './SocialMediaClientContext';
export { VOLTO_GET_CONTENT_SUCCESS, isMainContentLoaded, settingsFromVoltoResult, snapshotOf } from './voltoContent';
export type { SettingsSnapshot, VoltoContentLoadedAction } from './voltoContent';
