// @vitest-environment jsdom
// `rel="me"` says that the linked profile is the one this page is about: Mastodon shows the page's address as
// verified on every profile a page links to with it. A person's page and the site's own links say so; a listing of
// many people says it of none of them, or anyone listed (and anyone who may edit one listed person's links) could
// show the listing's page, the site's home page perhaps, as verified on an account of their choosing.
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContentSocialLinks, setServerMarkupRenderer, SiteSocialLinks, SocialLinksListing } from '../../src/components';
import { mastodonLink, SITE, siteLinks, xLink } from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import { renderWithIntl, withIntl } from './support/render';

const alice = {
  '@id': `${SITE}/team/alice`,
  '@type': 'Document',
  title: 'Alice Example',
  social_links: [mastodonLink, xLink],
};
const bob = { '@id': `${SITE}/team/bob`, '@type': 'Document', title: 'Bob Example', social_links: [xLink] };

/** The `rel` of every profile link in `html` (a page as a server writes it), in order. */
function rels(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('.socialmedia-link a')].map((link) => link.getAttribute('rel') ?? '');
}

const isMe = (rel: string) => rel.split(/\s+/).includes('me');

beforeEach(() => preloadAllIcons());
afterEach(() => setServerMarkupRenderer(undefined));

describe('rel="me"', () => {
  it('marks no result’s links in a listing, which still open in a new tab without reaching back', () => {
    renderWithIntl(<SocialLinksListing items={[alice, bob]} />);
    const results = screen.getAllByRole('list', { name: /Example/ });
    const links = results.flatMap((list) => within(list).getAllByRole('link'));
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(isMe(link.getAttribute('rel') ?? '')).toBe(false);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
  });

  it('still marks a person’s own links on their page, and the site’s links on every page', () => {
    renderWithIntl(
      <>
        <ContentSocialLinks value={alice.social_links} label="Alice Example" />
        <SiteSocialLinks links={siteLinks} label="The site" />
      </>,
    );
    const own = within(screen.getByRole('list', { name: 'Alice Example' })).getAllByRole('link');
    const site = within(screen.getByRole('list', { name: 'The site' })).getAllByRole('link');
    for (const link of [...own, ...site]) expect(isMe(link.getAttribute('rel') ?? '')).toBe(true);
  });

  it('is written as each list asks on a server that keeps the markup of the lists it rendered', () => {
    setServerMarkupRenderer(renderToString);
    const page = () => renderToString(withIntl(<ContentSocialLinks value={alice.social_links} />));
    const listing = () => renderToString(withIntl(<SocialLinksListing items={[alice]} />));
    expect(rels(page()).every(isMe)).toBe(true);
    expect(rels(listing()).some(isMe)).toBe(false);
    expect(rels(page()).every(isMe)).toBe(true);
    expect(rels(listing()).some(isMe)).toBe(false);
  });
});
