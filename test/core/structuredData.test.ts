// The page's JSON-LD, parsed back as a search engine reads it: the site's profiles on every page, a person's own
// profiles on the person's page, only web addresses, and text that can never end the script element.
import fc from 'fast-check';
import { buildStructuredData } from '../../src/core';
import type { BuildStructuredDataOptions } from '../../src/core';
import type { ContentResponse, SocialLink, SocialMediaSettings } from '../../src/contract/types';
import { facebookLink, githubLink, xLink } from '../support/referenceLinks';

const SITE = 'http://127.0.0.1:8080/Plone';
const PUBLIC = 'https://www.example.org';

function link(id: string, url: string): SocialLink {
  return { '@id': `${id}-uuid`, id, title: id, href: [{ '@id': url, title: url }] };
}

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '',
  facebook_username: 'PloneBr',
  x_username: 'ploneorgbr',
  social_links: [xLink, facebookLink, githubLink],
};

const aliceLinks = [link('mastodon', 'https://mastodon.social/@alice'), link('x', 'https://x.com/alice_example')];

/** A person's page with the links behavior, as plone.restapi serializes it (no settings fields of its own). */
function person(overrides: Partial<ContentResponse> = {}): ContentResponse {
  return {
    '@id': `${SITE}/team/alice`,
    '@type': 'Document',
    '@components': {},
    id: 'alice',
    UID: '6f4031979d424e7c9e9d5d7c5a4b1e00',
    title: 'Alice Example',
    description: 'Editor in chief',
    review_state: 'published',
    is_folderish: false,
    parent: {},
    social_links: aliceLinks,
    ...overrides,
  };
}

const site = { siteName: 'Social Media Demo', siteUrl: SITE, publicUrl: PUBLIC, backendUrl: SITE };

/** A node of the graph as parsed back, with every field a test reads. */
interface JsonLdNode {
  '@type': string;
  name?: string;
  url?: string;
  sameAs?: string[];
  mainEntity: JsonLdNode;
}

/** The parsed script text; the tests check the graph's length where it matters. */
interface JsonLd {
  '@context': string;
  '@graph': [JsonLdNode, JsonLdNode];
}

function parsed(options: BuildStructuredDataOptions): JsonLd {
  const text = buildStructuredData(options);
  expect(text).not.toBe('');
  return JSON.parse(text);
}

describe('buildStructuredData', () => {
  it('names the site’s profiles as sameAs of the site’s Organization, at the site’s public address', () => {
    const data = parsed({ content: person({ social_links: null }), settings, ...site });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          name: 'Social Media Demo',
          url: PUBLIC,
          sameAs: ['https://x.com/ploneorgbr', 'https://facebook.com/PloneBr', 'https://github.com/plone'],
        },
      ],
    });
  });

  it('makes a page with links of its own the ProfilePage of a Person with those links as sameAs', () => {
    const graph = parsed({ content: person(), settings, ...site })['@graph'];
    expect(graph).toHaveLength(2);
    expect(graph[1]).toEqual({
      '@type': 'ProfilePage',
      url: `${PUBLIC}/team/alice`,
      mainEntity: {
        '@type': 'Person',
        name: 'Alice Example',
        sameAs: ['https://mastodon.social/@alice', 'https://x.com/alice_example'],
      },
    });
  });

  it('presents the one a page of any type is about as a Person (Plone 6 makes every page folderish)', () => {
    for (const overrides of [
      { '@type': 'Document', is_folderish: true },
      { '@type': 'Person', is_folderish: false },
    ]) {
      expect(parsed({ content: person(overrides), settings, ...site })['@graph'][1].mainEntity['@type']).toBe('Person');
    }
  });

  it('gives the site root and an object holding settings no profile page: their links are the site’s', () => {
    const root = person({ '@id': SITE, '@type': 'Plone Site', social_links: settings.social_links });
    expect(parsed({ content: root, settings, ...site })['@graph'].map((node) => node['@type'])).toEqual([
      'Organization',
    ]);
    const subsite = { ...person({ '@type': 'Folder' }), share_social_data: true, facebook_app_id: '' };
    expect(parsed({ content: subsite, settings, ...site })['@graph']).toHaveLength(1);
  });

  it('puts only http(s) addresses in sameAs, each once, never a script, mail, data or site-relative one', () => {
    const hostile = [
      link('x', 'javascript:alert(1)'),
      link('email', 'mailto:alice@example.org'),
      link('site', '/team/alice'),
      link('data', 'data:text/html,<script>alert(1)</script>'),
      link('x', 'JaVaScRiPt:alert(1)'),
      link('github', 'https://github.com/alice-example'),
      link('github', 'https://github.com/alice-example'),
    ];
    const data = parsed({
      content: person({ social_links: hostile }),
      settings: { ...settings, social_links: [...hostile, xLink] },
      ...site,
    });
    expect(data['@graph'][0].sameAs).toEqual(['https://github.com/alice-example', 'https://x.com/ploneorgbr']);
    expect(data['@graph'][1].mainEntity.sameAs).toEqual(['https://github.com/alice-example']);
  });

  it('writes nothing when the site does not share social data, has no settings, or no profile at all', () => {
    expect(buildStructuredData({ content: person(), settings: { ...settings, share_social_data: false } })).toBe('');
    expect(buildStructuredData({ content: person(), settings: null })).toBe('');
    expect(
      buildStructuredData({ content: person({ social_links: [] }), settings: { ...settings, social_links: [] } }),
    ).toBe('');
  });

  it('leaves out a name or address it does not know, rather than writing an empty or unsafe one', () => {
    const data = parsed({
      content: person({ '@id': 'javascript:alert(1)', title: '  ' }),
      settings,
      siteName: 42,
      siteUrl: 'javascript:alert(1)',
    });
    expect(data['@graph'][0]).toEqual({ '@type': 'Organization', sameAs: expect.any(Array) });
    expect(data['@graph'][1]).toEqual({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', sameAs: expect.any(Array) },
    });
  });

  it('never lets a title or an address close the script element, and parses back to the same values', () => {
    const title = '</script><script>alert(1)</script> \u2028 & \u2029 <!--';
    const url = 'https://evil.example/</script><script>alert(1)</script>?a=1&b=<2>';
    const text = buildStructuredData({
      content: person({ title, social_links: [link('website', url)] }),
      settings,
      siteName: title,
      siteUrl: SITE,
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    const data = JSON.parse(text);
    expect(data['@graph'][0].name).toBe(title);
    expect(data['@graph'][1].mainEntity.name).toBe(title);
    expect(data['@graph'][1].mainEntity.sameAs).toEqual([url]);
  });

  it('escapes any title so that it neither ends the script nor changes on the way back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => {
        const text = buildStructuredData({ content: person({ title }), settings });
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        const name = JSON.parse(text)['@graph'][1].mainEntity.name;
        expect(name).toBe(title.trim() ? title : undefined);
      }),
    );
  });

  it('survives content, settings and site values of any shape without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (content, siteName, siteUrl) => {
        const text = buildStructuredData({ content, settings, siteName, siteUrl, publicUrl: PUBLIC });
        if (text) expect(() => JSON.parse(text)).not.toThrow();
      }),
    );
  });
});
