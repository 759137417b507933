// Puts the page's title and the add-on's share tags into `document.head` of this client-rendered demo,
// replacing the previous page's tags on every navigation (what Helmet does for Volto).
import { useEffect } from 'react';
import { buildHeadTags, buildStructuredData } from '@example/volto-socialmedia/core';
import type { HeadTag } from '@example/volto-socialmedia/core';
import type { SocialMediaSettings } from '@example/volto-socialmedia/contract';

/** Marks the elements this module owns, so it never touches the others. */
export const HEAD_TAG_MARKER = 'data-socialmedia-head';

/** Replaces the share tags in `document.head` with `tags` and the JSON-LD script (none when empty). */
export function applyHeadTags(tags: readonly HeadTag[], structuredData = ''): void {
  for (const element of document.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) element.remove();
  for (const tag of tags) {
    const meta = document.createElement('meta');
    if ('property' in tag) meta.setAttribute('property', tag.property);
    else meta.setAttribute('name', tag.name);
    meta.setAttribute('content', tag.content);
    meta.setAttribute(HEAD_TAG_MARKER, '');
    document.head.append(meta);
  }
  if (!structuredData) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = structuredData;
  script.setAttribute(HEAD_TAG_MARKER, '');
  document.head.append(script);
}

export interface DocumentHeadOptions {
  /** The page's title; the brand follows it. */
  title: string;
  brand: string;
  /** The content GET (share tags only for content pages; `null` elsewhere). */
  content?: unknown;
  settings?: SocialMediaSettings | null;
  /**
   * A view of `content` at an address of its own (the people listing of the site root, as Volto's search page): shared
   * under that address and the view's title, with the content's site-wide tags.
   */
  isView?: boolean;
}

/** Keeps `<title>` and the share tags in step with the page shown; removes the tags when it unmounts. */
export function useDocumentHead(options: DocumentHeadOptions): void {
  const { title, brand, content = null, settings = null, isView = false } = options;
  useEffect(() => {
    document.title = title ? `${title} – ${brand}` : brand;
  }, [title, brand]);
  useEffect(() => {
    if (!content) return applyHeadTags([]);
    // The demo's address stands for the site, its brand for the site's name.
    const page = { content, settings, ...publicAddress(content), siteName: brand, siteUrl: window.location.origin };
    if (!isView) return applyHeadTags(buildHeadTags(page), buildStructuredData(page));
    const shared = buildHeadTags({ ...page, exclude: VIEW_OWN_TAGS });
    if (shared.length === 0) return applyHeadTags([]);
    const own: HeadTag[] = [
      { property: 'og:title', content: title },
      { property: 'og:url', content: `${window.location.origin}${window.location.pathname}` },
    ];
    applyHeadTags([...own, ...shared], buildStructuredData(page));
  }, [content, settings, isView, title, brand]);
  useEffect(() => () => applyHeadTags([]), []);
}

/** What a view says of itself rather than of the content it shows. */
const VIEW_OWN_TAGS = ['og:title', 'og:description', 'og:url'];

/**
 * Pages are public at `<demo origin>/<path>`; the backend's `@id`s start with its own site root
 * (`<backend origin>/<site id>`), which this maps onto that address.
 */
function publicAddress(content: unknown): { publicUrl?: string; backendUrl?: string } {
  const id = (content as { '@id'?: unknown })['@id'];
  if (typeof id !== 'string') return {};
  try {
    return { publicUrl: window.location.origin, backendUrl: `${new URL(id).origin}${__DEMO_SITE_PATH__}` };
  } catch {
    return {};
  }
}
