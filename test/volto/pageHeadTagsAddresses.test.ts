// The head tags a browser builds after a client-side navigation: the page comes from the public API path, while
// `@site` (its logo among it) is what Volto's server fetched once, at the internal address it reaches the backend by.
// Every address in a tag is the site's public one.
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { documentResponse, settingsData, xLink } from '../contract/fixtures';

const INTERNAL = 'http://backend:8080/Plone';
const API = 'https://api.example.org/Plone';
const PUBLIC = 'https://www.example.org';
const volto = { apiPath: API, internalApiPath: INTERNAL, publicURL: PUBLIC };

function tag(tags: ReturnType<typeof pageHeadTags>['tags'], key: string) {
  return tags.find((entry) => ('property' in entry ? entry.property : entry.name) === key)?.content;
}

describe('the head tags built in a browser', () => {
  it('share the site logo at the public address, whichever backend address Volto’s server fetched it from', () => {
    const { tags } = pageHeadTags({
      content: documentResponse({ '@id': `${API}/news` }) as Record<string, unknown>,
      settings: settingsData() as never,
      site: { 'plone.site_logo': `${INTERNAL}/@@site-logo/logo.png`, 'plone.site_title': 'My site' },
      navroot: { '@id': API, title: 'My site' },
      volto,
    });
    expect(tag(tags, 'og:image')).toBe(`${PUBLIC}/@@site-logo/logo.png`);
  });
});

describe('the structured data Volto’s server writes for a page it fetched at its internal address', () => {
  // The site's RSS link as Plone serves it: stored as `../resolveuid/<uid>/RSS` (plone.restapi's JSONField transform),
  // served at the address of the request, which is Volto's internal one during the server's render.
  const rssLink = {
    '@id': '5f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
    id: 'rss',
    title: 'RSS',
    href: [{ '@id': `${INTERNAL}/news/RSS`, title: 'News feed' }],
  };

  it.each([
    ['at the host’s root', PUBLIC],
    ['under a path (Volto 19’s RAZZLE_SUBPATH_PREFIX=/site)', `${PUBLIC}/site`],
  ])('names the site’s own pages among its profiles at the public address, %s', (_, publicURL) => {
    const { structuredData } = pageHeadTags({
      content: documentResponse({ '@id': `${INTERNAL}/news` }) as Record<string, unknown>,
      settings: settingsData({ social_links: [xLink, rssLink] }) as never,
      site: { 'plone.site_title': 'My site' },
      navroot: { '@id': INTERNAL, title: 'My site' },
      volto: { apiPath: publicURL, internalApiPath: INTERNAL, publicURL },
    });
    const organization = JSON.parse(structuredData)['@graph'][0];
    expect(organization.url).toBe(publicURL);
    expect(organization.sameAs).toEqual([xLink.href[0]!['@id'], `${publicURL}/news/RSS`]);
  });
});
