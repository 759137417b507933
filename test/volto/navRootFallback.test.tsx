// @vitest-environment node
// Settings for every visitor: when a page's content comes without the settings (the reference backend leaves them
// out when their closest provider is not viewable: backend/FINDINGS.md, "The chain walk"), Volto shows those of the
// page's navigation root, fetched once per navigation root, before the server renders. Against the mock backend,
// whose contract gives the first viewable provider's settings, a page always carries them and nothing is asked.
import { delay, http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { applyMiddleware, combineReducers, createStore } from 'redux';
import type { Middleware, Reducer } from 'redux';
import applyConfig, { configureSocialMedia, SocialLinksSlot } from '../../src';
import { createHandlers, DEMO_SITE_LINKS } from '../../src/mock';
import { selectSettingsSource, selectShareSocialData, selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import type { AsyncPropsItem, VoltoConfig, VoltoMiddleware, VoltoMiddlewareApi } from '../../src/volto/types';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { withIntl } from '../components/support/render';
import { useMockBackend } from '../support/mockBackend';
import { addExpandersToPath } from './support/addExpandersToPath';
import { createVoltoConfig } from './support/voltoConfig';

const backend = useMockBackend();
const HANDBOOK = '/internal/handbook';

/** The demo's published page in a private folder, answered as plonegovbr.socialmedia 3.0.0 does: no settings key. */
async function answerAsTheReferenceBackend(config: VoltoConfig, path = HANDBOOK) {
  const url = `${backend.baseUrl}/++api++${addExpandersToPath(config, { path, isAnonymous: true, signature: 'config-acc' })}`;
  const body = (await (await fetch(url, { headers: { Accept: 'application/json' } })).json()) as {
    '@components': { inherit: Record<string, unknown> };
  };
  expect(Object.keys(body['@components'].inherit)).toContain('example.socialmedia.settings');
  delete body['@components'].inherit['example.socialmedia.settings'];
  const page = url.split('?')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  backend.server.use(http.get(new RegExp(`^${page}(\\?|$)`), () => HttpResponse.json(body)));
}

/**
 * Volto's api middleware, as far as a GET goes: `_PENDING`, the request (with the expanders), `_SUCCESS`/`_FAIL`;
 * the dispatch resolves to the answer's body.
 */
function apiMiddleware(config: VoltoConfig): Middleware {
  return () => (next) => (action) => {
    const { request, type, ...rest } = action as { type: string; request?: { op: string; path: string } };
    if (!request) return next(action);
    next({ ...rest, type: `${type}_PENDING` });
    const path = addExpandersToPath(config, { path: request.path, type, isAnonymous: true, signature: 'config-acc' });
    return fetch(`${backend.baseUrl}/++api++${path}`, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          next({ ...rest, error: { status: response.status }, type: `${type}_FAIL` });
          throw new Error(`${response.status}`);
        }
        // As Volto's api helper resolves (`response.body || response.text`, superagent 3): the parsed body of a JSON
        // answer; of any other, `{}` on the server (superagent's body for a type it does not parse) and the text in
        // a browser.
        const text = await response.text();
        const isJson = /json/.test(response.headers.get('Content-Type') ?? '');
        const result: unknown = isJson ? JSON.parse(text) : typeof window === 'undefined' ? {} : text;
        next({ ...rest, result, type: `${type}_SUCCESS` });
        return result;
      },
    );
  };
}

/** Volto's middleware stack, as the add-ons' `config.settings.storeExtenders` leave it. */
function middlewareStack(config: VoltoConfig): Middleware[] {
  const extenders = config.settings.storeExtenders ?? [];
  const stack = extenders.reduce((acc, extend) => extend(acc), [apiMiddleware(config) as unknown as VoltoMiddleware]);
  return stack as unknown as Middleware[];
}

function rootReducer(config: VoltoConfig) {
  return combineReducers({ content: voltoContentReducer, socialMedia: config.addonReducers!.socialMedia as Reducer });
}

/** A store made as Volto makes it: its middleware stack through `config.settings.storeExtenders`. */
function voltoStore(config: VoltoConfig, initial?: unknown) {
  const enhancer = applyMiddleware(...middlewareStack(config));
  return initial === undefined
    ? createStore(rootReducer(config), enhancer)
    : createStore(rootReducer(config), initial as never, enhancer);
}

type VoltoStore = ReturnType<typeof voltoStore>;
const getContent = (path: string) => ({ type: 'GET_CONTENT', subrequest: null, request: { op: 'get', path } });

/** Volto's server: the `asyncConnect` items, through `config.settings.asyncPropsExtenders` awaited, then the render. */
async function serverRender(config: VoltoConfig, path: string) {
  const store = voltoStore(config);
  let items: AsyncPropsItem[] = [
    { key: 'content', promise: ({ store: { dispatch } }) => dispatch(getContent(path)) },
    { key: 'workflow', promise: () => undefined },
  ];
  for (const extender of config.settings.asyncPropsExtenders ?? []) items = extender.extend(items);
  const loaded = await Promise.all(
    items.map((item) => item.promise?.({ store: store as unknown as VoltoMiddlewareApi })),
  );
  const html = renderToString(<Provider store={store}>{withIntl(<SocialLinksSlot />)}</Provider>);
  // What Volto's `asyncConnect` keeps under each item's key (`reduxAsyncConnect`), serialized into the page.
  const asyncConnect = Object.fromEntries(items.map((item, index) => [item.key, loaded[index]]));
  return { store, html, asyncConnect };
}

const state = (store: VoltoStore) => store.getState() as unknown as SocialMediaRootState;
/** The requests since `countFromHere()` (the test's own preparation left out). */
let counted = 0;
const countFromHere = () => (counted = backend.requests.length);
const requests = () => backend.requests.slice(counted);
const inheritRequests = () => requests().filter(({ url }) => url.includes('/@inherit'));
const contentRequests = () => requests().filter(({ url }) => !url.includes('/@inherit'));

beforeEach(() => countFromHere());

/** Volto's configuration with the add-on (and a site's own add-on's options after it). */
function voltoConfig(options: Parameters<typeof configureSocialMedia>[1] = {}) {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  return configureSocialMedia(applyConfig(config), options);
}

describe('the navigation-root fallback on the server', () => {
  it('asks nothing more for a page whose content carries its settings', async () => {
    const { html } = await serverRender(voltoConfig(), '/about');
    expect(requests()).toHaveLength(1);
    expect(html).toContain('href="https://x.com/plonedemo"');
  });

  it('hands asyncConnect the content without the settings, so that the page’s state holds them once', async () => {
    const config = voltoConfig();
    const { store, asyncConnect } = await serverRender(config, '/about');
    const kept = asyncConnect.content as { '@id': string; title: string; '@components': Record<string, any> };
    const { content } = store.getState() as unknown as { content: { data: typeof kept } };

    expect(Object.keys(content.data['@components'].inherit)).toContain('example.socialmedia.settings');
    expect(Object.keys(kept['@components'].inherit)).not.toContain('example.socialmedia.settings');
    // Everything else of the content stays, the other expansions included.
    expect(kept.title).toBe(content.data.title);
    expect(kept['@id']).toBe(content.data['@id']);
    expect(Object.keys(kept['@components']).sort()).toEqual(Object.keys(content.data['@components']).sort());
    expect(kept['@components'].inherit['@id']).toBe(content.data['@components'].inherit['@id']);
    // The page shows the site's links all the same: they are read from Volto's content.
    expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS);
    // The settings' links sit in the page's state once: only where content.data has them.
    const href = JSON.stringify(DEMO_SITE_LINKS[0]!.href[0]!['@id']);
    const times = (value: unknown) => JSON.stringify(value).split(href).length - 1;
    expect(times(content.data['@components'].inherit)).toBe(1);
    expect(times(asyncConnect)).toBe(times(content.data) - 1);
  });

  it('asks nothing more against the mock for a published page in a private folder (its contract fills the key)', async () => {
    const { store } = await serverRender(voltoConfig(), HANDBOOK);
    expect(requests()).toHaveLength(1);
    expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS);
  });

  it('renders the navigation root’s links for a page without settings, with exactly one request more', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    countFromHere();

    const { store, html } = await serverRender(config, HANDBOOK);
    expect(contentRequests()).toHaveLength(1);
    expect(inheritRequests().map(({ url }) => url)).toEqual([
      `${backend.baseUrl}/++api++/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
    ]);
    for (const link of DEMO_SITE_LINKS) expect(html).toContain(`href="${link.href[0]!['@id']}"`);
    expect(selectSettingsSource(state(store))).toEqual({ '@id': backend.baseUrl, title: 'Social Media Demo' });
    expect(selectShareSocialData(state(store))).toBe(true);
    // What the browser hydrates: the root's settings, once, in our state.
    expect(JSON.stringify(store.getState().socialMedia)).toContain(backend.baseUrl);
  });

  it('asks nothing and shows no site links when the site turns the fallback off', async () => {
    const config = voltoConfig({ navRootFallback: false });
    await answerAsTheReferenceBackend(config);
    countFromHere();

    const { store, html } = await serverRender(config, HANDBOOK);
    expect(requests()).toHaveLength(1);
    expect(selectSiteSocialLinks(state(store))).toEqual([]);
    expect(html).not.toContain('https://x.com/plonedemo');
  });

  it('asks once however often the add-on was applied (a site’s add-on applies it again)', async () => {
    const config = applyConfig(voltoConfig({ slot: 'belowContent' }));
    await answerAsTheReferenceBackend(config);
    countFromHere();

    await serverRender(config, HANDBOOK);
    expect(inheritRequests()).toHaveLength(1);
    expect(config.settings.storeExtenders).toHaveLength(1);
  });

  it('puts no middleware of its own in the server’s store, which every action of every page would pass', () => {
    const config = applyConfig(voltoConfig({ slot: 'belowContent' }));
    expect(middlewareStack(config)).toHaveLength(1);
    vi.stubGlobal('window', globalThis);
    try {
      expect(middlewareStack(config)).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the navigation-root fallback on client-side navigation', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks once when the new content lacks the settings, and not again for a second page under the same root', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    await answerAsTheReferenceBackend(config, '/team/alice');
    countFromHere();
    const store = voltoStore(config);

    await store.dispatch(getContent('/about'));
    expect(inheritRequests()).toHaveLength(0);

    await store.dispatch(getContent(HANDBOOK));
    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS));
    expect(inheritRequests()).toHaveLength(1);

    await store.dispatch(getContent('/team/alice'));
    expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS);
    expect(inheritRequests()).toHaveLength(1);
    expect(contentRequests()).toHaveLength(3);
  });

  it('makes no request after hydrating a server-rendered page whose fallback the server already fetched', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    vi.unstubAllGlobals();
    const server = await serverRender(config, HANDBOOK);
    vi.stubGlobal('window', globalThis);
    countFromHere();

    // The browser's store starts from the server's state, and Volto's view loads the page again on mount.
    const browser = voltoStore(config, JSON.parse(JSON.stringify(server.store.getState())));
    expect(selectSiteSocialLinks(browser.getState() as unknown as SocialMediaRootState)).toEqual(DEMO_SITE_LINKS);
    await browser.dispatch(getContent(HANDBOOK));
    expect(inheritRequests()).toHaveLength(0);
    expect(selectSiteSocialLinks(browser.getState() as unknown as SocialMediaRootState)).toEqual(DEMO_SITE_LINKS);
  });

  it('asks again on the next page under the root when its request failed, and then shows the root’s links', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    await answerAsTheReferenceBackend(config, '/team/alice');
    backend.server.use(
      http.get(/\/@inherit$/, () => HttpResponse.json({ message: 'busy' }, { status: 503 }), { once: true }),
    );
    countFromHere();
    const store = voltoStore(config);

    await store.dispatch(getContent(HANDBOOK));
    await vi.waitFor(() => expect(inheritRequests()).toHaveLength(1));
    expect(selectSiteSocialLinks(state(store))).toEqual([]);

    await store.dispatch(getContent('/team/alice'));
    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS));
    expect(inheritRequests()).toHaveLength(2);
  });

  it('asks in the browser when the server’s request for the root failed, instead of never', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    await answerAsTheReferenceBackend(config, '/team/alice');
    backend.server.use(
      http.get(/\/@inherit$/, () => HttpResponse.json({ message: 'busy' }, { status: 503 }), { once: true }),
    );
    vi.unstubAllGlobals();
    const server = await serverRender(config, HANDBOOK);
    vi.stubGlobal('window', globalThis);
    expect(selectSiteSocialLinks(state(server.store))).toEqual([]);
    countFromHere();

    const browser = voltoStore(config, JSON.parse(JSON.stringify(server.store.getState())));
    await browser.dispatch(getContent('/team/alice'));
    await vi.waitFor(() => expect(selectSiteSocialLinks(state(browser))).toEqual(DEMO_SITE_LINKS));
    expect(inheritRequests()).toHaveLength(1);
  });
});

describe('the navigation-root fallback on the server, on a bad day', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The server's render, or `'still waiting'` after `ms` milliseconds. */
  const renderedWithin = (config: VoltoConfig, path: string, ms: number) =>
    Promise.race([
      serverRender(config, path),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
    ]);

  it('serves the page without the root’s links when the backend never answers for them, and the browser asks again', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    backend.server.use(http.get(/\/@inherit$/, () => delay('infinite'), { once: true }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const rendered = await renderedWithin(config, HANDBOOK, 4000);
    if (rendered === 'still waiting') expect.fail('the page was still waiting for the root’s settings after 4 s');
    expect(selectSiteSocialLinks(state(rendered.store))).toEqual([]);
    expect(rendered.html).not.toContain('https://x.com/plonedemo');

    // The browser, starting from the state the server serialized, asks for the root's settings itself.
    vi.stubGlobal('window', globalThis);
    try {
      countFromHere();
      const browser = voltoStore(config, JSON.parse(JSON.stringify(rendered.store.getState())));
      await browser.dispatch(getContent(HANDBOOK));
      await vi.waitFor(() => expect(selectSiteSocialLinks(state(browser))).toEqual(DEMO_SITE_LINKS));
      expect(inheritRequests()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 10_000);

  it('says in the server’s log once, not on every page, that the root’s settings fail, and again after they loaded', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const proxyPage = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const failing = () =>
      http.get(
        /\/@inherit$/,
        () => new HttpResponse(proxyPage, { status: 502, headers: { 'Content-Type': 'text/html' } }),
      );
    const logged = () => errors.mock.calls.map((call) => call.join(' '));

    await serverRender(config, HANDBOOK);
    expect(logged()).toEqual([]);

    backend.server.use(failing());
    for (const _ of [1, 2, 3]) {
      const { store } = await serverRender(config, HANDBOOK);
      expect(selectSiteSocialLinks(state(store))).toEqual([]);
    }
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain(backend.baseUrl);
    expect(logged()[0]).toContain('502');

    // The backend recovers: the links come back, and the next failure is said again.
    backend.server.resetHandlers();
    backend.server.use(...createHandlers(backend.site, { baseUrl: backend.baseUrl }));
    await answerAsTheReferenceBackend(config);
    const { html } = await serverRender(config, HANDBOOK);
    expect(html).toContain('https://x.com/plonedemo');
    expect(logged()).toHaveLength(1);
    backend.server.use(failing());
    await serverRender(config, HANDBOOK);
    expect(logged()).toHaveLength(2);
  });

  it('asks again, and shows the root’s links, after a proxy answered its request with a page of its own as 200', async () => {
    const config = voltoConfig();
    await answerAsTheReferenceBackend(config);
    await answerAsTheReferenceBackend(config, '/team/alice');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await serverRender(config, HANDBOOK);
    const maintenance = '<html><body>Back soon</body></html>';
    const proxyPage = () =>
      http.get(/\/@inherit$/, () => new HttpResponse(maintenance, { headers: { 'Content-Type': 'text/html' } }), {
        once: true,
      });

    // Served by the server: the browser asks again on its next page.
    backend.server.use(proxyPage());
    const server = await serverRender(config, HANDBOOK);
    expect(selectSiteSocialLinks(state(server.store))).toEqual([]);
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([expect.stringContaining(backend.baseUrl)]);
    vi.stubGlobal('window', globalThis);
    try {
      const browser = voltoStore(config, JSON.parse(JSON.stringify(server.store.getState())));
      await browser.dispatch(getContent(HANDBOOK));
      await vi.waitFor(() => expect(selectSiteSocialLinks(state(browser))).toEqual(DEMO_SITE_LINKS));

      // Met in the browser: its next page under the root asks again.
      const other = voltoStore(config);
      backend.server.use(proxyPage());
      countFromHere();
      await other.dispatch(getContent(HANDBOOK));
      await vi.waitFor(() => expect(inheritRequests()).toHaveLength(1));
      expect(selectSiteSocialLinks(state(other))).toEqual([]);
      await other.dispatch(getContent('/team/alice'));
      await vi.waitFor(() => expect(selectSiteSocialLinks(state(other))).toEqual(DEMO_SITE_LINKS));
      expect(inheritRequests()).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
