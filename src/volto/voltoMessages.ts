// The strings the Volto wrappers show themselves (the editors' own strings live with them in src/editing).
import { defineMessages } from 'react-intl';

export const voltoMessages = defineMessages({
  // Volto's block chooser and variation select translate a configured title with the title itself as the message
  // id, so these two ids are the English titles rather than `socialmedia.*` ids.
  followUsBlockTitle: { id: 'Follow us', defaultMessage: 'Follow us' },
  listingVariationTitle: { id: 'Social links', defaultMessage: 'Social links' },
  backToControlPanels: {
    id: 'socialmedia.volto.backToControlPanels',
    defaultMessage: 'Back to the control panels',
  },
  leavePrompt: {
    id: 'socialmedia.volto.leavePrompt',
    defaultMessage: 'You have unsaved changes to the social media settings. Leave this page anyway?',
  },
});
