// The address a visitor shares: the page's canonical public URL, never the backend's (`++api++`, the API path,
// the internal API path that server-side rendering uses), as Volto's `toPublicURL` writes the canonical link.
import { safeHref } from './safeHref';
import { sitePath } from './sitePath';
import { withoutApiSegment } from './withoutApiSegment';

export interface SharedPageUrlOptions {
  /** The content GET of the page (plone.restapi's serialization); anything else gives `null`. */
  content: unknown;
  /** The site's public base URL (Volto's `settings.publicURL`). */
  publicUrl?: unknown;
  /** Prefixes content `@id`s may start with (Volto's `settings.apiPath` and `settings.internalApiPath`). */
  backendUrls?: readonly unknown[];
}

/**
 * The page's public URL: its `seo_canonical_url` when that is a web address, else its `@id` moved from the backend
 * to `publicUrl` (a backend prefix replaced, else the origin). `null` when there is no web address to share (no
 * `@id`, or an unsafe one). Never throws.
 */
export function sharedPageUrl({ content, publicUrl, backendUrls = [] }: SharedPageUrlOptions): string | null {
  if (typeof content !== 'object' || content === null) return null;
  const fields = content as Record<string, unknown>;
  const canonical = webHref(fields.seo_canonical_url);
  if (canonical) return canonical;
  const id = safeHref(fields['@id']);
  if (!id || /^mailto:/i.test(id)) return null;
  const base = webHref(publicUrl)?.replace(/\/+$/, '') ?? '';
  if (id.startsWith('/')) return base ? `${base}${id === '/' ? '' : id}` : null;
  const withoutApi = withoutApiSegment(id);
  if (!base) return withoutApi;
  // At one of the backend's addresses: its path on the site, moved to the public base.
  const path = sitePath(withoutApi, backendUrls);
  if (path !== withoutApi) return `${base}${path === '/' ? '' : path}`;
  const url = new URL(withoutApi);
  return `${base}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
}

function webHref(value: unknown): string | null {
  const href = safeHref(value);
  return href && /^https?:\/\//i.test(href) ? href : null;
}
