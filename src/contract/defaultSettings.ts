// The defaults of the settings behavior's schema, in a module of their own: the store's initial state needs
// them on every page, without the runtime schemas.
import type { SocialMediaSettings } from './types';

/** The defaults of the settings behavior's schema, used where a value is missing or of the wrong type. */
export const DEFAULT_SETTINGS: Readonly<SocialMediaSettings> = Object.freeze({
  share_social_data: true,
  facebook_app_id: '',
  social_links: [],
  facebook_username: '',
  x_username: '',
});
