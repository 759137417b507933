// A Link's target (plone.app.contenttypes' ILink `remoteUrl`, a required text line of the type's own schema): how the
// catalog's getRemoteUrl column and a content GET show it, the site's variables replaced.
import type { FieldDefinition } from './behaviors';
import type { ContentNode } from './content';
import { physicalPath, urlOf, type RequestContext } from './requestContext';
import type { MockSite } from './site';

/** The field, first of a Link's schemata as Dexterity iterates them (the type's schema before its behaviors). */
export const REMOTE_URL: FieldDefinition = {
  name: 'remoteUrl',
  kind: 'textline',
  title: 'URL',
  description: '',
  required: true,
  readonly: false,
};

/** Whether `node` has a target (a Link). */
export function hasLinkTarget(node: ContentNode): boolean {
  return node.portalType === 'Link';
}

/**
 * The getRemoteUrl indexer's value: the stored target, `${navigation_root_url}` and `${portal_url}` replaced by the
 * paths of the Link's navigation root and of the portal (replace_link_variables_by_paths); `null` for other types.
 */
export function indexedLinkTarget(site: MockSite, node: ContentNode): string | null {
  if (!hasLinkTarget(node)) return null;
  const stored = node.fields[REMOTE_URL.name];
  if (typeof stored !== 'string' || !stored) return typeof stored === 'string' ? stored : null;
  return withPaths(site, node, stored);
}

/**
 * The target a content GET shows (plone.restapi's TextLineFieldSerializer for ILink): the address of the object the
 * replaced path leads to, else the stored text without `${portal_url}`.
 */
export function servedLinkTarget(ctx: RequestContext, node: ContentNode): string | null {
  const stored = node.fields[REMOTE_URL.name];
  if (typeof stored !== 'string') return null;
  const path = withPaths(ctx.site, node, stored);
  const sitePath = physicalPath(ctx.site, ctx.site.root);
  if (path === sitePath || path.startsWith(`${sitePath}/`)) {
    const target = ctx.site.get(path.slice(sitePath.length));
    if (target) return urlOf(ctx, target);
  }
  return stored.replaceAll('${portal_url}', '');
}

function withPaths(site: MockSite, node: ContentNode, url: string): string {
  // absolute_url_path() of the site root is its physical path; a path of `/` would become `` (no `//sitemap`).
  const pathOf = (target: ContentNode) => {
    const path = physicalPath(site, target);
    return path === '/' ? '' : path;
  };
  let result = url;
  if (result.includes('${navigation_root_url}')) {
    result = result.replaceAll('${navigation_root_url}', pathOf(site.navigationRootOf(node)));
  }
  if (result.includes('${portal_url}')) result = result.replaceAll('${portal_url}', pathOf(site.root));
  return result;
}
