// The sharing tags built from a page and the social media settings (Open Graph, Facebook, Twitter/X).
import { buildHeadTags } from '../../src/core';
import type { HeadTag } from '../../src/core';
import type { ContentResponse, SocialMediaSettings } from '../../src/contract/types';

const SITE = 'http://127.0.0.1:8080/Plone';

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '1234567890',
  facebook_username: 'PloneBr',
  x_username: 'ploneorgbr',
  social_links: [
    {
      '@id': '7e90497e-3ef4-473c-b781-7d7767ab9f1a',
      id: 'x',
      title: 'X',
      href: [{ '@id': 'https://x.com/ploneorgbr', title: 'x.com/ploneorgbr' }],
    },
    {
      '@id': '3822d3a9-6c9c-4f04-bee0-5d56b1f5523c',
      id: 'facebook',
      title: 'Facebook',
      href: [{ '@id': 'https://facebook.com/PloneBr', title: 'https://facebook.com/PloneBr' }],
    },
  ],
};

function page(overrides: Partial<ContentResponse> = {}): ContentResponse {
  return {
    '@id': `${SITE}/news/launch`,
    '@type': 'News Item',
    '@components': {},
    id: 'launch',
    UID: '5f1e3c2a9b8d4e7f8a6b5c4d3e2f1a0b',
    title: 'Launch day',
    description: 'We are live.',
    review_state: 'published',
    is_folderish: false,
    parent: {},
    image: {
      'content-type': 'image/png',
      download: `${SITE}/news/launch/@@images/image-1600-abc.png`,
      filename: 'launch.png',
      width: 1600,
      height: 900,
      scales: {
        large: { download: `${SITE}/news/launch/@@images/image-800-def.png`, width: 800, height: 450 },
        thumb: { download: `${SITE}/news/launch/@@images/image-128-ghi.png`, width: 128, height: 72 },
      },
    },
    ...overrides,
  };
}

function asMap(tags: HeadTag[]): Record<string, string> {
  return Object.fromEntries(tags.map((tag) => ['property' in tag ? tag.property : tag.name, tag.content]));
}

describe('buildHeadTags', () => {
  it('gives a shared article its title, description, address, image with size, and the site’s accounts', () => {
    const tags = buildHeadTags({ content: page(), settings });
    expect(tags).toEqual([
      { property: 'og:title', content: 'Launch day' },
      { property: 'og:description', content: 'We are live.' },
      { property: 'og:url', content: `${SITE}/news/launch` },
      { property: 'og:type', content: 'article' },
      { property: 'og:image', content: `${SITE}/news/launch/@@images/image-800-def.png` },
      { property: 'og:image:width', content: '800' },
      { property: 'og:image:height', content: '450' },
      { property: 'fb:app_id', content: '1234567890' },
      { property: 'og:article:publisher', content: 'https://facebook.com/PloneBr' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: '@ploneorgbr' },
    ]);
  });

  it('emits no tag at all when the site does not share social data, or has no settings', () => {
    expect(buildHeadTags({ content: page(), settings: { ...settings, share_social_data: false } })).toEqual([]);
    expect(buildHeadTags({ content: page(), settings: null })).toEqual([]);
    expect(buildHeadTags({ content: page(), settings: { ...settings, share_social_data: 'yes' as never } })).toEqual(
      [],
    );
  });

  it('calls the site root a website and a page without image a plain summary', () => {
    const root = asMap(buildHeadTags({ content: page({ '@id': SITE, '@type': 'Plone Site', image: null }), settings }));
    expect(root['og:type']).toBe('website');
    expect(root['twitter:card']).toBe('summary');
    expect(root['og:image']).toBeUndefined();
    expect(root['og:image:width']).toBeUndefined();
  });

  it('calls a language root folder of a multilingual site a website too', () => {
    // plone.app.multilingual's `LRF` (/en, /de) is the home page of its language, as the site root is of the site.
    const german = asMap(buildHeadTags({ content: page({ '@id': `${SITE}/de`, '@type': 'LRF' }), settings }));
    expect(german['og:type']).toBe('website');
  });

  it('uses the image itself when it has no large scale, and the Open Graph image before the content image', () => {
    const plain = page({ image: { download: `${SITE}/a/@@images/image.png`, width: 400, height: 300 } });
    expect(asMap(buildHeadTags({ content: plain, settings }))).toMatchObject({
      'og:image': `${SITE}/a/@@images/image.png`,
      'og:image:width': '400',
      'og:image:height': '300',
    });
    const withOg = page({ opengraph_image: { download: `${SITE}/a/@@images/og.png`, width: 1200, height: 630 } });
    expect(asMap(buildHeadTags({ content: withOg, settings }))['og:image']).toBe(`${SITE}/a/@@images/og.png`);
  });

  it('prefers the Open Graph and SEO fields a site filled in, as Volto does', () => {
    const tags = asMap(
      buildHeadTags({
        content: page({
          opengraph_title: 'OG title',
          seo_description: 'SEO text',
          seo_canonical_url: 'https://www.plone.org/launch',
        }),
        settings,
      }),
    );
    expect(tags['og:title']).toBe('OG title');
    expect(tags['og:description']).toBe('SEO text');
    expect(tags['og:url']).toBe('https://www.plone.org/launch');
  });

  it('rewrites backend addresses to the public address of the site', () => {
    const tags = asMap(
      buildHeadTags({ content: page(), settings, publicUrl: 'https://www.plone.org/', backendUrl: SITE }),
    );
    expect(tags['og:url']).toBe('https://www.plone.org/news/launch');
    expect(tags['og:image']).toBe('https://www.plone.org/news/launch/@@images/image-800-def.png');
    const viaApi = asMap(
      buildHeadTags({
        content: page({ '@id': `${SITE}/++api++/news` }),
        settings,
        publicUrl: 'https://www.plone.org',
        backendUrl: SITE,
      }),
    );
    expect(viaApi['og:url']).toBe('https://www.plone.org/news');
  });

  it('shares a page whose canonical address is on another site at that address, also when only the public address is given', () => {
    // Facebook takes og:url as the page's address and reads the page again there.
    const syndicated = page({ seo_canonical_url: 'https://partner.example.com/stories/launch' });
    const tags = asMap(buildHeadTags({ content: syndicated, settings, publicUrl: 'https://www.plone.org' }));
    expect(tags['og:url']).toBe('https://partner.example.com/stories/launch');
  });

  it('shares a page whose canonical address an editor gave on the backend at the public address', () => {
    const moved = page({ seo_canonical_url: `${SITE}/news/launch-day` });
    const tags = asMap(
      buildHeadTags({ content: moved, settings, publicUrl: 'https://www.plone.org', backendUrl: SITE }),
    );
    expect(tags['og:url']).toBe('https://www.plone.org/news/launch-day');
  });

  it('shares a page whose canonical address is a path of the site at its whole public address', () => {
    // Facebook and Mastodon read og:url as an absolute URL: `/news/launch-day` alone names no site.
    const moved = page({ seo_canonical_url: '/news/launch-day' });
    const tags = asMap(buildHeadTags({ content: moved, settings, publicUrl: 'https://www.plone.org' }));
    expect(tags['og:url']).toBe('https://www.plone.org/news/launch-day');
  });

  it('leaves out what Volto’s own metadata tags already write', () => {
    const tags = buildHeadTags({
      content: page(),
      settings,
      exclude: ['og:title', 'og:url', 'og:description', 'twitter:card'],
    });
    const keys = tags.map((tag) => ('property' in tag ? tag.property : tag.name));
    expect(keys).toEqual([
      'og:type',
      'og:image',
      'og:image:width',
      'og:image:height',
      'fb:app_id',
      'og:article:publisher',
      'twitter:site',
    ]);
    const noImage = buildHeadTags({ content: page(), settings, exclude: ['og:image'] });
    expect(noImage.some((tag) => 'property' in tag && tag.property.startsWith('og:image'))).toBe(false);
  });

  it('never emits an empty value, and skips what the settings leave empty', () => {
    const tags = buildHeadTags({
      content: page({ title: '  ', description: '', image: null }),
      settings: { ...settings, facebook_app_id: '', x_username: '', facebook_username: '', social_links: [] },
    });
    expect(asMap(tags)).toEqual({
      'og:url': `${SITE}/news/launch`,
      'og:type': 'article',
      'twitter:card': 'summary',
    });
    for (const tag of tags) expect(tag.content.trim()).not.toBe('');
  });

  it('takes the Facebook page from the first Facebook link with a web address, else from the username', () => {
    const links = [
      { '@id': 'a', id: 'facebook', title: 'Bad', href: [{ '@id': 'javascript:alert(1)' }] },
      { '@id': 'b', id: 'facebook', title: 'Good', href: [{ '@id': 'https://www.facebook.com/plone' }] },
    ];
    expect(
      asMap(buildHeadTags({ content: page(), settings: { ...settings, social_links: links } }))['og:article:publisher'],
    ).toBe('https://www.facebook.com/plone');
    expect(
      asMap(buildHeadTags({ content: page(), settings: { ...settings, social_links: [] } }))['og:article:publisher'],
    ).toBe('https://www.facebook.com/PloneBr');
  });

  it.each([
    ['ends with a slash', 'https://x.com/ploneorgbr/'],
    ['has a query', 'https://x.com/ploneorgbr?lang=pt'],
    ['is on X’s mobile site', 'https://mobile.twitter.com/ploneorgbr'],
    ['has an upper-case host', 'https://X.com/ploneorgbr'],
  ])('names the site’s X account when its X link %s, of which the backend computes no username', (_, address) => {
    // The backend's `x_username` is `""` for each of these (plone-contract.md §7).
    const links = [{ '@id': 'x', id: 'x', title: 'X', href: [{ '@id': address }] }];
    const shared = { ...settings, x_username: '', social_links: links };
    expect(asMap(buildHeadTags({ content: page(), settings: shared }))['twitter:site']).toBe('@ploneorgbr');
  });

  it('survives malformed content and settings without throwing', () => {
    const broken = [null, 'page', 42, [], { '@id': 'javascript:alert(1)', title: 7, image: 'x.png' }];
    for (const content of broken) {
      expect(() => buildHeadTags({ content, settings })).not.toThrow();
    }
    const hostile = asMap(
      buildHeadTags({
        content: {
          '@id': 'javascript:alert(1)',
          title: 'T',
          image: { download: 'data:image/png;base64,AAAA', width: 'x' },
        },
        settings: { ...settings, social_links: 'none' as never, x_username: '<script>' },
      }),
    );
    expect(hostile['og:url']).toBeUndefined();
    expect(hostile['og:image']).toBeUndefined();
    expect(hostile['twitter:site']).toBeUndefined();
    expect(hostile['og:article:publisher']).toBe('https://www.facebook.com/PloneBr');
  });
});
