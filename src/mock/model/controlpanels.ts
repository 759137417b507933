// The site-setup services Volto's `/controlpanel` page loads: `@controlpanels` (the list of panels) and
// `@system` (versions). Both are registered on the site root for managers only (`Plone Site Setup: Overview`).
import type { ContentNode } from './content';
import { notFound, unauthorized } from './errors';
import { urlOf, type RequestContext } from './requestContext';
import { ok, type ServiceResult } from './serviceResult';
import { isManager } from './users';

/** A few of Plone's standard panels, grouped and ordered as `@controlpanels` lists them. */
export const CONTROL_PANELS: ReadonlyArray<{ id: string; group: string; title: string }> = [
  { id: 'date-and-time', group: 'General', title: 'Date and Time' },
  { id: 'language', group: 'General', title: 'Language' },
  { id: 'mail', group: 'General', title: 'Mail' },
  { id: 'navigation', group: 'General', title: 'Navigation' },
  { id: 'search', group: 'General', title: 'Search' },
  { id: 'site', group: 'General', title: 'Site' },
  { id: 'dexterity-types', group: 'Content', title: 'Dexterity Content Types' },
  { id: 'editing', group: 'Content', title: 'Editing' },
  { id: 'imaging', group: 'Content', title: 'Image Handling' },
  { id: 'markup', group: 'Content', title: 'Markup' },
  { id: 'security', group: 'Security', title: 'Security' },
];

/** The versions `@system` reports: a Plone 6.1 site on Python 3.12. */
export const SYSTEM_VERSIONS = {
  cmf_version: '3.7',
  debug_mode: 'No',
  pil_version: '11.1.0 (Pillow)',
  plone_gs_metadata_version_file_system: '6110',
  plone_gs_metadata_version_installed: '6110',
  plone_restapi_version: '9.13.3',
  plone_version: '6.1.1',
  python_version: '3.12.9 (main, Feb  4 2025, 14:38:38) [GCC 12.2.0]',
  upgrade: false,
  zope_version: '5.13',
} as const;

/** `GET @controlpanels`: the list of panels (array of `{@id, group, title}`). */
export function controlPanels(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireSiteSetup(ctx, node);
  const base = `${urlOf(ctx, ctx.site.root)}/@controlpanels`;
  return ok(CONTROL_PANELS.map((panel) => ({ '@id': `${base}/${panel.id}`, group: panel.group, title: panel.title })));
}

/** `GET @system`: Plone, Zope, CMF, Python and Pillow versions and whether the site needs an upgrade. */
export function systemInfo(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireSiteSetup(ctx, node);
  return ok({ '@id': `${urlOf(ctx, ctx.site.root)}/@system`, ...SYSTEM_VERSIONS });
}

/** 404 below the site root (the services are registered for `IPloneSiteRoot`), 401 for non-managers. */
function requireSiteSetup(ctx: RequestContext, node: ContentNode): void {
  if (node.parent !== null) throw notFound();
  if (!isManager(ctx.user)) throw unauthorized();
}
