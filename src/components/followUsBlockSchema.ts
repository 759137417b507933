// The Follow Us block's settings form, as a Volto block schema (orderedNetworksSchema): a headline, the networks in
// their order, whether the icons grow on hover, and the block's alignment.
// An editor's concern: only the block's edit chunk imports it.
import type { IntlShape } from 'react-intl';
import { defaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
import { networkTitle } from '../networks/networkTitle';
import type { NetworkRegistry } from '../networks/types';
import { orderedNetworksSchema } from './orderedNetworksSchema';
import { followUsBlockSchemaMessages as messages } from './followUsBlockSchemaMessages';

export interface FollowUsBlockSchemaArgs {
  intl: Pick<IntlShape, 'formatMessage'>;
  /** Whose networks to offer; the site-wide registry by default. */
  networks?: NetworkRegistry;
  [volto: string]: unknown;
}

/** The schema Volto's block sidebar renders: `networks` is an ordered multi-select of the registered networks. */
export function followUsBlockSchema({ intl, networks = defaultNetworkRegistry() }: FollowUsBlockSchemaArgs) {
  // Ids and names only: the editor's hints (example addresses, hostnames) are not needed here.
  const choices = [...networks.networks.values()].map(
    (network) => [network.id, networkTitle(network, intl)] as [string, string],
  );
  return orderedNetworksSchema(
    intl,
    {
      title: messages.followUsTitle,
      defaultFieldset: messages.followUsDefaultFieldset,
      headline: messages.followUsHeadline,
      networks: messages.followUsNetworks,
      networksDescription: messages.followUsNetworksDescription,
    },
    choices,
  );
}
