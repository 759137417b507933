// The home page's edit form saved while the control panel is open (by someone else, or by the same administrator in
// another tab): the set-up of the panel's tests of two saves of the site's links that cross.
import type { SocialLink } from '../../src/contract/types';
import type { MockBackend } from '../support/mockBackend';

/** The link added in the home page's edit form, as Volto's form sends it and the backend keeps it. */
export const BLUESKY: SocialLink = {
  '@id': '5f1c0b7e-9d7a-4a51-8c3e-2b6f0e6d4c11',
  id: 'bluesky',
  title: 'Bluesky',
  href: [{ '@id': 'https://bsky.app/profile/plone.org', title: 'bsky.app/profile/plone.org' }],
};

/** The links the mock site's root stores now. */
export function rootLinks(backend: MockBackend): SocialLink[] {
  return backend.site.root.fields.social_links as SocialLink[];
}

/** Saves the home page's edit form with the Bluesky link added after the links stored now. */
export async function saveHomePageWithBluesky(backend: MockBackend): Promise<void> {
  await backend.admin.patchContent('', { social_links: [...rootLinks(backend), BLUESKY] });
}
