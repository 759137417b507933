// The titles of the Follow Us block and of the listing variation, which Volto's block chooser and variation
// select translate themselves, with the title itself as the message id (so these ids are the English titles
// rather than `socialmedia.*` ids). They stay in volto.po, the catalogue every page has: Volto looks them up there.
import { defineMessages } from 'react-intl';

export const blockTitleMessages = defineMessages({
  followUsBlockTitle: { id: 'Follow us', defaultMessage: 'Follow us' },
  listingVariationTitle: { id: 'Social links', defaultMessage: 'Social links' },
});
