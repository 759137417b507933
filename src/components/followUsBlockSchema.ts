// The Follow Us block's settings form, as a Volto block schema: a headline, and the networks in their order.
// An editor's concern: only the block's edit chunk imports it.
import type { IntlShape } from 'react-intl';
import { defaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
import { networkTitle } from '../networks/networkTitle';
import type { NetworkRegistry } from '../networks/types';
import { followUsBlockSchemaMessages as messages } from './followUsBlockSchemaMessages';

export interface FollowUsBlockSchemaArgs {
  intl: Pick<IntlShape, 'formatMessage'>;
  /** Whose networks to offer; the site-wide registry by default. */
  networks?: NetworkRegistry;
  [volto: string]: unknown;
}

/** The schema Volto's block sidebar renders; `networks` is an ordered multi-select of the registered networks. */
export function followUsBlockSchema({ intl, networks = defaultNetworkRegistry() }: FollowUsBlockSchemaArgs) {
  // Ids and names only: the editor's hints (example addresses, hostnames) are not needed here.
  const choices = [...networks.networks.values()].map(
    (network) => [network.id, networkTitle(network, intl)] as [string, string],
  );
  return {
    title: intl.formatMessage(messages.followUsTitle),
    fieldsets: [
      { id: 'default', title: intl.formatMessage(messages.followUsDefaultFieldset), fields: ['headline', 'networks'] },
    ],
    properties: {
      headline: { title: intl.formatMessage(messages.followUsHeadline), type: 'string' },
      networks: {
        title: intl.formatMessage(messages.followUsNetworks),
        description: intl.formatMessage(messages.followUsNetworksDescription),
        type: 'array',
        // Volto's ArrayWidget: a multi-select whose chosen values can be dragged into order.
        widget: 'array',
        choices,
        items: { choices },
        creatable: false,
        default: [] as string[],
      },
    },
    required: [] as string[],
  };
}
