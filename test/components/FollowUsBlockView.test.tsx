// @vitest-environment jsdom
// The Follow Us block: headline, the site's links, optionally only some networks in the editor's order.
import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { FollowUsBlockView, followUsBlockSchema } from '../../src/components';
import { createNetworkRegistry } from '../../src/networks';
import { settingsResolved } from '../../src/store';
import { facebookLink, githubLink, link, mastodonLink, siteLinks, xLink } from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import { createTestStore, renderWithIntl, withStore } from './support/render';

beforeEach(() => preloadAllIcons());

function hrefs(): Array<string | null> {
  return screen.queryAllByRole('link').map((a) => a.getAttribute('href'));
}

describe('FollowUsBlockView', () => {
  it('shows the headline and all of the site’s links from the store, in stored order', () => {
    const store = createTestStore();
    store.dispatch(
      settingsResolved({
        from: { '@id': 'http://127.0.0.1:8080/Plone', title: 'My site' },
        settings: {
          share_social_data: true,
          facebook_app_id: '',
          facebook_username: '',
          x_username: '',
          social_links: siteLinks,
        },
        problems: [],
      }),
    );
    render(withStore(store, <FollowUsBlockView data={{ '@type': 'followUs', headline: 'Follow us' }} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeInTheDocument();
    expect(hrefs()).toEqual(siteLinks.map((l) => l.href[0]!['@id']));
  });

  it('shows only the chosen networks, in the order the editor chose', () => {
    const second = link('x', 'https://x.com/second', 'X again');
    renderWithIntl(
      <FollowUsBlockView
        data={{ networks: ['mastodon', 'x', 'tiktok', 'x'] }}
        links={[xLink, facebookLink, mastodonLink, second]}
      />,
    );
    expect(hrefs()).toEqual(['https://mastodon.social/@plone', 'https://x.com/ploneorgbr', 'https://x.com/second']);
  });

  it('accepts networks stored as select options', () => {
    renderWithIntl(<FollowUsBlockView data={{ networks: [{ value: 'github' }] as never }} links={siteLinks} />);
    expect(hrefs()).toEqual(['https://github.com/plone']);
  });

  it('disappears for visitors when there is nothing to show, and tells editors why', () => {
    const { container, unmount } = renderWithIntl(
      <FollowUsBlockView data={{ headline: 'Follow us', networks: ['tiktok'] }} links={siteLinks} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithIntl(
      <FollowUsBlockView data={{ headline: 'Follow us', networks: ['tiktok'] }} links={siteLinks} isEditMode />,
    );
    expect(screen.getByText('This site has no social media links to show yet.')).toBeInTheDocument();
  });

  it('survives malformed block data and links', () => {
    for (const data of [null, undefined, { headline: 7, networks: 'x' }, { networks: [null, 3, ''] }]) {
      const { unmount } = renderWithIntl(<FollowUsBlockView data={data as never} links={[githubLink, 'junk', null]} />);
      expect(hrefs()).toEqual(['https://github.com/plone']);
      unmount();
    }
  });
});

describe('followUsBlockSchema', () => {
  const intl = createIntl({ locale: 'en', messages: {} });

  it('offers a headline and an ordered multi-select of the registered networks', () => {
    const schema = followUsBlockSchema({ intl });
    expect(schema.fieldsets[0]!.fields).toEqual(['headline', 'networks']);
    expect(schema.properties.headline.title).toBe('Headline');
    const networks = schema.properties.networks;
    expect(networks.type).toBe('array');
    expect(networks.widget).toBe('array');
    expect(networks.choices).toContainEqual(['x', 'X']);
    expect(networks.choices).toContainEqual(['website', 'Website']);
    expect(networks.choices[0]).toEqual(['bluesky', 'Bluesky']);
  });

  it('lists a site’s own networks and leaves out removed ones, with translated labels', () => {
    const portuguese = createIntl({
      locale: 'pt-BR',
      messages: { 'socialmedia.followUs.headline': 'Título', 'socialmedia.networks.email': 'E-mail' },
      // The other labels fall back to English on purpose; no need to warn about it.
      onError: () => {},
    });
    const networks = createNetworkRegistry({ xing: null, vimeo: { title: 'Vimeo' } });
    const schema = followUsBlockSchema({ intl: portuguese, networks });
    const ids = schema.properties.networks.choices.map(([id]) => id);
    expect(ids).not.toContain('xing');
    expect(ids.at(-1)).toBe('vimeo');
    expect(schema.properties.networks.choices).toContainEqual(['email', 'E-mail']);
    expect(schema.properties.headline.title).toBe('Título');
  });
});
