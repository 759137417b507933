// The head tags a browser builds after a client-side navigation: the page comes from the public API path, while
// `@site` (its logo among it) is what Volto's server fetched once, at the internal address it reaches the backend by.
// Every address in a tag is the site's public one.
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { documentResponse, settingsData } from '../contract/fixtures';

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
