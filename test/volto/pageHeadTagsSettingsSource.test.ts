// The organisation a page's structured data describes on a site where a folder below the navigation root holds
// settings of its own (README: "a Folder for a subsite with settings of its own"): its links are that subsite's
// profiles, not the site's.
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { documentResponse, settingsData, SITE } from '../contract/fixtures';

const PUBLIC = 'https://www.example.org';
const BEHAVIOR = 'example.socialmedia.settings';
const site = { 'plone.site_title': 'Social Media Demo', 'plone.site_logo': null };

/** The site root as plone.restapi serializes it in `@navroot`: the navigation root of every page below. */
const siteRoot = { '@id': SITE, '@type': 'Plone Site', id: 'Plone', title: 'Social Media Demo', description: '' };

const communityLinks = [
  { '@id': 'c-x', id: 'x', title: 'X', href: [{ '@id': 'https://twitter.com/plonecommunity' }] },
  { '@id': 'c-fb', id: 'facebook', title: 'Facebook', href: [{ '@id': 'https://facebook.com/plonecommunity' }] },
];
const communitySettings = settingsData({ x_username: 'plonecommunity', social_links: communityLinks });

/** A page in the Community folder (as the demo's), whose settings come from that folder, not a navigation root. */
const meetups = documentResponse({
  '@id': `${SITE}/community/meetups`,
  id: 'meetups',
  title: 'Meetups',
  social_links: null,
  '@components': {
    ...documentResponse()['@components'],
    inherit: {
      '@id': `${SITE}/community/meetups/@inherit?expand.inherit.behaviors=${BEHAVIOR}`,
      [BEHAVIOR]: { from: { '@id': `${SITE}/community`, title: 'Community' }, data: communitySettings },
    },
  },
}) as Record<string, unknown>;

function organization(content: Record<string, unknown>, settings: unknown) {
  const { structuredData } = pageHeadTags({
    content,
    settings: settings as never,
    site,
    navroot: siteRoot,
    volto: { apiPath: SITE, publicURL: PUBLIC },
  });
  const graph = (JSON.parse(structuredData) as { '@graph': Record<string, unknown>[] })['@graph'];
  return graph.find((node) => node['@type'] === 'Organization');
}

describe('the structured data of a page whose settings come from a folder of its own', () => {
  it('names that folder as the organisation its profiles belong to, not the site', () => {
    expect(organization(meetups, communitySettings)).toEqual({
      '@type': 'Organization',
      name: 'Community',
      url: `${PUBLIC}/community`,
      sameAs: ['https://twitter.com/plonecommunity', 'https://facebook.com/plonecommunity'],
    });
  });

  it('still names the site for a page whose settings come from the site root', () => {
    const news = documentResponse({ social_links: null }) as Record<string, unknown>;
    expect(organization(news, settingsData())).toMatchObject({ name: 'Social Media Demo', url: PUBLIC });
  });
});
