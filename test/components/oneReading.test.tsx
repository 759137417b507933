// @vitest-environment jsdom
// The same stored links read the same in every view: the footer (from the settings in the store), a content's own
// links, a listing's summaries and the Follow Us block show the same links, with or without `@id`, whatever type
// the other fields have; and a listing whose data holds non-string `@id`s renders on the server.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  ContentSocialLinks,
  FollowUsBlockView,
  SiteSocialLinks,
  SocialLinksListing,
  SummarySocialLinks,
} from '../../src/components';
import { createSocialMediaReducer } from '../../src/store';
import { contentLoaded, contentWithSettings, defaultData } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { xLink } from './support/fixtures';
import { createTestStore, withIntl, withStore } from './support/render';

/** A link as a hand-edited JSON field or another tool may store it: no `@id`, fields of other types. */
const withoutId = { id: 'github', title: 7, href: [{ '@id': 'https://github.com/plone', title: ['x'] }] };
const objectId = {
  '@id': { toString: 1 },
  id: 'mastodon',
  title: 'Mastodon',
  href: [{ '@id': 'https://mastodon.social/@plone' }],
};
const hidden = { '@id': 'js', id: 'x', title: 'X', href: [{ '@id': 'javascript:alert(1)' }] };
const stored = [xLink, withoutId, hidden, objectId];
const shown = ['https://x.com/ploneorgbr', 'https://github.com/plone', 'https://mastodon.social/@plone'];

function hrefs(container: ParentNode, selector = '.socialmedia-links a'): string[] {
  return Array.from(container.querySelectorAll(selector)).map((a) => a.getAttribute('href') ?? '');
}

function loadedStore() {
  const store = createTestStore();
  store.dispatch(contentLoaded(contentWithSettings(undefined, { ...defaultData(), social_links: stored })));
  return store;
}

describe('one reading of link items', () => {
  it('shows a link without @id in the footer, as the listing shows it', () => {
    const footer = render(withStore(loadedStore(), <SiteSocialLinks />));
    const listing = render(
      withIntl(<SummarySocialLinks item={{ '@id': 'http://x/a', title: 'A', social_links: stored }} />),
    );
    expect(hrefs(footer.container)).toEqual(shown);
    expect(hrefs(listing.container)).toEqual(shown);
  });

  it('shows the same links in the Follow Us block, a content’s links and a listing', () => {
    const follow = render(withStore(loadedStore(), <FollowUsBlockView data={{ headline: 'Follow us' }} />));
    const content = render(withIntl(<ContentSocialLinks value={stored} />));
    const listing = render(
      withIntl(<SocialLinksListing items={[{ '@id': 'http://x/a', title: 'A', social_links: stored }]} />),
    );
    expect(hrefs(follow.container)).toEqual(shown);
    expect(hrefs(content.container)).toEqual(shown);
    expect(hrefs(listing.container)).toEqual(shown);
  });

  it('shows a link without @id in the Follow Us block when only that network is chosen', () => {
    const follow = render(withStore(loadedStore(), <FollowUsBlockView data={{ networks: ['github'] }} />));
    expect(hrefs(follow.container)).toEqual(['https://github.com/plone']);
  });

  it('renders a listing on the server when an @id is not a string, in a result or in one of its links', () => {
    const items = [
      { '@id': { toString: 1 }, title: 'Odd', social_links: [objectId] },
      { '@id': 7, title: 'Seven' },
    ];
    const html = renderToString(withIntl(<SocialLinksListing items={items} />));
    expect(html).toContain('href="https://mastodon.social/@plone"');
    expect(html).toContain('Seven');
  });

  it('renders the footer from a Volto store the same way', () => {
    const reducer = createSocialMediaReducer();
    const loaded = contentLoaded(contentWithSettings(undefined, { ...defaultData(), social_links: stored }));
    const state = { content: voltoContentReducer(undefined, loaded), socialMedia: reducer(undefined, loaded) };
    const store = { getState: () => state, subscribe: () => () => {}, dispatch: (a: unknown) => a };
    const html = renderToString(<Provider store={store as never}>{withIntl(<SiteSocialLinks />)}</Provider>);
    for (const href of shown) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('javascript:');
  });

  it('keeps each link without @id in its place across renders, without key warnings', () => {
    const twins = [withoutId, { ...withoutId, href: [{ '@id': 'https://github.com/plone-two' }] }];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const view = render(withIntl(<ContentSocialLinks value={twins} />));
      const before = Array.from(view.container.querySelectorAll('a'));
      view.rerender(withIntl(<ContentSocialLinks value={structuredClone(twins)} />));
      const after = Array.from(view.container.querySelectorAll('a'));
      expect(after).toHaveLength(2);
      expect(after.every((anchor, index) => anchor === before[index])).toBe(true);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('reports a skipped link on the console in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      render(withIntl(<ContentSocialLinks value={[{ id: 'x', href: [{ '@id': 'vbscript:msgbox(42)' }] }]} />));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"vbscript:msgbox(42)" is not an http(s), mailto'));
    } finally {
      warn.mockRestore();
    }
  });
});
