// @vitest-environment jsdom
// The page's structured data and creators in the head: one JSON-LD script in server-rendered HTML that no title can
// break out of, and in Volto one script that client-side navigation replaces rather than adds to.
import { render, waitFor } from '@testing-library/react';
import { Children, isValidElement, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { SocialHeadTags } from '../../src/components';
import { buildHeadTags, buildStructuredData } from '../../src/core';
import type { SocialLink, SocialMediaSettings } from '../../src/contract/types';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { facebookLink, SITE, xLink } from './support/fixtures';

// The adapter reads the page's settings through this selector; the store that fills it has tests of its own.
vi.mock('../../src/store/selectors', () => ({
  selectSocialMediaSettings: (state: { page: { settings: unknown } }) => state.page.settings,
}));

const PUBLIC = 'https://www.example.org';
const HOSTILE = '</script><script>alert(1)</script>';

function link(id: string, url: string): SocialLink {
  return { '@id': `${id}-uuid`, id, title: id, href: [{ '@id': url, title: url }] };
}

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '123456789012345',
  facebook_username: 'PloneBr',
  x_username: 'ploneorgbr',
  social_links: [xLink, facebookLink],
};

/** A person's page as plone.restapi serves it (the links behavior's field among the others). */
function personPage(id: string, title: string, links: SocialLink[]) {
  return { '@id': `${SITE}/team/${id}`, '@type': 'Document', id, title, is_folderish: false, social_links: links };
}

const alice = personPage('alice', 'Alice Example', [
  link('mastodon', 'https://mastodon.social/@alice'),
  link('x', 'https://x.com/alice_example'),
]);
const bob = personPage('bob', 'Bob Example', [link('mastodon', 'https://fosstodon.org/@bob')]);

function jsonLdScripts(root: ParentNode): HTMLScriptElement[] {
  return [...root.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

describe('SocialHeadTags with structured data', () => {
  it('writes one JSON-LD script in server-rendered HTML that a hostile title cannot close', () => {
    const content = { ...alice, title: HOSTILE };
    const options = { content, settings, siteName: HOSTILE, siteUrl: SITE, publicUrl: PUBLIC, backendUrl: SITE };
    const html = renderToString(
      <SocialHeadTags tags={buildHeadTags(options)} structuredData={buildStructuredData(options)} />,
    );
    const head = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html').head;
    expect(head.querySelectorAll('script')).toHaveLength(1);
    const data = JSON.parse(jsonLdScripts(head)[0]!.textContent!);
    expect(data['@graph'][0]).toMatchObject({ '@type': 'Organization', name: HOSTILE, url: PUBLIC });
    expect(data['@graph'][1]).toEqual({
      '@type': 'ProfilePage',
      url: `${PUBLIC}/team/alice`,
      mainEntity: {
        '@type': 'Person',
        name: HOSTILE,
        sameAs: ['https://mastodon.social/@alice', 'https://x.com/alice_example'],
      },
    });
    expect(head.querySelector('meta[name="fediverse:creator"]')?.getAttribute('content')).toBe(
      '@alice@mastodon.social',
    );
    expect(head.querySelector('meta[name="twitter:creator"]')?.getAttribute('content')).toBe('@alice_example');
  });

  it('writes no script without structured data', () => {
    expect(renderToString(<SocialHeadTags tags={[]} structuredData="" />)).toBe('');
  });
});

/** Volto's Helmet, reduced to what matters here: its children end up in `document.head` while it is mounted. */
function HeadPortal({ children }: { children?: ReactNode }) {
  return createPortal(children, document.head);
}

function VoltoContentMetadataTags() {
  return null;
}

/** The page shown and the settings that apply to it, as a Volto store holds them after the content's GET. */
interface Shown {
  type: 'shown';
  settings: SocialMediaSettings;
}

function voltoStore() {
  return createStore(
    combineReducers({
      page: (state: Shown = { type: 'shown', settings }, action: Shown | { type: string }) =>
        action.type === 'shown' ? (action as Shown) : state,
      site: () => ({ data: { '@id': `${SITE}/@site`, 'plone.site_title': 'Plone site', 'plone.site_logo': null } }),
      navroot: () => ({ data: { navroot: { '@id': SITE, title: 'Social Media Demo' } } }),
    }),
  );
}

/** Volto's head tags with the add-on's settings, with the builder at hand (as after a first client-side navigation). */
function voltoTags(socialMedia: Record<string, unknown> = {}) {
  const settings = { apiPath: SITE, publicURL: PUBLIC, socialMedia };
  return createContentMetadataTags({
    Helmet: HeadPortal,
    VoltoContentMetadataTags,
    voltoSettings: () => settings,
    builder: pageHeadTags,
    loadBuilder: () => import('../../src/volto/pageHeadTags'),
  });
}

describe('the structured data of a page in Volto', () => {
  it('keeps one JSON-LD script through client-side navigation, with the page shown', () => {
    const ContentMetadataTags = voltoTags();
    const store = voltoStore();
    const page = (content: Record<string, unknown>) => (
      <Provider store={store}>
        <ContentMetadataTags key={String(content['@id'])} content={content} />
      </Provider>
    );
    const view = render(page(alice));
    // What Volto does on a click on a link: the next content's GET (with its settings), then the new page's view.
    const visit = (content: Record<string, unknown>, pageSettings = settings) => {
      store.dispatch({ type: 'shown', settings: pageSettings });
      view.rerender(page(content));
      return jsonLdScripts(document.head).map((script) => JSON.parse(script.textContent!));
    };

    const onAlice = visit(alice);
    expect(onAlice).toHaveLength(1);
    expect(onAlice[0]['@graph'][0]).toEqual({
      '@type': 'Organization',
      name: 'Social Media Demo',
      url: PUBLIC,
      sameAs: ['https://x.com/ploneorgbr', 'https://facebook.com/PloneBr'],
    });
    expect(onAlice[0]['@graph'][1].mainEntity.name).toBe('Alice Example');

    const onBob = visit(bob);
    expect(onBob).toHaveLength(1);
    expect(onBob[0]['@graph'][1].mainEntity).toEqual({
      '@type': 'Person',
      name: 'Bob Example',
      sameAs: ['https://fosstodon.org/@bob'],
    });
    expect(document.head.querySelectorAll('meta[name="fediverse:creator"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="fediverse:creator"]')?.getAttribute('content')).toBe(
      '@bob@fosstodon.org',
    );

    const unshared = visit(personPage('carol', 'Carol', []), { ...settings, share_social_data: false });
    expect(unshared).toEqual([]);
    view.unmount();
  });

  it('writes no structured data when the site turns it off, and keeps the other tags', () => {
    const ContentMetadataTags = voltoTags({ structuredData: false });
    const store = voltoStore();
    render(
      <Provider store={store}>
        <ContentMetadataTags content={alice} />
      </Provider>,
    );
    expect(jsonLdScripts(document.head)).toEqual([]);
    expect(document.head.querySelector('meta[name="twitter:creator"]')?.getAttribute('content')).toBe('@alice_example');
  });

  it('shares the configured image and credits the configured accounts on a page without its own', () => {
    const ContentMetadataTags = voltoTags({
      creator: { fediverse: '@plone@fosstodon.org', x: '@plone' },
      defaultShareImage: { url: `${PUBLIC}/share.png`, width: 1200, height: 630, alt: 'Plone' },
    });
    const store = voltoStore();
    const page = personPage('about', 'About', []);
    render(
      <Provider store={store}>
        <ContentMetadataTags content={page} />
      </Provider>,
    );
    const meta = (key: string) =>
      [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((element) =>
        element.getAttribute('content'),
      );
    expect(meta('og:image')).toEqual([`${PUBLIC}/share.png`]);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:alt')).toEqual(['Plone']);
    expect(meta('fediverse:creator')).toEqual(['@plone@fosstodon.org']);
    expect(meta('twitter:creator')).toEqual(['@plone']);
  });
});

/** The tags of each mounted BrowserHelmet, in mount order. */
const helmets = new Map<object, ReactNode>();

/** Writes what the mounted instances render into the head, each key once (the last instance wins), marked. */
function writeHead() {
  const byKey = new Map<string, HTMLElement>();
  for (const children of helmets.values()) {
    for (const tag of Children.toArray(children).filter(isValidElement)) {
      const { children: text, ...attributes } = tag.props as Record<string, string>;
      const element = document.createElement(tag.type as string);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      element.setAttribute('data-react-helmet', 'true');
      byKey.set(attributes.property ?? attributes.name ?? attributes.id ?? String(tag.type), element);
    }
  }
  document.head.querySelectorAll('[data-react-helmet]').forEach((element) => element.remove());
  document.head.append(...byKey.values());
}

/**
 * Volto's Helmet as a browser runs it: after each commit, the head's marked tags are replaced by what all mounted
 * instances render; a tag no instance renders any more is removed.
 */
function BrowserHelmet({ children }: { children?: ReactNode }) {
  const [instance] = useState(() => ({}));
  useLayoutEffect(() => {
    helmets.set(instance, children);
    writeHead();
    return () => {
      helmets.delete(instance);
      writeHead();
    };
  });
  return null;
}

/** Volto's own ContentMetadataTags in the browser: its og:title stays whatever ours do. */
function VoltoTagsInBrowser({ content }: { content: { title?: unknown } }) {
  return (
    <BrowserHelmet>
      <meta property="og:title" content={String(content.title)} />
    </BrowserHelmet>
  );
}

/** The head's social tags as `key=content` lines, and the JSON-LD scripts' texts. */
function socialHead(): { tags: string[]; jsonLd: string[] } {
  const tags = [...document.head.querySelectorAll('meta')].map(
    (meta) => `${meta.getAttribute('property') ?? meta.getAttribute('name')}=${meta.getAttribute('content')}`,
  );
  return { tags, jsonLd: jsonLdScripts(document.head).map((script) => script.textContent ?? '') };
}

describe('the head tags in a browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** The component as Volto's server bundle has it (with the builder) or a browser's (which loads it). */
  function bundleTags(
    loadBuilder: () => Promise<{ pageHeadTags: typeof pageHeadTags }>,
    builder?: typeof pageHeadTags,
  ) {
    return createContentMetadataTags({
      Helmet: BrowserHelmet,
      VoltoContentMetadataTags: VoltoTagsInBrowser,
      voltoSettings: () => ({ apiPath: SITE, publicURL: PUBLIC }),
      builder,
      loadBuilder,
    });
  }

  /** The browser's component over `store`, and the page it renders for a content. */
  function browserPage(store: ReturnType<typeof voltoStore>, loadBuilder: Parameters<typeof bundleTags>[0]) {
    const Browser = bundleTags(loadBuilder);
    return (content: Record<string, unknown>) => (
      <Provider store={store}>
        <Browser content={content} />
      </Provider>
    );
  }

  /** The page a browser was served: the server's tags for `served` written into the head, as Helmet wrote them. */
  async function servedPage(served: Record<string, unknown>) {
    const Server = bundleTags(() => Promise.reject(new Error('the server has the builder')), pageHeadTags);
    const store = voltoStore();
    const written = render(
      <Provider store={store}>
        <Server content={served} />
      </Provider>,
    );
    const head = socialHead();
    written.unmount();
    // The HTML's head, with Helmet's marks, as the browser parses it.
    document.head.innerHTML = head.tags
      .map((line) => {
        const [key, ...content] = line.split('=');
        const attribute = /^(og|fb):/.test(key!) ? 'property' : 'name';
        return `<meta ${attribute}="${key}" content="${content.join('=')}" data-react-helmet="true">`;
      })
      .concat(
        head.jsonLd.map(
          (text) =>
            `<script id="socialmedia-structured-data" type="application/ld+json" data-react-helmet="true">${text}</script>`,
        ),
      )
      .join('');
    // The state the server serialized, which Volto's client store starts from.
    vi.stubGlobal('__data', { content: { data: served } });
    return { store, head };
  }

  it('keeps the tags the server wrote for the served page, without loading the builder', async () => {
    const { store, head } = await servedPage(alice);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.tags).toContain('fediverse:creator=@alice@mastodon.social');
    const loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags'));
    const page = browserPage(store, loadBuilder);
    const view = render(page(alice));
    // Volto's view fetches the page again once mounted: another object, the same page.
    view.rerender(page({ ...alice }));
    expect(socialHead()).toEqual(head);
    expect(loadBuilder).not.toHaveBeenCalled();
    view.unmount();
  });

  it('loads the builder when the visitor goes to another page, and writes that page’s tags', async () => {
    const { store } = await servedPage(alice);
    const loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags'));
    const page = browserPage(store, loadBuilder);
    const view = render(page(alice));
    view.rerender(page(bob));
    await waitFor(() => expect(socialHead().tags).toContain('fediverse:creator=@bob@fosstodon.org'));
    const onBob = socialHead();
    expect(onBob.jsonLd).toHaveLength(1);
    expect(JSON.parse(onBob.jsonLd[0]!)['@graph'][1].mainEntity.name).toBe('Bob Example');
    expect(onBob.tags.filter((tag) => tag.startsWith('fediverse:creator='))).toHaveLength(1);
    // Back on the first page, with the builder at hand: its tags, built again.
    view.rerender(page(alice));
    expect(socialHead().tags).toContain('fediverse:creator=@alice@mastodon.social');
    expect(loadBuilder).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('takes the served page’s tags away, and throws nothing, when the builder cannot be loaded', async () => {
    const { store } = await servedPage(alice);
    const page = browserPage(store, () => Promise.reject(new Error('chunk failed')));
    const view = render(page(alice));
    view.rerender(page(bob));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Alice's creator would be wrong on Bob's page: Volto's own tags alone are better than another page's.
    expect(socialHead()).toEqual({ tags: ['og:title=Bob Example'], jsonLd: [] });
    view.unmount();
  });

  it('loads the builder for the first content page when the page served had none (a login form)', async () => {
    const { store } = await servedPage(alice);
    vi.stubGlobal('__data', { content: { data: null } });
    const loadBuilder = vi.fn(() => import('../../src/volto/pageHeadTags'));
    const view = render(browserPage(store, loadBuilder)(bob));
    await waitFor(() => expect(socialHead().tags).toContain('fediverse:creator=@bob@fosstodon.org'));
    expect(loadBuilder).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});
