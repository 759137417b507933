// The "Social Media" control panel: an entry in Volto's control panel list and its own route, whose component
// (the editing chunk plus Volto's toolbar) loads only when an editor opens it.
import type { ComponentType } from 'react';
import { socialMediaIcon } from './icons';
import { lazyEditor } from './lazyEditor';
import type { AddonRoute, ControlPanelEntry, VoltoConfig } from './types';
import { withEntry } from './withEntry';

export const CONTROL_PANEL_ID = 'social-media';
export const CONTROL_PANEL_PATH = `/controlpanel/${CONTROL_PANEL_ID}`;

/** The list entry; Volto links it to `/controlpanel/<last segment of @id>` and translates `group` by itself. */
export const controlPanelEntry: ControlPanelEntry = {
  '@id': `/${CONTROL_PANEL_ID}`,
  group: 'Add-on Configuration',
  title: 'Social Media',
};

/** The route's component, loaded lazily (it imports Volto's toolbar and the editing chunk). */
export const SocialMediaControlPanelRouteLoader = lazyEditor<any>(
  () => import('./SocialMediaControlPanelRoute') as Promise<{ default: ComponentType<any> }>,
  'SocialMediaControlPanelRoute',
);

/** Adds the list entry, its icon and the route, each once. */
export function installControlPanel(config: VoltoConfig): VoltoConfig {
  config.settings.controlpanels = withEntry(config.settings.controlpanels, '@id', controlPanelEntry);

  // Volto falls back to `controlPanelsIcons.default`; only add ours where that map exists.
  const icons = config.settings.controlPanelsIcons;
  if (icons && typeof icons === 'object') icons[CONTROL_PANEL_ID] = socialMediaIcon;

  const route: AddonRoute = { path: CONTROL_PANEL_PATH, component: SocialMediaControlPanelRouteLoader };
  config.addonRoutes = withEntry(config.addonRoutes, 'path', route);
  return config;
}
