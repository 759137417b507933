// Every string a visitor reads in the components every page may show. The Follow Us block's view has its own
// (followUsMessages.ts, in the block's chunk), and so has its settings form (followUsBlockSchemaMessages.ts).
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLabel: { id: 'socialmedia.links.label', defaultMessage: 'Social media links' },
  itemListLabel: { id: 'socialmedia.links.itemLabel', defaultMessage: 'Social media links of {title}' },
  opensInNewTab: { id: 'socialmedia.links.opensInNewTab', defaultMessage: '{name} (opens in a new tab)' },
  /** A second link of one network, named with its address; a translator places the address as the language does. */
  nameWithAddress: { id: 'socialmedia.links.nameWithAddress', defaultMessage: '{name} {address}' },
  contentLinksHeading: { id: 'socialmedia.contentLinks.heading', defaultMessage: 'Social media' },
});
