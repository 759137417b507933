// The slot component for the page's own links (`social_links` of the links behavior): Volto's blocks-based
// views never render fields, so a person page's profiles reach the page (and the server's HTML) through here.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ContentSocialLinks } from '../components/ContentSocialLinks';
import { formatText } from '../components/formatText';
import { messages } from '../components/messages';
import { parseSocialLinks } from '../contract/parseSocialLinks';
import { visibleLinks } from '../core/linkTarget';
import { useSettingsSource } from '../store/hooks';

export interface ContentLinksSlotProps {
  /** The page's content as Volto's `SlotRenderer` passes it; anything malformed renders nothing. */
  content?: unknown;
  location?: unknown;
  navRoot?: unknown;
  [slotProp: string]: unknown;
}

/**
 * The content's own links under a heading, or nothing when it has none with a safe target or when it is the
 * settings source itself (the site root: its `social_links` are the site's links, which the other slot shows).
 */
export function ContentLinksSlot({ content }: ContentLinksSlotProps) {
  const intl = useIntl();
  const headingId = useId();
  const source = useSettingsSource();
  const record = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
  if (source && sameObject(record['@id'], source['@id'])) return null;
  const { links } = parseSocialLinks(record.social_links);
  if (visibleLinks(links).length === 0) return null;
  const title = typeof record.title === 'string' && record.title.trim() ? record.title : '';
  return (
    // Aligned with the page: Volto renders the slot after the view's `ui container`, outside it.
    <section className="socialmedia-content-links-slot ui container" aria-labelledby={headingId}>
      <h2 id={headingId}>{formatText(intl, messages.contentLinksHeading)}</h2>
      <ContentSocialLinks
        value={links}
        label={title ? formatText(intl, messages.itemListLabel, { title }) : undefined}
      />
    </section>
  );
}

/** Whether two `@id`s name the same object (a trailing slash does not matter). */
function sameObject(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || !a || !b) return false;
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}
