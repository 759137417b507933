// The head tags of a page on a multilingual site (plone.app.multilingual): each language's content lives in a
// language root folder (`LRF`, at /en, /de, /pt-br), which is the navigation root of every page in it and which
// the add-on's set-up titles with the language's name ("Deutsch"). The site is still the one organisation.
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { documentResponse, settingsData } from '../contract/fixtures';

const API = 'https://api.example.org/Plone';
const PUBLIC = 'https://www.example.org';
const volto = { apiPath: API, publicURL: PUBLIC };
const site = { 'plone.site_title': 'Social Media Demo', 'plone.site_logo': null };

/** The German language root as plone.restapi serializes it in `@navroot` (without items and components). */
const germanRoot = {
  '@id': `${API}/de`,
  '@type': 'LRF',
  UID: '5d0f3a1c2b9e4f8a9c7d6e5f4a3b2c1d',
  id: 'de',
  title: 'Deutsch',
  description: '',
  language: { title: 'Deutsch', token: 'de' },
  review_state: 'published',
  is_folderish: true,
  type_title: 'Language Root Folder',
};

/** A page in the German language root. */
const germanPage = documentResponse({
  '@id': `${API}/de/ueber-uns`,
  id: 'ueber-uns',
  title: 'Über uns',
  language: { title: 'Deutsch', token: 'de' },
}) as Record<string, unknown>;

interface Organization {
  '@type': string;
  name?: string;
  url?: string;
}

function organization(navroot: Record<string, unknown>): Organization | undefined {
  const { structuredData } = pageHeadTags({
    content: germanPage,
    settings: settingsData() as never,
    site,
    navroot,
    volto,
  });
  const graph = (JSON.parse(structuredData) as { '@graph': Organization[] })['@graph'];
  return graph.find((node) => node['@type'] === 'Organization');
}

describe('the structured data of a page under a language root folder', () => {
  it('names the site as the organisation, not the language of the folder the page is in', () => {
    expect(organization(germanRoot)).toMatchObject({ name: 'Social Media Demo', url: `${PUBLIC}/de` });
  });

  it('still names a subsite that is a navigation root by its own title', () => {
    const subsite = {
      ...germanRoot,
      '@id': `${API}/community`,
      '@type': 'Folder',
      id: 'community',
      title: 'Community',
    };
    expect(organization(subsite)).toMatchObject({ name: 'Community', url: `${PUBLIC}/community` });
  });
});
