// The strings of the Follow Us block's settings form: only an editor reads them, so they load with the block's
// edit chunk, not with the page.
import { defineMessages } from 'react-intl';

export const followUsBlockSchemaMessages = defineMessages({
  followUsTitle: { id: 'socialmedia.followUs.title', defaultMessage: 'Follow us' },
  followUsHeadline: { id: 'socialmedia.followUs.headline', defaultMessage: 'Headline' },
  followUsNetworks: { id: 'socialmedia.followUs.networks', defaultMessage: 'Networks' },
  followUsNetworksDescription: {
    id: 'socialmedia.followUs.networksDescription',
    defaultMessage: 'Show only these networks, in this order. Leave empty to show all of the site’s links.',
  },
  followUsDefaultFieldset: { id: 'socialmedia.followUs.defaultFieldset', defaultMessage: 'Default' },
});
