// Every string a visitor (or an editor choosing the Follow Us block's options) reads in these components.
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLabel: { id: 'socialmedia.links.label', defaultMessage: 'Social media links' },
  itemListLabel: { id: 'socialmedia.links.itemLabel', defaultMessage: 'Social media links of {title}' },
  opensInNewTab: { id: 'socialmedia.links.opensInNewTab', defaultMessage: '{name} (opens in a new tab)' },
  followUsTitle: { id: 'socialmedia.followUs.title', defaultMessage: 'Follow us' },
  followUsHeadline: { id: 'socialmedia.followUs.headline', defaultMessage: 'Headline' },
  followUsNetworks: { id: 'socialmedia.followUs.networks', defaultMessage: 'Networks' },
  followUsNetworksDescription: {
    id: 'socialmedia.followUs.networksDescription',
    defaultMessage: 'Show only these networks, in this order. Leave empty to show all of the site’s links.',
  },
  followUsDefaultFieldset: { id: 'socialmedia.followUs.defaultFieldset', defaultMessage: 'Default' },
  followUsEmpty: {
    id: 'socialmedia.followUs.empty',
    defaultMessage: 'This site has no social media links to show yet.',
  },
});
