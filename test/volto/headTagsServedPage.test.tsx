// @vitest-environment jsdom
// A browser keeps the head tags the server wrote for the page it was served, and loads their builder only when the
// visitor goes to another page. Volto's server reaches the backend at its internal address (`internalApiPath`) and the
// browser at the public one (`apiPath`): the page Volto's view fetches again once mounted is the same page, whose
// `@id` the backend writes at the other address.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { documentResponse, settingsData } from '../contract/fixtures';

const INTERNAL = 'http://backend:8080/Plone';
const PUBLIC_API = 'https://www.example.org';

/** The same page as the backend serves it at `base`, with the settings Volto's content GET carries. */
function page(base: string) {
  return documentResponse({
    '@id': `${base}/news`,
    modified: '2025-04-17T18:53:00+00:00',
    parent: { '@id': base, '@type': 'Plone Site', title: 'My site', description: '', type_title: 'Plone Site' },
  });
}

function store() {
  return createStore(
    combineReducers({
      socialMedia: () => ({ held: { settings: settingsData(), from: null, problems: [] } }),
      site: () => ({ data: {} }),
      navroot: () => ({ data: { navroot: {} } }),
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the head tags of the page a browser was served', () => {
  it('are kept without loading their builder when Volto fetches the page again from the public API path', async () => {
    // The state the server serialized: the page at the internal address it fetched it from.
    vi.stubGlobal('__data', { content: { data: page(INTERNAL) } });
    const loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags'));
    const ContentMetadataTags = createContentMetadataTags({
      Helmet: () => null,
      VoltoContentMetadataTags: () => null,
      voltoSettings: () => ({ apiPath: PUBLIC_API, internalApiPath: INTERNAL, publicURL: PUBLIC_API }),
      loadBuilder,
    });
    const shown = store();
    const view = render(
      <Provider store={shown}>
        <ContentMetadataTags content={page(INTERNAL) as Record<string, unknown>} />
      </Provider>,
    );
    view.rerender(
      <Provider store={shown}>
        <ContentMetadataTags content={page(PUBLIC_API) as Record<string, unknown>} />
      </Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadBuilder).not.toHaveBeenCalled();
    view.unmount();
  });
});
