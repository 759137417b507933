// The site's own links (from the settings in the store) on every page; Volto renders it in a slot.
import { useSiteSocialLinks } from '../store/hooks';
import { SocialLinks } from './SocialLinks';
import type { SocialLinksProps } from './SocialLinks';

export interface SiteSocialLinksProps extends Omit<SocialLinksProps, 'links'> {
  /** The links to show instead of the store's (for an app without the `socialMedia` reducer). */
  links?: unknown;
  /** Shown when the site has no links at all (the backend serves none, or no settings). */
  fallbackLinks?: unknown;
  // Volto's SlotRenderer passes these; the links do not depend on them.
  content?: unknown;
  location?: unknown;
  navRoot?: unknown;
  [slotProp: string]: unknown;
}

/** The site's links as a `SocialLinks` list, or `fallbackLinks` when the site has none. */
export function SiteSocialLinks(props: SiteSocialLinksProps) {
  return props.links !== undefined ? <SiteLinks {...props} links={props.links} /> : <SiteLinksFromStore {...props} />;
}

function SiteLinksFromStore(props: SiteSocialLinksProps) {
  const links = useSiteSocialLinks();
  return <SiteLinks {...props} links={links} />;
}

function SiteLinks({ links, fallbackLinks, networks, size, className, style, label }: SiteSocialLinksProps) {
  const shown = Array.isArray(links) && links.length > 0 ? links : fallbackLinks;
  return (
    <SocialLinks
      links={shown}
      networks={networks}
      size={size}
      className={['socialmedia-site-links', className].filter(Boolean).join(' ')}
      style={style}
      label={label}
    />
  );
}
