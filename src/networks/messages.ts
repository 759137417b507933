// Titles of the generic networks that are words, not brands, and so are translated.
import { defineMessages } from 'react-intl';

export const networkMessages = defineMessages({
  website: { id: 'socialmedia.networks.website', defaultMessage: 'Website' },
  email: { id: 'socialmedia.networks.email', defaultMessage: 'Email' },
  link: { id: 'socialmedia.networks.link', defaultMessage: 'Link' },
});
