// The settings form both blocks of icons share, as a Volto block schema: a headline, some networks in the order the
// editor chose (Volto's ArrayWidget: a multi-select whose chosen values can be dragged into order), whether the icons
// grow on hover, and the block's alignment (Volto's alignment buttons, stored where Volto's core blocks keep theirs:
// `styles.align`).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { BLOCK_ALIGNMENTS } from './blockStyling';
import type { BlockAlignment } from './blockStyling';
import { blockStylingSchemaMessages as styling } from './blockStylingSchemaMessages';

/** What a block made with this form stores (the Follow Us block's and the Share block's data). */
export interface OrderedNetworksBlockData {
  '@type'?: string;
  headline?: string;
  /** The ids to show (networks, or share targets such as `copylink`), in this order; all when empty or absent. */
  networks?: string[];
  /** The icons grow a little on hover and focus; off when absent. */
  animate?: boolean;
  /** Volto's block styles; `align` places the headline and the icons (`left` when absent). */
  styles?: { align?: BlockAlignment; [style: string]: unknown };
  [key: string]: unknown;
}

/** The form's texts, as messages. */
export interface OrderedNetworksMessages {
  title: MessageDescriptor;
  defaultFieldset: MessageDescriptor;
  headline: MessageDescriptor;
  networks: MessageDescriptor;
  networksDescription: MessageDescriptor;
}

/**
 * The schema of a block with a `headline` and ordered `networks`, chosen among `choices` (`[id, name]`); `animate` a
 * checkbox, and the Styling fieldset's `styles.align` Volto's alignment buttons (its `choices` name them for forms
 * other than Volto's).
 */
export function orderedNetworksSchema(
  intl: Pick<IntlShape, 'formatMessage'>,
  messages: OrderedNetworksMessages,
  choices: Array<[string, string]>,
) {
  const defaultFieldset = intl.formatMessage(messages.defaultFieldset);
  const alignments: Array<[BlockAlignment, string]> = [
    ['left', intl.formatMessage(styling.alignLeft)],
    ['center', intl.formatMessage(styling.alignCenter)],
    ['right', intl.formatMessage(styling.alignRight)],
  ];
  return {
    title: intl.formatMessage(messages.title),
    fieldsets: [
      { id: 'default', title: defaultFieldset, fields: ['headline', 'networks', 'animate'] },
      { id: 'styling', title: intl.formatMessage(styling.styling), fields: ['styles'] },
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
      animate: {
        title: intl.formatMessage(styling.animate),
        description: intl.formatMessage(styling.animateDescription),
        type: 'boolean',
        default: false,
      },
      styles: {
        widget: 'object',
        title: intl.formatMessage(styling.styling),
        schema: {
          fieldsets: [{ id: 'default', title: defaultFieldset, fields: ['align'] }],
          properties: {
            align: {
              widget: 'align',
              title: intl.formatMessage(styling.alignment),
              actions: [...BLOCK_ALIGNMENTS],
              choices: alignments,
              default: 'left',
            },
          },
          required: [] as string[],
        },
      },
    },
    required: [] as string[],
  };
}
