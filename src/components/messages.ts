// Every string a visitor reads in these components (the Follow Us block's settings form has its own, in the
// editor's chunk: followUsBlockSchemaMessages.ts).
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLabel: { id: 'socialmedia.links.label', defaultMessage: 'Social media links' },
  itemListLabel: { id: 'socialmedia.links.itemLabel', defaultMessage: 'Social media links of {title}' },
  opensInNewTab: { id: 'socialmedia.links.opensInNewTab', defaultMessage: '{name} (opens in a new tab)' },
  contentLinksHeading: { id: 'socialmedia.contentLinks.heading', defaultMessage: 'Social media' },
  followUsEmpty: {
    id: 'socialmedia.followUs.empty',
    defaultMessage: 'This site has no social media links to show yet.',
  },
});
