// Link items the scenarios store, written once: a site's GitHub profile, as an editor's form sends it.
import type { SocialLink } from '../../src/contract/types';

/** The site's GitHub profile, as a link item of `social_links`. */
export const github: SocialLink = {
  '@id': 'link-github',
  id: 'github',
  title: 'GitHub',
  href: [{ '@id': 'https://github.com/plone', title: 'GitHub' }],
};
