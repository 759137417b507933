// The Open Graph and Twitter/X tags a social network reads when a page is shared, built from the content
// and the social media settings. Pure: the React and Volto adapters only render what this returns.
import type { SocialMediaSettings } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { visibleLinks } from './linkTarget';
import { safeHref } from './safeHref';

/** One `<meta>` element: Open Graph and Facebook tags use `property`, Twitter/X tags use `name`. */
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
   * `publicUrl`, this prefix is replaced by it. Without it only the origin of a URL is replaced.
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
  // Twitter/X tags are `name`d, the others are Open Graph (and Facebook) `property` tags.
  const add = (tag: string, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !excluded.has(tag) && !(tag.startsWith('og:image:') && excluded.has('og:image'))) {
      tags.push(tag.startsWith('twitter:') ? { name: tag, content: text } : { property: tag, content: text });
    }
  };
  const toPublic = (url: unknown) => publicLink(url, publicUrl, backendUrl);

  add('og:title', firstText(content.opengraph_title, content.seo_title, content.title));
  add('og:description', firstText(content.opengraph_description, content.seo_description, content.description));
  add('og:url', toPublic(firstText(content.seo_canonical_url, content['@id'])));
  const isSiteRoot =
    options.isSiteRoot === undefined ? SITE_ROOT_TYPES.has(content['@type'] as string) : options.isSiteRoot;
  add('og:type', isSiteRoot ? 'website' : 'article');

  const image = shareImage(content, imageField);
  const imageUrl = image ? toPublic(image.url) : '';
  if (image && imageUrl) {
    add('og:image', imageUrl);
    add('og:image:width', image.width);
    add('og:image:height', image.height);
  }

  add('fb:app_id', settings.facebook_app_id);
  add('og:article:publisher', facebookPage(settings));
  add('twitter:card', imageUrl ? 'summary_large_image' : 'summary');
  const xUsername = typeof settings.x_username === 'string' ? settings.x_username.trim().replace(/^@/, '') : '';
  if (USERNAME.test(xUsername)) add('twitter:site', `@${xUsername}`);
  return tags;
}

interface ShareImage {
  url: unknown;
  width: string;
  height: string;
}

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
  for (const { link, href } of visibleLinks(settings.social_links)) {
    if (link.id === 'facebook' && /^https?:/i.test(href)) return href;
  }
  const username = typeof settings.facebook_username === 'string' ? settings.facebook_username.trim() : '';
  return USERNAME.test(username) ? `https://www.facebook.com/${username}` : '';
}

/** An absolute http(s) URL at the public address, or `''` when the value is not a safe web URL. */
function publicLink(value: unknown, publicUrl: string | undefined, backendUrl: string | undefined): string {
  const href = safeHref(value);
  if (!href || /^mailto:/i.test(href)) return '';
  const base = trimmedUrl(publicUrl);
  // Only an absolute web address can stand for the site: a shared link must work from anywhere.
  const web = /^https?:/i.test(base) && safeHref(base);
  if (href.startsWith('/')) return web ? `${base}${href}` : '';
  if (!web) return href;
  const backend = trimmedUrl(backendUrl);
  // Only in the path: in `https://++api++/` it names the host, and without it the rest would not parse as a URL.
  const withoutApi = href.replace(/^(.*?\/\/[^/]+.*?)\/\+\+api\+\+(?=\/|$)/, '$1');
  if (backend) {
    return withoutApi === backend || withoutApi.startsWith(`${backend}/`)
      ? `${base}${withoutApi.slice(backend.length)}`
      : href;
  }
  const url = new URL(withoutApi);
  return `${base}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}` || base;
}

function trimmedUrl(url: unknown): string {
  return typeof url === 'string' ? url.trim().replace(/\/+$/, '') : '';
}

function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

function dimension(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : '';
}
