// The page's schema.org structured data (JSON-LD), which search engines read to tie a site and a person to their
// profiles elsewhere: the site's Organization with the site's links as `sameAs` on every page, and, on a page with
// links of its own, a ProfilePage whose `mainEntity` has those as `sameAs`. Typed with schema-dts (types only: no
// runtime bytes). First-load code: kept small.
import type { Graph, Thing } from 'schema-dts';
import { isPlainObject } from '../contract/validationProblems';
import { firstText, isSiteRoot, pageUrl, publicLink } from './headTags';
import type { BuildHeadTagsOptions } from './headTags';
import { ownProfiles, webProfiles } from './ownProfiles';
import type { VisibleLink } from './linkTarget';

export interface BuildStructuredDataOptions extends BuildHeadTagsOptions {
  /** The site's name: the navigation root's title (not a language root's), else `plone.site_title` of `@site`. */
  siteName?: unknown;
  /** The site's address: the navigation root's `@id` (rewritten to the public address like the page's). */
  siteUrl?: unknown;
}

/**
 * The text of the page's `<script type="application/ld+json">`, or `''` when there is nothing to say (no profile
 * with an http(s) address, or the site does not share social data). Every `<`, `>`, `&`, U+2028 and U+2029 is
 * written as a `\u` escape, so that no value can end the script element. Never throws.
 */
export function buildStructuredData(options: BuildStructuredDataOptions): string {
  const { content, settings } = options;
  if (!isPlainObject(content) || !isPlainObject(settings) || settings.share_social_data !== true) return '';
  const graph: Thing[] = [];
  const sameAs = (profiles: VisibleLink[]) => publicProfiles(profiles, options);
  const site = sameAs(webProfiles(settings.social_links));
  if (site) {
    const url = publicLink(options.siteUrl, options.publicUrl, options.backendUrl) || undefined;
    graph.push({ '@type': 'Organization', name: firstText(options.siteName) || undefined, url, sameAs: site });
  }
  const own = sameAs(ownProfiles(content, isSiteRoot(options)));
  if (own) {
    // Volto has no Person type, and a page of any type may have the links behavior. Such a page is the profile page
    // of the one its links belong to (ProfilePage, the type search engines read for it) and that one a Person: the
    // behavior is for people's pages, and nothing tells a team's page apart (Plone 6 makes every page folderish).
    graph.push({
      '@type': 'ProfilePage',
      url: pageUrl(options) || undefined,
      mainEntity: { '@type': 'Person', name: firstText(content.title) || undefined, sameAs: own },
    });
  }
  const data: Graph = { '@context': 'https://schema.org', '@graph': graph };
  return graph.length
    ? JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : '';
}

/**
 * The distinct addresses of `profiles`, or `undefined` when there is none. A link to one of the site's own pages (its
 * RSS feed) is at the backend's address, as Plone serves every link it stores by its UID, and is moved to the public
 * one like the page's own address: a search engine cannot reach the address Volto's server asked Plone at.
 */
function publicProfiles(profiles: VisibleLink[], options: BuildStructuredDataOptions): string[] | undefined {
  const { publicUrl, backendUrl } = options;
  // Without `backendUrl`, `publicLink` would move every address to the public site, other sites' profiles among them.
  const addresses = profiles.map(({ href }) => (backendUrl && publicLink(href, publicUrl, backendUrl)) || href);
  return addresses.length ? [...new Set(addresses)] : undefined;
}
