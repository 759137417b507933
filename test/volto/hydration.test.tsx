// @vitest-environment jsdom
// In the browser, Volto hydrates the server's HTML with the state the server serialized into the page: our visitor
// components (the page's head tags, its own links, the site's links) must render once, as the server did, with no
// hydration mismatch, and not again when Volto's view loads the same page again on mount.
import { act } from '@testing-library/react';
import { Children, isValidElement, Profiler } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import type { Reducer } from 'redux';
import applyConfig, { ContentLinksSlot, SocialLinksSlot } from '../../src';
import { defaultNetworkRegistry, preloadNetworkIcons } from '../../src/networks';
import { clearIconCache, peekIcon } from '../../src/networks/iconCache';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { withIntl } from '../components/support/render';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { githubLink } from '../support/referenceLinks';
import { createVoltoConfig } from './support/voltoConfig';

/** The tags each render gave Volto's Helmet, which renders nothing in place: it writes them into the `<head>`. */
let headTags: string[][] = [];

function Helmet({ children }: { children?: ReactNode }) {
  headTags.push(Children.toArray(children).map((tag) => (isValidElement(tag) ? JSON.stringify(tag.props) : '')));
  return null;
}

/** The shadowed ContentMetadataTags as Volto's server bundle has it (with the builder) or a browser's (without). */
function headTagsComponent(
  bundle: 'server' | 'browser',
  loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags')),
) {
  return createContentMetadataTags({
    Helmet,
    VoltoContentMetadataTags: () => null,
    voltoSettings: () => ({ apiPath: 'http://localhost:8080/Plone', publicURL: 'https://www.example.org' }),
    builder: bundle === 'server' ? pageHeadTags : undefined,
    loadBuilder,
  });
}

/** Writes the tags a render gave Helmet into the document's head, as Volto's Helmet does (and marks them). */
function writeIntoHead(tags: string[]) {
  for (const tag of tags) {
    const { children, ...attributes } = JSON.parse(tag) as Record<string, string>;
    const element = document.createElement(children === undefined ? 'meta' : 'script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (children !== undefined) element.textContent = children;
    element.setAttribute('data-react-helmet', 'true');
    document.head.append(element);
  }
}

/** A person's page: its own links, and the site's settings from the root. */
function personPage() {
  const content = contentWithSettings() as unknown as Record<string, unknown>;
  return { ...content, '@id': 'http://localhost:8080/Plone/team/alice', title: 'Alice', social_links: [githubLink] };
}

function voltoStore(reducer: Reducer, state?: unknown) {
  const root = combineReducers({ content: voltoContentReducer, socialMedia: reducer });
  return state === undefined ? createStore(root) : createStore(root, state as never);
}

type Renders = Record<string, number>;

function Page({
  store,
  content,
  renders,
  HeadTags,
}: {
  store: ReturnType<typeof voltoStore>;
  content: unknown;
  renders: Renders;
  HeadTags: ReturnType<typeof headTagsComponent>;
}) {
  const counted = (id: string, ui: ReactNode) => (
    <Profiler id={id} onRender={() => (renders[id] = (renders[id] ?? 0) + 1)}>
      {ui}
    </Profiler>
  );
  return (
    <Provider store={store}>
      {withIntl(
        <>
          {counted('head tags', <HeadTags content={content as Record<string, unknown>} />)}
          {counted('content links', <ContentLinksSlot content={content} />)}
          {counted('site links', <SocialLinksSlot />)}
        </>,
      )}
    </Provider>
  );
}

async function serverPage() {
  const config = applyConfig(createVoltoConfig());
  // What Volto's server does (in Node: this jsdom test has a window, where applyConfig leaves the icons lazy).
  const registry = defaultNetworkRegistry();
  await preloadNetworkIcons([...registry.networks.keys(), registry.fallback.id, null], registry);
  const reducer = config.addonReducers!.socialMedia as Reducer;
  const server = voltoStore(reducer);
  server.dispatch(contentLoaded(personPage()));
  headTags = [];
  const html = renderToString(
    <Page
      store={server}
      content={server.getState().content.data}
      renders={{}}
      HeadTags={headTagsComponent('server')}
    />,
  );
  const serverHeadTags = headTags;
  headTags = [];
  // What Volto writes into the page (`window.__data`) and the browser's store starts from.
  const serialized = JSON.stringify(server.getState());
  return { reducer, html, serialized, serverHeadTags };
}

/** The hydrated roots, unmounted after each test (so that no icon still loading updates a torn-down page). */
const roots: Root[] = [];

/**
 * Hydrates the server's `html` in a browser whose store starts from the `serialized` state, with `HeadTags` (the
 * server bundle's component unless given); `page()` is what Volto renders, for rendering it again.
 */
async function hydrate(
  { reducer, html, serialized }: Awaited<ReturnType<typeof serverPage>>,
  HeadTags = headTagsComponent('server'),
) {
  const browser = voltoStore(reducer, JSON.parse(serialized));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverIcons = [...container.querySelectorAll('svg')];
  const renders: Renders = {};
  const page = () => (
    <Page store={browser} content={browser.getState().content.data} renders={renders} HeadTags={HeadTags} />
  );
  await act(async () => {
    roots.push(hydrateRoot(container, page()));
  });
  return { browser, container, renders, page, serverIcons };
}

describe('hydrating a server-rendered page', () => {
  afterEach(async () => {
    await act(async () => {
      for (const root of roots.splice(0)) root.unmount();
    });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('renders each of our components once, without a mismatch, and not again when Volto loads the page again', async () => {
    const server = await serverPage();
    const { html, serialized, serverHeadTags } = server;
    expect(html).toContain('href="https://github.com/plone"');
    expect(html).toContain('href="https://x.com/ploneorgbr"');
    expect(html).toContain('<svg');
    expect(serverHeadTags.flat().join()).toContain('og:type');

    const errors = vi.spyOn(console, 'error');
    // The page as the browser gets it: the server's head tags in the head and its state in `window.__data`, then
    // the client bundle's component.
    writeIntoHead(serverHeadTags.flat());
    vi.stubGlobal('__data', JSON.parse(serialized));
    const loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags'));
    const { browser, container, renders, page } = await hydrate(server, headTagsComponent('browser', loadBuilder));

    expect(errors).not.toHaveBeenCalled();
    expect(renders).toEqual({ 'head tags': 1, 'content links': 1, 'site links': 1 });
    expect(container.innerHTML).toBe(html);
    // The served page keeps the tags the server wrote (JSON-LD among them), without loading the builder.
    expect(serverHeadTags.flat().join()).toContain('application/ld+json');
    expect(headTags).toEqual(serverHeadTags);

    // Volto's view fetches the page again once mounted: equal settings, so nothing of ours renders again.
    await act(async () => {
      browser.dispatch(contentLoaded(personPage()));
    });
    expect(renders).toEqual({ 'head tags': 1, 'content links': 1, 'site links': 1 });
    expect(errors).not.toHaveBeenCalled();
    // Volto renders its view again with the content it fetched: the same page, so still no builder.
    await act(async () => {
      roots[0]!.render(page());
    });
    expect(headTags.at(-1)).toEqual(serverHeadTags[0]);
    expect(loadBuilder).not.toHaveBeenCalled();
  });

  it('renders again when the settings Volto loads differ from the server’s (a save since)', async () => {
    const { browser, container, renders } = await hydrate(await serverPage());

    const changed: Record<string, unknown> = personPage();
    const inherit = (changed['@components'] as { inherit: Record<string, { data: { social_links: unknown[] } }> })
      .inherit;
    inherit['example.socialmedia.settings']!.data.social_links = [githubLink];
    await act(async () => {
      browser.dispatch(contentLoaded(changed));
    });
    expect(renders['site links']).toBe(2);
    expect(container.querySelector('.socialmedia-slot a')).toHaveAttribute('href', 'https://github.com/plone');
  });

  it('renders each once on a first visit too, keeping the server’s icons and loading none', async () => {
    const server = await serverPage();
    // A browser that has loaded no icon yet.
    clearIconCache();
    const errors = vi.spyOn(console, 'error');
    const { container, renders, serverIcons } = await hydrate(server);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual({ 'head tags': 1, 'content links': 1, 'site links': 1 });
    expect([...container.querySelectorAll('svg')]).toEqual(serverIcons);
    expect(peekIcon(defaultNetworkRegistry().networks.get('github')!.icon)).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });
});
