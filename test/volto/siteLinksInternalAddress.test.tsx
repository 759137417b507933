// @vitest-environment node
// A site deployed as Volto's docs describe it: Volto's server reaches Plone at an internal address
// (`RAZZLE_INTERNAL_API_PATH`), visitors and crawlers the public one. A site link to one of the site's own pages (its
// RSS feed) is stored by Plone as `../resolveuid/<uid>/RSS` (plone.restapi's JSONField transform) and served at the
// address of the request: the internal one while Volto's server renders the page.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import type { Reducer, Store } from 'redux';
import applyConfig, { SocialLinksSlot } from '../../src';
import type { AsyncPropsItem, VoltoConfig, VoltoMiddlewareApi } from '../../src/volto/types';
import { documentResponse, settingsData, xLink } from '../contract/fixtures';
import { withIntl } from '../components/support/render';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig } from './support/voltoConfig';

const INTERNAL = 'http://backend:8080/Plone';
const PUBLIC = 'https://www.example.org';

const rssLink = {
  '@id': '5f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
  id: 'rss',
  title: 'RSS',
  href: [{ '@id': `${INTERNAL}/news/RSS`, title: 'News feed' }],
};

/** The page as Volto's server fetched it: every address at the internal one. */
function servedPage() {
  const page = documentResponse({ '@id': `${INTERNAL}/news` });
  page['@components'].inherit = {
    '@id': `${INTERNAL}/news/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
    'example.socialmedia.settings': {
      from: { '@id': INTERNAL, title: 'My site' },
      data: settingsData({ social_links: [xLink, rssLink] }),
    },
  } as never;
  return JSON.parse(JSON.stringify(page)) as unknown;
}

/**
 * Volto's server: the `content` item of `asyncConnect` loads the page (its api middleware dispatches the success and
 * resolves to the answer), through `config.settings.asyncPropsExtenders`, then the render.
 */
async function serverRender(config: VoltoConfig) {
  const store = createStore(
    combineReducers({ content: voltoContentReducer, socialMedia: config.addonReducers!.socialMedia as Reducer }),
  );
  let items: AsyncPropsItem[] = [
    {
      key: 'content',
      promise: ({ store: { dispatch } }) => {
        const result = servedPage();
        dispatch({ type: 'GET_CONTENT_SUCCESS', subrequest: null, result });
        return Promise.resolve(result);
      },
    },
  ];
  for (const extender of config.settings.asyncPropsExtenders ?? []) items = extender.extend(items);
  await Promise.all(items.map((item) => item.promise?.({ store: store as unknown as VoltoMiddlewareApi })));
  return { store, html: render(store) };
}

function render(store: Store) {
  return renderToString(<Provider store={store}>{withIntl(<SocialLinksSlot />)}</Provider>);
}

describe('the site’s links Volto’s server writes into a page it fetched at its internal address', () => {
  it('link the site’s own RSS feed at the public address, which a visitor and a crawler can follow', async () => {
    const config = applyConfig(createVoltoConfig());
    Object.assign(config.settings, { internalApiPath: INTERNAL, apiPath: PUBLIC, publicURL: PUBLIC });

    const { store, html } = await serverRender(config);

    expect(html).toContain('href="https://x.com/ploneorgbr"');
    expect(html).not.toContain(INTERNAL);
    expect(html).toMatch(/href="(https:\/\/www\.example\.org)?\/news\/RSS"/);
    // A browser hydrates the page from the state the server serialized into it: it renders the same links.
    const browser = createStore((state: unknown) => state, JSON.parse(JSON.stringify(store.getState())));
    expect(render(browser)).toBe(html);
  });

  it('link it under the site’s path on a Volto 19 site served under one (RAZZLE_SUBPATH_PREFIX=/site)', async () => {
    const config = applyConfig(createVoltoConfig({ major: 19 }));
    const site = `${PUBLIC}/site`;
    Object.assign(config.settings, {
      internalApiPath: INTERNAL,
      apiPath: site,
      publicURL: site,
      subpathPrefix: '/site',
    });

    const { html } = await serverRender(config);

    expect(html).not.toContain(INTERNAL);
    expect(html).toContain(`href="${site}/news/RSS"`);
  });

  it('link it at the site, not at the API, where browsers reach Plone at an API path of its own', async () => {
    const config = applyConfig(createVoltoConfig());
    const api = `${PUBLIC}/api`;
    Object.assign(config.settings, { internalApiPath: INTERNAL, apiPath: api, publicURL: PUBLIC });

    const { html } = await serverRender(config);

    expect(html).not.toContain(INTERNAL);
    expect(html).toContain(`href="${PUBLIC}/news/RSS"`);
  });
});
