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
  followUsAnimate: { id: 'socialmedia.followUs.animate', defaultMessage: 'Animate the icons' },
  followUsAnimateDescription: {
    id: 'socialmedia.followUs.animateDescription',
    defaultMessage:
      'An icon grows a little while a visitor points at it or reaches it with the keyboard. It stays still for visitors whose system asks for less motion.',
  },
  followUsStyling: { id: 'socialmedia.followUs.styling', defaultMessage: 'Styling' },
  followUsAlignment: { id: 'socialmedia.followUs.alignment', defaultMessage: 'Alignment' },
  followUsAlignLeft: { id: 'socialmedia.followUs.alignLeft', defaultMessage: 'Left' },
  followUsAlignCenter: { id: 'socialmedia.followUs.alignCenter', defaultMessage: 'Center' },
  followUsAlignRight: { id: 'socialmedia.followUs.alignRight', defaultMessage: 'Right' },
  followUsDefaultFieldset: { id: 'socialmedia.followUs.defaultFieldset', defaultMessage: 'Default' },
});
