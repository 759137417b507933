// Every stored link written out: its network, its own title where it has one, and its address. Volto's History
// shows what changed between two versions of a page by comparing the words its view widget renders, and a row of
// icons has none. So the list holds every item the backend stored, a link with an unsafe target included (as text,
// never as a link): an editor comparing versions sees exactly what was stored.
import { useIntl } from 'react-intl';
import { readSocialLink } from '../contract/parseSocialLinks';
import { isPlainObject } from '../contract/validationProblems';
import { linkTarget, safeHref } from '../core/linkTarget';
import { getNetwork, hasNetwork, networkTitle } from '../networks/createNetworkRegistry';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';

export interface SocialLinkAddressesProps {
  /** The field's value as served: a list of link items, `null`, or anything malformed. */
  value: unknown;
  networks?: NetworkRegistry;
}

/** A `<ul>` with one item per stored link, or `null` when there is none. */
export function SocialLinkAddresses({ value, networks }: SocialLinkAddressesProps) {
  const intl = useIntl();
  const registry = useNetworkRegistry(networks);
  const links = Array.isArray(value) ? value.filter(isPlainObject).map(readSocialLink) : [];
  if (links.length === 0) return null;
  return (
    <ul className="socialmedia-link-addresses">
      {links.map((link, index) => {
        // A network the registry lacks is named by its stored id, which says more than the fallback's "Link".
        const network = hasNetwork(registry, link.id) ? networkTitle(getNetwork(registry, link.id), intl) : link.id;
        const title = link.title.trim();
        const name = network || title;
        const target = linkTarget(link);
        const href = safeHref(target);
        return (
          <li key={index}>
            {/* Set apart, so that a direction override in a title cannot turn the address after it around. */}
            <bdi>
              <strong>{name}</strong>
              {title && title !== name ? ` (${title})` : ''}
            </bdi>
            :{' '}
            {/* The address reads left to right on a right-to-left page too, where its ending slash would go first. */}
            <bdi dir="ltr">{href ? <a href={href}>{target}</a> : target}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
