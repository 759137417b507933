// Link items shaped exactly as the backend serves them, for the editing tests.
import type { SocialLink } from '../../src/contract/types';

/** Link items shaped exactly as the backend serves them (plonegovbr.socialmedia's REST example). */
export const storedLinks: SocialLink[] = [
  {
    '@id': '7e90497e-3ef4-473c-b781-7d7767ab9f1a',
    id: 'x',
    title: 'X',
    href: [{ '@id': 'https://x.com/ploneorgbr', title: 'x.com/ploneorgbr' }],
  },
  {
    '@id': '3822d3a9-6c9c-4f04-bee0-5d56b1f5523c',
    id: 'facebook',
    title: 'Facebook',
    href: [{ '@id': 'https://facebook.com/PloneBr', title: 'https://facebook.com/PloneBr' }],
  },
  {
    '@id': 'github',
    id: 'github',
    title: 'GitHub',
    href: [{ '@id': 'https://github.com/plone' }],
  },
];
