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
export * as requestCases from './requestCases';
export type { SocialMediaCase, SocialMediaCasePayloads } from './socialMediaCases';
export { reduceSocialMedia, handleRequestActions } from './reduceSocialMedia';
export { reduceRequests, snapshotFrom } from './reduceRequests';
export type { SocialMediaSliceOptions } from './reduceSocialMedia';
export { SOCIAL_MEDIA_STATE_KEY, createInitialSocialMediaState, defaultSocialMediaSettings } from './state';
export type {
  SettingsSnapshot,
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
  selectSettingsSnapshot,
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
export { useSocialMediaDispatch, useSocialMediaSettings, useSiteSocialLinks, useSettingsSource } from './hooks';
export type { SocialMediaDispatch } from './hooks';
export { useSocialMediaStatus } from './useSocialMediaStatus';
export type { SocialMediaStatus } from './useSocialMediaStatus';
export {
  SocialMediaClientProvider,
  useSocialMediaClient,
  useOptionalSocialMediaClient,
} from './SocialMediaClientContext';
export type { SocialMediaClientProviderProps } from './SocialMediaClientContext';
export { VOLTO_GET_CONTENT_SUCCESS, isMainContentLoaded, settingsOfInherit } from './voltoContent';
export type { VoltoContentLoadedAction } from './voltoContent';
export { NAV_ROOT_SETTINGS, navRootLackingSettings } from './navRoots';
