// Where a link item points, read the way the backend reads it, and the links a visitor may follow.
import type { SocialLink } from '../contract/types';
import { safeHref } from './safeHref';

const EMPTY_TARGETS = new Set(['', 'None', 'none', 'null']);

/**
 * The link's target as the backend reads it: the first `href` entry's `@id`, trimmed; `''` when it is
 * missing, not a string, or one of `None`/`none`/`null`. Never throws, whatever the item holds.
 */
export function linkTarget(link: unknown): string {
  if (typeof link !== 'object' || link === null) return '';
  const href = (link as { href?: unknown }).href;
  if (!Array.isArray(href) || href.length === 0) return '';
  const first: unknown = href[0];
  if (typeof first !== 'object' || first === null) return '';
  const target = (first as { '@id'?: unknown })['@id'];
  if (typeof target !== 'string') return '';
  const trimmed = target.trim();
  return EMPTY_TARGETS.has(trimmed) ? '' : trimmed;
}

/** A link that may be rendered, with the href to render. */
export interface VisibleLink {
  link: SocialLink;
  href: string;
}

/** The links, in stored order, whose target is a safe href; each comes with that href. */
export function visibleLinks(links: readonly SocialLink[] | null | undefined): VisibleLink[] {
  if (!Array.isArray(links)) return [];
  const visible: VisibleLink[] = [];
  for (const link of links) {
    const href = safeHref(linkTarget(link));
    if (href !== null) visible.push({ link, href });
  }
  return visible;
}
