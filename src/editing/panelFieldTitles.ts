// The titles the control panel shows its fields under, by field name: how Plone's validation messages and the notice
// of someone else's save name a field.
import type { controlPanelMessages } from './controlPanelMessages';

/** The key in `controlPanelMessages` of each field's title. */
export const PANEL_FIELD_TITLES: Record<string, keyof typeof controlPanelMessages> = {
  share_social_data: 'shareSocialData',
  facebook_app_id: 'facebookAppId',
  social_links: 'linksTitle',
};
