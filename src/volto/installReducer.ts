// The `socialMedia` reducer in Volto's store: it follows Volto's main-content loads, for the behavior name
// the site's settings give at the time of each load.
import { createSocialMediaSlice } from '../store/createSocialMediaSlice';
import { SOCIAL_MEDIA_STATE_KEY } from '../store/state';
import { socialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

/** Sets `config.addonReducers.socialMedia` (a second run replaces it, never adds another). */
export function installReducer(config: VoltoConfig): VoltoConfig {
  const { reducer } = createSocialMediaSlice({
    settingsBehavior: () => socialMediaSettings(config).behaviors.settings,
  });
  config.addonReducers = { ...(config.addonReducers ?? {}), [SOCIAL_MEDIA_STATE_KEY]: reducer };
  return config;
}
