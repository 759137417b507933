// The networks an editor can pick, named in the editor's language, plus the name to show for any stored id.
import type { IntlShape } from 'react-intl';
import { getNetwork, hasNetwork } from '../networks/createNetworkRegistry';
import { findNetworkByUrl, listNetworks } from '../networks/editorNetworks';
import { networkTitle } from '../networks/networkTitle';
import type { NetworkRegistry } from '../networks/types';

export interface NetworkChoice {
  id: string;
  /** The display name (a brand as is, a generic word translated). */
  name: string;
  /** An example address for the target field. */
  placeholder: string;
  /** A profile's address for a handle (`https://x.com/{handle}`), when the network has one: see `completeAddress`. */
  profile?: string;
}

/** The registry's networks in display order, ready for a picker. */
export function networkChoices(registry: NetworkRegistry, intl: Pick<IntlShape, 'formatMessage'>): NetworkChoice[] {
  return listNetworks(registry).map((network) => ({
    id: network.id,
    name: networkTitle(network, intl),
    placeholder: network.placeholder,
    profile: network.profile,
  }));
}

/** The display name of a stored network id: the registry's name, or the id itself when the site does not know it. */
export function networkName(registry: NetworkRegistry, id: string, intl: Pick<IntlShape, 'formatMessage'>): string {
  return hasNetwork(registry, id) ? networkTitle(getNetwork(registry, id), intl) : id;
}

/**
 * The title after an editor picks another network: a title that was empty or only named the old network follows
 * the new one; a title of the editor's own stays.
 */
export function titleAfterNetworkChange(title: string, oldName: string | undefined, newName: string): string {
  return title.trim() === '' || title === oldName ? newName : title;
}

/**
 * The id of the network among `choices` whose site the address is on (`https://github.com/plone` gives `github`),
 * or `null`: what a link without a network is set to when the editor leaves its address.
 */
export function networkOfAddress(
  registry: NetworkRegistry,
  choices: readonly NetworkChoice[],
  url: string,
): string | null {
  const found = findNetworkByUrl(registry, url);
  return found && choices.some((choice) => choice.id === found.id) ? found.id : null;
}
