// Who is offered which control panel. `@controlpanels` lists the configlets `portal_controlpanel` enumerates, and it
// enumerates only those whose permission the caller has on the site root: a Site Administrator does not see the
// panels that ask for `Manage portal` or for a permission the role map leaves to managers.
import type { MockUser, Role } from './users';

const SITE_SETUP: readonly Role[] = ['Manager', 'Site Administrator'];
const MANAGER: readonly Role[] = ['Manager'];

/**
 * The roles that have each panel's permission (the configlet's in controlpanel.xml, its roles from rolemap.xml), by
 * the panel's name in `@controlpanels/<name>`.
 */
export const PANEL_ROLES: Readonly<Record<string, readonly Role[]>> = {
  'date-and-time': SITE_SETUP, // Plone Site Setup: Site
  language: SITE_SETUP, // Plone Site Setup: Language
  mail: SITE_SETUP, // Plone Site Setup: Mail
  navigation: SITE_SETUP, // Plone Site Setup: Navigation
  search: SITE_SETUP, // Plone Site Setup: Search
  site: SITE_SETUP, // Plone Site Setup: Site
  'volto-settings': MANAGER, // Manage portal (plone.volto)
  'content-rules': SITE_SETUP, // Content rules: Manage rules
  'dexterity-types': MANAGER, // Manage portal (plone.app.dexterity)
  editing: SITE_SETUP, // Plone Site Setup: Editing
  // Plone Site Setup: Imaging is in no role map: Zope gives a permission nobody maps to Manager alone.
  imaging: MANAGER,
  markup: SITE_SETUP, // Plone Site Setup: Markup
  usergroup: SITE_SETUP, // Plone Site Setup: Users and Groups
  security: SITE_SETUP, // Plone Site Setup: Security
};

/** Whether `user` is offered the panel `name`; a panel not listed here is a manager's. */
export function mayUsePanel(name: string, user: MockUser | null): boolean {
  const roles = PANEL_ROLES[name] ?? MANAGER;
  return user?.roles.some((role) => roles.includes(role)) ?? false;
}
