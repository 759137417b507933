// An accessible list of icon links to social media profiles, in the stored order. Which items are shown is
// `visibleLinks`' decision (items without a safe target are left out); nothing is rendered when none is left.
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { SocialLink } from '../contract/types';
import { visibleLinks } from '../core/linkTarget';
import type { VisibleLink } from '../core/linkTarget';
import { getNetwork, hasNetwork, networkClassName, networkTitle } from '../networks/createNetworkRegistry';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';
import { formatText } from './formatText';
import { messages } from './messages';
import { NetworkIcon } from './NetworkIcon';
import { keptItems } from './keptItems';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

export interface SocialLinksProps {
  /** `social_links` as the backend served it; anything that is not a list renders nothing. */
  links: unknown;
  networks?: NetworkRegistry;
  /** Icon size in pixels or any CSS length; 24 by default. */
  size?: number | string;
  className?: string;
  /** Inline style of the list, over the stylesheet's layout (a wrapping row without bullets). */
  style?: CSSProperties;
  /** The list's accessible name; "Social media links" by default. */
  label?: string;
  /**
   * The links are the profiles of others than the one the page is about (a listing's results): they get no
   * `rel="me"`, which Mastodon verifies the page's address by for each profile it links to.
   */
  others?: boolean;
}

/** The links as a `<ul>` of icon links, or `null` when none has a safe target. */
export function SocialLinks({ links, networks, size = 24, className, style, label, others }: SocialLinksProps) {
  const intl = useIntl();
  const registry = useNetworkRegistry(networks);
  const visible = visibleLinks(links);
  if (visible.length === 0) return null;
  const render = () => (
    <SocialLinkItems visible={visible} registry={registry} size={size} intl={intl} others={others} />
  );
  // A server writes the items it wrote for the same links before (see serverMarkup); a browser renders them. Volto's
  // client bundle (`__SERVER__` false) leaves the question out, and with it keptItems.
  const markup =
    typeof __SERVER__ === 'undefined' || __SERVER__
      ? keptItems({ intl, registry, visible, size, others, render })
      : undefined;
  // Without bullets, Safari's VoiceOver takes a list for loose links unless its role says list.
  return (
    <ul
      role="list"
      className={['socialmedia-links', className].filter(Boolean).join(' ')}
      style={style}
      aria-label={label || formatText(intl, messages.listLabel)}
      {...(markup === undefined ? { children: render() } : { dangerouslySetInnerHTML: { __html: markup } })}
    />
  );
}

interface SocialLinkItemsProps {
  visible: VisibleLink[];
  registry: NetworkRegistry;
  size: number | string;
  intl: IntlShape;
  /** Whether the links are others' profiles (see `SocialLinksProps`). */
  others?: boolean;
}

/** The list's items: everything in them comes from the props, so that a server can render them on their own. */
function SocialLinkItems({ visible, registry, size, intl, others }: SocialLinkItemsProps) {
  const names: string[] = [];
  return (
    <>
      {visible.map(({ link, href }, index) => {
        let name = linkName(link, href, registry, intl);
        // A second link of a network (the backend titles each after its network) would read as the first: it says
        // where it goes, in the words of the visitor's language.
        if (names.includes(name)) name = formatText(intl, messages.nameWithAddress, { name, address: href });
        names.push(name);
        const external = /^https?:/i.test(href);
        return (
          <li
            key={`${index}-${link['@id']}`}
            className={`socialmedia-link socialmedia-link-${networkClassName(link.id)}`}
          >
            <a
              href={href}
              title={name}
              aria-label={external ? formatText(intl, messages.opensInNewTab, { name }) : name}
              {...linkAttributes(href, external, others)}
            >
              <NetworkIcon network={link.id} size={size} networks={registry} />
            </a>
          </li>
        );
      })}
    </>
  );
}

/**
 * Profiles on other sites open in a new tab, announced to screen readers. `rel="me"` tells the profile's network
 * (Mastodon verifies it) that this page and the profile belong together: it marks the page's own profiles and the
 * site's, never `others`' (a listing's results). `noopener` keeps the new tab from reaching back into this page. No
 * `noreferrer`: the Referer tells these profiles nothing private (browsers send only the origin to other sites by
 * default), and it lets the site see the visits it sends. `mailto:` and site-relative links stay in the same tab.
 */
function linkAttributes(href: string, external: boolean, others: boolean | undefined) {
  if (external) return { target: '_blank', rel: others ? 'noopener' : 'me noopener' };
  return !others && href.startsWith('mailto:') ? { rel: 'me' } : {};
}

/** The link's own title, else the network's name, else the address's host, else "Link". */
function linkName(link: SocialLink, href: string, registry: NetworkRegistry, intl: IntlShape): string {
  const title = link.title.trim();
  if (title) return title;
  if (hasNetwork(registry, link.id)) return networkTitle(getNetwork(registry, link.id), intl);
  if (/^https?:/i.test(href)) return new URL(href).hostname;
  return networkTitle(registry.fallback, intl);
}
