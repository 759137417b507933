// A page's own profiles: the web addresses in `social_links` of an object with the links behavior (a person, a
// section), which say who the page is about. Shared by the structured data and the author attribution tags.
import { isPlainObject } from '../contract/validationProblems';
import { visibleLinks } from './linkTarget';
import type { VisibleLink } from './linkTarget';

/**
 * The content's own links with an http(s) address, in stored order; `[]` for an object that holds the settings
 * (its `social_links` are the site's, not its own: it has `share_social_data`), for the site root, and for anything
 * malformed. Never throws.
 */
export function ownProfiles(content: unknown, isSiteRoot: boolean): VisibleLink[] {
  if (!isPlainObject(content) || isSiteRoot || 'share_social_data' in content) return [];
  return webProfiles(content.social_links);
}

/** The links of `links` (any JSON) whose safe address is an http(s) URL: what may name a profile elsewhere. */
export function webProfiles(links: unknown): VisibleLink[] {
  return visibleLinks(links).filter(({ href }) => /^https?:/i.test(href));
}
