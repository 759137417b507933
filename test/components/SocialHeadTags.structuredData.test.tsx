// @vitest-environment jsdom
// The page's structured data and creators in the head: one JSON-LD script in server-rendered HTML that no title can
// break out of, and in Volto one script that client-side navigation replaces rather than adds to.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { SocialHeadTags } from '../../src/components';
import { buildHeadTags, buildStructuredData } from '../../src/core';
import type { SocialLink, SocialMediaSettings } from '../../src/contract/types';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { structuredData } from '../../src/volto/installStructuredData';
import type { VoltoConfig } from '../../src/volto/types';
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

/** Volto's head tags with the add-on's settings, after the `structuredData` profile ran (unless `profile` is false). */
function voltoTags(socialMedia: Record<string, unknown> = {}, profile = true) {
  const settings = { apiPath: SITE, publicURL: PUBLIC, socialMedia };
  if (profile) structuredData({ settings } as VoltoConfig);
  return createContentMetadataTags({
    Helmet: HeadPortal,
    VoltoContentMetadataTags,
    voltoSettings: () => settings,
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

  it('writes no structured data on a site that does not load the `structuredData` profile', () => {
    const ContentMetadataTags = voltoTags({}, false);
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
