// The strings of the Share block's settings form: only an editor reads them, so they load with the block's edit
// chunk, not with the page. (Its title in the block chooser is in src/volto/shareBlockTitleMessages.ts.)
import { defineMessages } from 'react-intl';

export const shareBlockSchemaMessages = defineMessages({
  shareTitle: { id: 'socialmedia.shareBlock.title', defaultMessage: 'Share this page' },
  shareHeadline: { id: 'socialmedia.shareBlock.headline', defaultMessage: 'Headline' },
  shareNetworks: { id: 'socialmedia.shareBlock.networks', defaultMessage: 'Share buttons' },
  shareNetworksDescription: {
    id: 'socialmedia.shareBlock.networksDescription',
    defaultMessage: 'Show only these, in this order. Leave empty to show all of them.',
  },
  shareDefaultFieldset: { id: 'socialmedia.shareBlock.defaultFieldset', defaultMessage: 'Default' },
});
