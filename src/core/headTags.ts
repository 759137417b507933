// The Open Graph and Twitter/X tags a social network reads when a page is shared, built from the content
// and the social media settings. Pure: the React and Volto adapters only render what this returns.
import type { SocialMediaSettings } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { pageCreators } from './authorAttribution';
import { ownProfiles, webProfiles } from './ownProfiles';
import { safeHref } from './linkTarget';
import { withoutApiSegment } from './withoutApiSegment';

/** One `<meta>` element: Open Graph and Facebook tags use `property`, the others (Twitter/X, fediverse) `name`. */
export type HeadTag = { property: string; content: string } | { name: string; content: string };

export interface BuildHeadTagsOptions {
  /** The content GET of the page (plone.restapi's serialization); anything else gives no tags. */
  content: unknown;
  /** The settings that apply to the page; `null` when the backend serves none (then: no tags). */
  settings: SocialMediaSettings | null | undefined;
  /** The public base URL of the site (Volto's `settings.publicURL`); backend URLs are rewritten to it. */
  publicUrl?: string;
  /**
   * The backend URL of the site that content `@id`s start with (Volto's `settings.apiPath`); with
   * `publicUrl`, this prefix is replaced by it. Without it only the origin of a URL is replaced (a canonical URL, which
   * may name another site, then stays as the editor wrote it).
   */
  backendUrl?: string;
  /**
   * Tag keys not to emit, because another component writes them already (Volto's `ContentMetadataTags`
   * writes `og:title`, `og:url`, `og:description`, `twitter:card`). Excluding `og:image` also drops its size.
   */
  exclude?: Iterable<string>;
  /** The image field read when the content has no `opengraph_image`; `image` by default, as in Volto. */
  imageField?: string;
  /** Whether the page is the site (or a navigation) root; guessed from `@type` when not given. */
  isSiteRoot?: boolean;
  /** The site's creators for pages without their own (`config.settings.socialMedia.creator`: `{ fediverse?, x? }`). */
  creator?: unknown;
  /**
   * The image shared for a page without one of its own (`config.settings.socialMedia.defaultShareImage`:
   * `{ url, width?, height?, alt? }`); without it, `siteLogo`.
   */
  defaultImage?: unknown;
  /** The site logo's URL (`plone.site_logo` of `@site`), shared for a page without an image when none is set. */
  siteLogo?: unknown;
}

const SITE_ROOT_TYPES = new Set(['Plone Site', 'LRF']);
const USERNAME = /^[A-Za-z0-9._-]+$/;

/**
 * The head tags for sharing `content`, in a stable order, each with a non-empty string value.
 * Returns `[]` unless `settings.share_social_data` is `true`. Never throws on malformed content or settings.
 */
export function buildHeadTags(options: BuildHeadTagsOptions): HeadTag[] {
  const { content, settings, publicUrl, backendUrl, exclude = [], imageField = 'image' } = options;
  if (!isPlainObject(content) || !isPlainObject(settings) || settings.share_social_data !== true) return [];

  const excluded = new Set(exclude);
  const tags: HeadTag[] = [];
  // Open Graph (and Facebook) tags are `property` tags, the others (Twitter/X, fediverse) are `name`d.
  const add = (tag: string, value: unknown) => {
    const text = trimmedText(value);
    if (text && !excluded.has(tag) && !(tag.startsWith('og:image:') && excluded.has('og:image'))) {
      tags.push(/^(og|fb):/.test(tag) ? { property: tag, content: text } : { name: tag, content: text });
    }
  };
  const toPublic = (url: unknown) => publicLink(url, publicUrl, backendUrl);

  add('og:title', firstText(content.opengraph_title, content.seo_title, content.title));
  add('og:description', firstText(content.opengraph_description, content.seo_description, content.description));
  add('og:url', pageUrl(options));
  add('og:type', isSiteRoot(options) ? 'website' : 'article');

  // The page's own image, else the site's: X reads og:image when there is no twitter:image, so one tag serves both.
  const image = shareImage(content, imageField) || siteImage(options.defaultImage, options.siteLogo);
  const imageUrl = image ? toPublic(image.url) : '';
  if (image && imageUrl) {
    add('og:image', imageUrl);
    add('og:image:width', image.width);
    add('og:image:height', image.height);
    add('og:image:alt', image.alt);
  }

  add('fb:app_id', settings.facebook_app_id);
  add('og:article:publisher', facebookPage(settings));
  add('twitter:card', imageUrl ? 'summary_large_image' : 'summary');
  add('twitter:site', xAccount(settings));
  const creators = pageCreators(ownProfiles(content, isSiteRoot(options)), options.creator);
  add('fediverse:creator', creators.fediverse);
  add('twitter:creator', creators.x);
  return tags;
}

/** Whether the page is the site root: as the caller says, else guessed from its `@type`. */
export function isSiteRoot({ content, isSiteRoot: given }: BuildHeadTagsOptions): boolean {
  return given === undefined ? isPlainObject(content) && SITE_ROOT_TYPES.has(content['@type'] as string) : given;
}

/**
 * The page's public address (its canonical URL, else its `@id`), or `''` when it has no safe web address. A canonical
 * URL is the address an editor gave the page, kept as it is unless it is at `backendUrl`: without `backendUrl` only
 * the `@id` is moved to the public address, as Volto writes `seo_canonical_url` as it is.
 */
export function pageUrl({ content, publicUrl, backendUrl }: BuildHeadTagsOptions): string {
  const page = isPlainObject(content) ? content : {};
  const address = firstText(page.seo_canonical_url, page['@id']);
  const canonical = address !== page['@id'] && !trimmedUrl(backendUrl) && safeHref(address);
  return canonical && /^https?:/i.test(canonical) ? canonical : publicLink(address, publicUrl, backendUrl);
}

interface ShareImage {
  url: unknown;
  width: string;
  height: string;
  alt?: unknown;
}

/**
 * The configured default share image when it has a safe URL, else the site logo (whose size `@site` does not say)
 * unless it is an SVG file.
 */
function siteImage(image: unknown, logo: unknown): ShareImage {
  return isPlainObject(image) && safeHref(image.url)
    ? { url: image.url, width: dimension(image.width), height: dimension(image.height), alt: image.alt }
    : { url: logoAddress(logo), width: '', height: '' };
}

/** What a URL may not hold as it is: control characters, every Unicode space, zero-width characters, `\`. */
// eslint-disable-next-line no-control-regex -- control characters are what a file name may carry into the address
const NOT_IN_URL = /[\u0000-\u001F\u007F-\u009F\s\u200B-\u200D\u2060\uFEFF\\]/g;

/**
 * The site logo's address as a network fetches it: Plone writes the uploaded file's name into `plone.site_logo` as it
 * is (`…/@@site-logo/Our logo.png`), so what a URL cannot hold is percent-encoded, as a browser does with an `<img>`;
 * `''` for an SVG logo.
 */
function logoAddress(logo: unknown): unknown {
  if (typeof logo !== 'string') return logo;
  // Plone serves the logo with the type its file name says. No network shows an SVG as a shared image (X: "SVG is not
  // supported"), and Facebook reports such an image as one it could not process.
  return SVG_FILE.test(logo.trim()) ? '' : logo.trim().replace(NOT_IN_URL, encodeURIComponent);
}

/** An address whose path names an SVG file (`logo.svg`, `logo.svgz`), before any query or fragment. */
const SVG_FILE = /\.svgz?(?:[?#]|$)/i;

/** `opengraph_image`, else the content's image: its `large` scale when there is one, else the image itself. */
function shareImage(content: Record<string, unknown>, imageField: string): ShareImage | null {
  for (const field of [content.opengraph_image, content[imageField]]) {
    if (!isPlainObject(field)) continue;
    const chosen = largeScale(field) || field;
    if (typeof chosen.download !== 'string' || chosen.download.trim() === '') continue;
    return { url: chosen.download, width: dimension(chosen.width), height: dimension(chosen.height) };
  }
  return null;
}

/**
 * The `large` scale of an image field value when it has a download URL (what Volto's own tags use), else `null`.
 */
export function largeScale(image: unknown): Record<string, unknown> | null {
  const scales = isPlainObject(image) ? image.scales : null;
  const large = isPlainObject(scales) ? scales.large : null;
  return isPlainObject(large) && typeof large.download === 'string' && large.download ? large : null;
}

/** The site's Facebook page: the first `facebook` link with a web address, else one built from the username. */
function facebookPage(settings: SocialMediaSettings): string {
  for (const { link, href } of webProfiles(settings.social_links)) if (link.id === 'facebook') return href;
  const username = trimmedText(settings.facebook_username);
  return USERNAME.test(username) ? `https://www.facebook.com/${username}` : '';
}

/**
 * The site's X account as `@name`: the backend's `x_username`, else read from the site's first X profile link (the
 * backend computes no username from `https://x.com/name/`, `…?lang=pt`, `mobile.twitter.com` or an upper-case host).
 */
function xAccount(settings: SocialMediaSettings): string {
  const username = trimmedText(settings.x_username).replace(/^@/, '');
  return USERNAME.test(username) ? `@${username}` : pageCreators(webProfiles(settings.social_links)).x;
}

/** An absolute http(s) URL at the public address, or `''` when the value is not a safe web URL. */
export function publicLink(value: unknown, publicUrl: string | undefined, backendUrl: string | undefined): string {
  const href = safeHref(value);
  if (!href || /^mailto:/i.test(href)) return '';
  const base = trimmedUrl(publicUrl);
  // Only an absolute web address can stand for the site: a shared link must work from anywhere.
  const web = /^https?:/i.test(base) && safeHref(base);
  if (href.startsWith('/')) return web ? `${base}${href}` : '';
  if (!web) return href;
  const backend = trimmedUrl(backendUrl);
  const withoutApi = withoutApiSegment(href);
  if (backend) {
    return withoutApi === backend || withoutApi.startsWith(`${backend}/`)
      ? `${base}${withoutApi.slice(backend.length)}`
      : href;
  }
  const url = new URL(withoutApi);
  return `${base}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}` || base;
}

function trimmedUrl(url: unknown): string {
  return trimmedText(url).replace(/\/+$/, '');
}

/** `value` trimmed when it is a string, else `''`. */
function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The first of `values` that is a string with more than white space in it, as it is; else `''`. */
export function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

function dimension(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : '';
}
