// The settings form both blocks of links share, as a Volto block schema: a headline, and some networks in the order
// the editor chose (Volto's ArrayWidget: a multi-select whose chosen values can be dragged into order).
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** The form's texts, as messages. */
export interface OrderedNetworksMessages {
  title: MessageDescriptor;
  defaultFieldset: MessageDescriptor;
  headline: MessageDescriptor;
  networks: MessageDescriptor;
  networksDescription: MessageDescriptor;
}

/** The schema of a block with a `headline` and ordered `networks`, chosen among `choices` (`[id, name]`). */
export function orderedNetworksSchema(
  intl: Pick<IntlShape, 'formatMessage'>,
  messages: OrderedNetworksMessages,
  choices: Array<[string, string]>,
) {
  return {
    title: intl.formatMessage(messages.title),
    fieldsets: [
      { id: 'default', title: intl.formatMessage(messages.defaultFieldset), fields: ['headline', 'networks'] },
    ],
    properties: {
      headline: { title: intl.formatMessage(messages.headline), type: 'string' },
      networks: {
        title: intl.formatMessage(messages.networks),
        description: intl.formatMessage(messages.networksDescription),
        type: 'array',
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
