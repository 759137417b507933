// The Follow Us block's settings form, as a Volto block schema: a headline, the networks in their order, whether the
// icons grow on hover, and the block's alignment (where Volto's core blocks keep theirs: `styles.align`).
// An editor's concern: only the block's edit chunk imports it.
import type { IntlShape } from 'react-intl';
import { defaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
import { networkTitle } from '../networks/networkTitle';
import type { NetworkRegistry } from '../networks/types';
import { FOLLOW_US_ALIGNMENTS } from './followUsBlockData';
import type { FollowUsAlignment } from './followUsBlockData';
import { orderedNetworksSchema } from './orderedNetworksSchema';
import { followUsBlockSchemaMessages as messages } from './followUsBlockSchemaMessages';

export interface FollowUsBlockSchemaArgs {
  intl: Pick<IntlShape, 'formatMessage'>;
  /** Whose networks to offer; the site-wide registry by default. */
  networks?: NetworkRegistry;
  [volto: string]: unknown;
}

/**
 * The schema Volto's block sidebar renders: `networks` is an ordered multi-select of the registered networks, `animate`
 * a checkbox, and the Styling fieldset's `styles.align` Volto's alignment buttons (its `choices` name them for forms
 * other than Volto's).
 */
export function followUsBlockSchema({ intl, networks = defaultNetworkRegistry() }: FollowUsBlockSchemaArgs) {
  // Ids and names only: the editor's hints (example addresses, hostnames) are not needed here.
  const choices = [...networks.networks.values()].map(
    (network) => [network.id, networkTitle(network, intl)] as [string, string],
  );
  const schema = orderedNetworksSchema(
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
  const alignments: Array<[FollowUsAlignment, string]> = [
    ['left', intl.formatMessage(messages.followUsAlignLeft)],
    ['center', intl.formatMessage(messages.followUsAlignCenter)],
    ['right', intl.formatMessage(messages.followUsAlignRight)],
  ];
  return {
    ...schema,
    fieldsets: [
      ...schema.fieldsets.map((fieldset) =>
        fieldset.id === 'default' ? { ...fieldset, fields: [...fieldset.fields, 'animate'] } : fieldset,
      ),
      { id: 'styling', title: intl.formatMessage(messages.followUsStyling), fields: ['styles'] },
    ],
    properties: {
      ...schema.properties,
      animate: {
        title: intl.formatMessage(messages.followUsAnimate),
        description: intl.formatMessage(messages.followUsAnimateDescription),
        type: 'boolean',
        default: false,
      },
      styles: {
        widget: 'object',
        title: intl.formatMessage(messages.followUsStyling),
        schema: {
          fieldsets: [
            { id: 'default', title: intl.formatMessage(messages.followUsDefaultFieldset), fields: ['align'] },
          ],
          properties: {
            align: {
              widget: 'align',
              title: intl.formatMessage(messages.followUsAlignment),
              actions: [...FOLLOW_US_ALIGNMENTS],
              choices: alignments,
              default: 'left',
            },
          },
          required: [] as string[],
        },
      },
    },
  };
}
