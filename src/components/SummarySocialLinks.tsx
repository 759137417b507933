// The links a catalog summary carries (`social_links` in `@search` and listing results; `null` when none), a link to
// one of the site's own pages among them as Plone stores it (by UID, see uidReference.ts).
import { useIntl } from 'react-intl';
import { isPlainObject } from '../contract/validationProblems';
import { linkTarget } from '../core/linkTarget';
import { uidReferencePath } from '../core/uidReference';
import { formatText } from './formatText';
import { messages } from './messages';
import { SocialLinks } from './SocialLinks';
import type { SocialLinksProps } from './SocialLinks';

export interface SummarySocialLinksProps extends Omit<SocialLinksProps, 'links'> {
  /** A catalog summary, or anything malformed. */
  item: unknown;
  /**
   * The path the site is served under (Volto 19's `subpathPrefix`), written before the site path a link to one of the
   * site's own pages gets; none by default.
   */
  sitePrefix?: string;
}

/**
 * The summary's links, named after the item so that several lists on a page tell apart, and none reads as the site's
 * own: its title, else its id, else its address, as a listing's heading shows an untitled item.
 */
export function SummarySocialLinks({ item, className, label, sitePrefix, ...rest }: SummarySocialLinksProps) {
  const intl = useIntl();
  const summary = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const title = [summary.title, summary.id, summary['@id']].map(textOf).find(Boolean) ?? '';
  return (
    <SocialLinks
      links={withSitePaths(summary.social_links, sitePrefix)}
      className={['socialmedia-summary-links', className].filter(Boolean).join(' ')}
      label={label || (title ? formatText(intl, messages.itemListLabel, { title }) : undefined)}
      // The result's profiles, not the page's: `rel="me"` would have Mastodon verify the listing's page for them.
      others
      {...rest}
    />
  );
}

/**
 * `links` with each link to one of the site's own pages, stored by UID, given the site path that reaches the page; the
 * other links as they are. A new list: the summary is Volto's state, never changed.
 */
function withSitePaths(links: unknown, sitePrefix: string | undefined): unknown {
  if (!Array.isArray(links)) return links;
  return links.map((link: unknown) => {
    const path = uidReferencePath(linkTarget(link), sitePrefix);
    if (path === null || !isPlainObject(link) || !Array.isArray(link.href) || !isPlainObject(link.href[0])) return link;
    return { ...link, href: [{ ...link.href[0], '@id': path }, ...link.href.slice(1)] };
  });
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
