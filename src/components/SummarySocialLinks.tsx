// The links a catalog summary carries (`social_links` in `@search` and listing results; `null` when none).
import { useIntl } from 'react-intl';
import { formatText } from './formatText';
import { messages } from './messages';
import { SocialLinks } from './SocialLinks';
import type { SocialLinksProps } from './SocialLinks';

export interface SummarySocialLinksProps extends Omit<SocialLinksProps, 'links'> {
  /** A catalog summary, or anything malformed. */
  item: unknown;
}

/**
 * The summary's links, named after the item so that several lists on a page tell apart, and none reads as the site's
 * own: its title, else its id, else its address, as a listing's heading shows an untitled item.
 */
export function SummarySocialLinks({ item, className, label, ...rest }: SummarySocialLinksProps) {
  const intl = useIntl();
  const summary = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const title = [summary.title, summary.id, summary['@id']].map(textOf).find(Boolean) ?? '';
  return (
    <SocialLinks
      links={summary.social_links}
      className={['socialmedia-summary-links', className].filter(Boolean).join(' ')}
      label={label || (title ? formatText(intl, messages.itemListLabel, { title }) : undefined)}
      // The result's profiles, not the page's: `rel="me"` would have Mastodon verify the listing's page for them.
      others
      {...rest}
    />
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
