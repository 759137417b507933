// The `socialMedia` reducer in Volto's store: it follows Volto's main-content loads, for the behavior name
// the site's settings give at the time of each load. The slice's case reducers without Redux Toolkit (first load).
import { createSocialMediaReducer } from '../store/createSocialMediaReducer';
import { SOCIAL_MEDIA_STATE_KEY } from '../store/state';
import { readSocialMediaSettings } from './installSettings';
import type { VoltoConfig } from './types';

/** Sets `config.addonReducers.socialMedia` (a second run replaces it, never adds another). */
export function installReducer(config: VoltoConfig): VoltoConfig {
  const reducer = createSocialMediaReducer({
    settingsBehavior: () => readSocialMediaSettings(config).behaviors.settings,
  });
  config.addonReducers = Object.assign({}, config.addonReducers, { [SOCIAL_MEDIA_STATE_KEY]: reducer });
  return config;
}
