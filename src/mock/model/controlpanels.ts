// The site-setup services Volto's `/controlpanel` page loads: `@controlpanels` (the list of panels) and
// `@system` (versions). Both are registered on the site root for managers and site administrators
// (`Plone Site Setup: Overview`).
import type { ContentNode } from './content';
import { mayUsePanel } from './controlPanelPermissions';
import { notFound, unauthorized } from './errors';
import type { RequestContext } from './requestContext';
import { RECORDED_CONTROLPANELS, RECORDED_SYSTEM } from './recordedServices';
import { ok, type ServiceResult } from './serviceResult';
import { withSiteUrl } from './siteService';
import { canManageSite } from './users';

/** Plone 6.2's panels, grouped and ordered as `@controlpanels` lists them (recorded, backend/captured). */
export const CONTROL_PANELS: ReadonlyArray<{ id: string; group: string; title: string }> = RECORDED_CONTROLPANELS.map(
  (panel) => ({ id: panel['@id'].split('/').pop()!, group: panel.group, title: panel.title }),
);

/** The versions `@system` reports: those of the Plone 6.2 site the contract run compares with (recorded). */
export const SYSTEM_VERSIONS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(RECORDED_SYSTEM).filter(([key]) => key !== '@id'),
);

/**
 * `GET @controlpanels`: the list of panels (array of `{@id, group, searchable_text, title}`), those the caller may
 * use (the recording is a manager's).
 */
export function controlPanels(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireSiteSetup(ctx, node);
  const offered = RECORDED_CONTROLPANELS.filter((panel) => mayUsePanel(panel['@id'].split('/').pop()!, ctx.user));
  return ok(withSiteUrl(offered, ctx));
}

/** `GET @system`: Plone, Zope, CMF, Python and Pillow versions and whether the site needs an upgrade. */
export function systemInfo(ctx: RequestContext, node: ContentNode): ServiceResult {
  requireSiteSetup(ctx, node);
  return ok(withSiteUrl(RECORDED_SYSTEM, ctx));
}

/** 404 below the site root (the services are registered for `IPloneSiteRoot`), 401 without Site Setup. */
function requireSiteSetup(ctx: RequestContext, node: ContentNode): void {
  if (node.parent !== null) throw notFound();
  if (!canManageSite(ctx.user)) throw unauthorized();
}
