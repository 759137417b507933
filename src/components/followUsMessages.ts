// What the Follow Us block's view says itself: in the block's chunk, not in every page's first load.
import { defineMessages } from 'react-intl';

export const followUsMessages = defineMessages({
  followUsEmpty: {
    id: 'socialmedia.followUs.empty',
    defaultMessage: 'This site has no social media links to show yet.',
  },
  followUsNoneChosen: {
    id: 'socialmedia.followUs.noneChosen',
    defaultMessage: 'None of the networks chosen for this block has a link on this site.',
  },
});
