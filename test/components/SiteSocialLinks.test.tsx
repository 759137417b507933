// @vitest-environment jsdom
// The site's links on every page (the slot component), from the settings in the store.
import { act, render, screen } from '@testing-library/react';
import { SiteSocialLinks } from '../../src/components';
import { settingsResolved } from '../../src/store';
import { link, siteLinks, xLink } from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import {
  createStoreWithSiteLinks,
  createTestStore,
  renderWithIntl,
  siteLinksResolved,
  withStore,
} from './support/render';

beforeEach(() => preloadAllIcons());

const from = { '@id': 'http://127.0.0.1:8080/Plone', title: 'My site' };

describe('SiteSocialLinks', () => {
  it('shows the site’s links from the store, ignoring the props Volto’s slot passes', () => {
    const store = createStoreWithSiteLinks(siteLinks, from);
    render(
      withStore(store, <SiteSocialLinks content={{ '@id': 'x' }} location={{ pathname: '/news' }} navRoot={null} />),
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      siteLinks.map((l) => l.href[0]!['@id']),
    );
  });

  it('follows the store when the settings change', () => {
    const store = createTestStore();
    render(withStore(store, <SiteSocialLinks />));
    expect(screen.queryByRole('list')).toBeNull();
    act(() => {
      store.dispatch(siteLinksResolved([xLink], from));
    });
    expect(screen.getByRole('link', { name: 'X (opens in a new tab)' })).toBeInTheDocument();
  });

  it('shows the configured fallback links when the backend serves no settings', () => {
    const store = createTestStore();
    store.dispatch(settingsResolved(null));
    const fallback = [link('website', 'https://plone.org', 'Plone')];
    render(withStore(store, <SiteSocialLinks fallbackLinks={fallback} />));
    expect(screen.getByRole('link', { name: 'Plone (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://plone.org',
    );
  });

  it('renders nothing when the site has no links and no fallback', () => {
    const store = createTestStore();
    const { container } = render(withStore(store, <SiteSocialLinks />));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the links it is given, without a store', () => {
    renderWithIntl(<SiteSocialLinks links={[xLink]} fallbackLinks={siteLinks} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
