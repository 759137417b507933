// Link items exactly as the reference backend's REST example serves them (plone-contract.md §1, §7):
// the one source of the contract's sample links for every test folder.
import type { SocialLink } from '../../src/contract/types';

export const xLink: SocialLink = {
  '@id': '7e90497e-3ef4-473c-b781-7d7767ab9f1a',
  id: 'x',
  title: 'X',
  href: [{ '@id': 'https://x.com/ploneorgbr', title: 'x.com/ploneorgbr' }],
};

export const facebookLink: SocialLink = {
  '@id': '3822d3a9-6c9c-4f04-bee0-5d56b1f5523c',
  id: 'facebook',
  title: 'Facebook',
  href: [{ '@id': 'https://facebook.com/PloneBr', title: 'https://facebook.com/PloneBr' }],
};

/** A link as the backend's `create_social_link` makes it: the network id as `@id`, an href without title. */
export const githubLink: SocialLink = {
  '@id': 'github',
  id: 'github',
  title: 'GitHub',
  href: [{ '@id': 'https://github.com/plone' }],
};
