// Where a visitor following a catalog result goes, as Volto's UniversalLink decides it for its listing templates: an
// anonymous visitor goes straight to a Link's target and to a File's download, a logged-in editor to the object's page,
// where they edit it.
import { safeHref } from './linkTarget';

export interface ResultTargetOptions {
  /** Whether the visitor is logged in (Volto's `userSession.token`): then every result opens its own page. */
  loggedIn: boolean;
  /** The portal types an anonymous visitor downloads (Volto's `settings.downloadableObjects`, `['File']`). */
  downloadableTypes: unknown;
  /** The portal types an anonymous visitor sees in the browser (Volto's `settings.viewableInBrowserObjects`). */
  viewableTypes: unknown;
  /** A backend address made a path of the site, as the result's own address is. */
  sitePathOf: (href: string) => unknown;
}

/**
 * The address a visitor follows for `item`, whose own page is at `pageHref`: for an anonymous visitor a Link's target
 * (`getRemoteUrl`, or `remoteUrl` of a full object) when it is a safe href, a downloadable type's `@@download/file` and
 * a viewable type's `@@display-file/file` below its page; `pageHref` otherwise. A Link whose target may not be a link
 * (`javascript:`, `tel:`, empty) opens its page, where Plone shows the target as text. Never throws.
 */
export function resultTarget(
  item: Record<string, unknown>,
  pageHref: string | null,
  options: ResultTargetOptions,
): string | null {
  if (options.loggedIn || pageHref === null) return pageHref;
  const remote = firstString(item.remoteUrl, item.getRemoteUrl);
  if (remote) {
    const path = options.sitePathOf(remote);
    const target = safeHref(path === '' ? '/' : path);
    if (target) return target;
  }
  // Below the object's own address: another site's address or the site root has no file to download.
  if (!pageHref.startsWith('/') || pageHref === '/') return pageHref;
  const type = item['@type'];
  if (includes(options.downloadableTypes, type)) return `${pageHref.replace(/\/+$/, '')}/@@download/file`;
  if (includes(options.viewableTypes, type)) return `${pageHref.replace(/\/+$/, '')}/@@display-file/file`;
  return pageHref;
}

function firstString(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '';
}

function includes(types: unknown, type: unknown): boolean {
  return Array.isArray(types) && typeof type === 'string' && types.includes(type);
}
