// @vitest-environment jsdom
// A visitor's connection drops while the head tags' builder loads (her first client-side navigation); she goes on
// through the site without reloading. The pages after that still get their social tags and structured data, as
// Volto's server writes them for each page: the next page asks for the builder again.
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import type { PageHeadTagsBuilder } from '../../src/volto/createContentMetadataTags';
import { documentResponse, settingsData } from '../contract/fixtures';

const SITE = 'https://www.example.org';

/** A page of the site as the backend serves it, with the settings Volto's content GET carries. */
function page(path: string) {
  return documentResponse({
    '@id': `${SITE}${path}`,
    UID: `uid-${path.slice(1)}`,
    modified: '2025-04-17T18:53:00+00:00',
  }) as unknown as Record<string, unknown>;
}

function store() {
  return createStore(
    combineReducers({
      socialMedia: () => ({ held: { settings: settingsData(), from: null, problems: [] } }),
      site: () => ({ data: { 'plone.site_title': 'My site' } }),
      navroot: () => ({ data: { navroot: { '@id': SITE, title: 'My site' } } }),
    }),
  );
}

/** Volto's Helmet, as far as the test goes: what it is given to write into the head, in the document. */
function Helmet({ children }: { children?: ReactNode }) {
  return <div data-testid="head">{children}</div>;
}

describe('the head tags on a long visit', () => {
  it('are written for the next page when their builder failed to load on the page before', async () => {
    let online = false;
    const loadBuilder = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk 41 failed');
      return (await import('../../src/volto/pageHeadTags')) as { pageHeadTags: PageHeadTagsBuilder };
    });
    const ContentMetadataTags = createContentMetadataTags({
      Helmet,
      VoltoContentMetadataTags: () => null,
      voltoSettings: () => ({ apiPath: SITE, publicURL: SITE }),
      loadBuilder,
    });
    const shown = store();
    const at = (path: string) => (
      <Provider store={shown}>
        <ContentMetadataTags content={page(path)} />
      </Provider>
    );
    const view = render(at('/news'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadBuilder).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('meta[name="twitter:site"]')).toBeNull();

    // Back online, she opens the next page.
    online = true;
    view.rerender(at('/about'));
    await waitFor(() =>
      expect(view.container.querySelector('meta[name="twitter:site"]')).toHaveAttribute('content', '@ploneorgbr'),
    );
    expect(loadBuilder).toHaveBeenCalledTimes(2);
  });
});
