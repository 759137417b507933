// The strings both blocks of icons (Follow Us, Share) have in their settings forms: the icons' animation and the
// block's alignment. Only an editor reads them, so they load with the blocks' edit chunks, not with the page.
import { defineMessages } from 'react-intl';

export const blockStylingSchemaMessages = defineMessages({
  animate: { id: 'socialmedia.blocks.animate', defaultMessage: 'Animate the icons' },
  animateDescription: {
    id: 'socialmedia.blocks.animateDescription',
    defaultMessage:
      'An icon grows a little while a visitor points at it or reaches it with the keyboard. It stays still for visitors whose system asks for less motion.',
  },
  styling: { id: 'socialmedia.blocks.styling', defaultMessage: 'Styling' },
  alignment: { id: 'socialmedia.blocks.alignment', defaultMessage: 'Alignment' },
  alignLeft: { id: 'socialmedia.blocks.alignLeft', defaultMessage: 'Left' },
  alignCenter: { id: 'socialmedia.blocks.alignCenter', defaultMessage: 'Center' },
  alignRight: { id: 'socialmedia.blocks.alignRight', defaultMessage: 'Right' },
});
