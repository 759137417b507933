// @vitest-environment jsdom
// No link can run script: every filter-evasion form of a URL, in every place a page renders an address (a link's
// target, a listing result, the listing's "more" link, the head tags), on the server and in the browser, becomes no
// link at all; hostile titles and head-tag values stay text. Only http, https, mailto and site paths are links.
import { createElement } from 'react';
import type { ReactElement } from 'react';
import {
  ContentSocialLinks,
  FollowUsBlockView,
  SiteSocialLinks,
  SocialHeadTags,
  SocialLinkAddresses,
  SocialLinks,
  SocialLinksListing,
  SummarySocialLinks,
} from '../../src/components';
import { buildHeadTags, safeHref } from '../../src/core';
import { HOSTILE_TEXTS, UNSAFE_URL_FORMS } from '../../scripts/fuzzHostileInputs';
import { checkDom, isAllowedHref, renderInDom, renderOnServer } from '../../scripts/fuzzProperties';

const SAFE = 'https://x.com/ploneorgbr';

/** A link item to `url`, next to a safe one, as stored. */
function links(url: unknown) {
  return [
    { '@id': 'hostile', id: 'x', title: 'Hostile', href: [{ '@id': url, title: url }] },
    { '@id': 'safe', id: 'x', title: 'X', href: [{ '@id': SAFE }] },
  ];
}

/** Every view that renders an address taken from the backend, with `url` in each such place. */
function viewsWith(url: string): Array<[string, ReactElement]> {
  const summary = { '@id': url, title: 'Result', social_links: links(url) };
  return [
    ['SocialLinks', createElement(SocialLinks, { links: links(url) })],
    ['the footer', createElement(SiteSocialLinks, { links: links(url) })],
    ['a content’s links', createElement(ContentSocialLinks, { value: links(url) })],
    ['the links written out (History)', createElement(SocialLinkAddresses, { value: links(url) })],
    ['a listing summary', createElement(SummarySocialLinks, { item: summary })],
    [
      'the listing',
      createElement(SocialLinksListing, { items: [summary], linkHref: [{ '@id': url }], linkTitle: 'More' }),
    ],
    ['Follow Us', createElement(FollowUsBlockView, { data: { headline: 'Follow us' }, links: links(url) })],
  ];
}

const shareSettings = {
  share_social_data: true,
  facebook_app_id: '',
  facebook_username: '',
  x_username: '',
  social_links: [{ '@id': 'f', id: 'facebook', title: 'Facebook', href: [{ '@id': 'https://facebook.com/PloneBr' }] }],
};

function hrefsOf(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('[href]')).map((element) => element.getAttribute('href')!);
}

describe('hostile addresses', () => {
  it(`covers at least 40 filter-evasion forms, all refused by safeHref (${UNSAFE_URL_FORMS.length})`, () => {
    expect(UNSAFE_URL_FORMS.length).toBeGreaterThanOrEqual(40);
    for (const url of UNSAFE_URL_FORMS) expect(safeHref(url)).toBeNull();
  });

  describe.each(UNSAFE_URL_FORMS.map((url) => [JSON.stringify(url), url]))('%s', (_name, url) => {
    it.each(viewsWith(url!))('is no link in %s, rendered on the server', (_view, element) => {
      const html = renderOnServer(element);
      const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs).toEqual(hrefs.filter((href) => href === SAFE));
    });

    it.each(viewsWith(url!))('is no link in %s, rendered in the browser', (_view, element) => {
      renderInDom(element, (root) => {
        checkDom(root);
        const hrefs = hrefsOf(root);
        expect(hrefs.length).toBeGreaterThan(0);
        expect(hrefs).toEqual(hrefs.filter((href) => href === SAFE));
      });
    });

    it('is in no head tag, as the page, its image or its publisher', () => {
      const tags = buildHeadTags({
        content: { '@id': url, seo_canonical_url: url, title: 'T', image: { download: url, width: 10, height: 10 } },
        settings: { ...shareSettings, social_links: links(url).map((link) => ({ ...link, id: 'facebook' })) } as never,
        publicUrl: 'https://www.example.org',
      });
      const addresses = tags.filter((tag) => 'property' in tag && /^og:(url|image)$|publisher/.test(tag.property));
      expect(addresses).toEqual([{ property: 'og:article:publisher', content: SAFE }]);
      renderOnServer(createElement(SocialHeadTags, { tags }));
    });

    it('is never the site’s public address in the head tags', () => {
      const tags = buildHeadTags({ content: { '@id': '/news', title: 'T' }, settings: shareSettings, publicUrl: url });
      expect(tags.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
    });
  });
});

describe('hostile titles and head-tag values', () => {
  it.each(HOSTILE_TEXTS.map((text) => [text]))('%j stays text in every view and head tag', (text) => {
    const titled = [{ '@id': text, id: text, title: text, href: [{ '@id': SAFE, title: text }] }];
    const elements = [
      createElement(SocialLinks, { links: titled, label: text }),
      createElement(SocialLinkAddresses, { value: titled }),
      createElement(SummarySocialLinks, { item: { '@id': SAFE, title: text, social_links: titled } }),
      createElement(SocialLinksListing, {
        items: [{ '@id': SAFE, title: text, description: text }],
        linkTitle: text,
        linkHref: [{ '@id': SAFE }],
      }),
      createElement(FollowUsBlockView, { data: { headline: text, networks: [text] }, links: titled, isEditMode: true }),
      createElement(SocialHeadTags, {
        tags: buildHeadTags({
          content: { '@id': SAFE, title: text, description: text, opengraph_title: text },
          settings: { ...shareSettings, facebook_app_id: text, x_username: text, facebook_username: text },
        }),
      }),
    ];
    for (const element of elements) {
      const html = renderOnServer(element);
      expect(html).not.toMatch(/<(script|img|svg|style|title|iframe)\b/i);
      renderInDom(element, (root) => {
        checkDom(root);
        expect(hrefsOf(root).every(isAllowedHref)).toBe(true);
      });
    }
  });

  it('writes a hostile value into a head tag’s content only, escaped', () => {
    const html = renderOnServer(
      createElement(SocialHeadTags, {
        tags: buildHeadTags({
          content: { '@id': SAFE, title: '"><script>alert(1)</script>' },
          settings: shareSettings,
        }),
      }),
    );
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
  });
});
