// @vitest-environment node
// A subsite that is a navigation root and private, with settings of its own: Plone (plone.restapi 10.0.4,
// backend/FINDINGS.md, "The chain walk") leaves the settings out of a published page inside it for a visitor, and
// answers the visitor's `@inherit` of the subsite itself with a 401 whose `context` is the closest object she may
// View. The page then shows the settings that apply there, the closest ones she may View, not none. The mock plays
// Plone's walk (`inheritSkipsUnviewable: false`) and Folders are navigation roots, as a site with subsites sets it.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import applyConfig, { SocialLinksSlot } from '../../src';
import { DEMO_SITE_LINKS, demoSite } from '../../src/mock';
import type { MockSite } from '../../src/mock';
import { saveSettings, selectSettingsSource, selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { awaitNavRootSettings } from '../../src/volto/awaitNavRootSettings';
import type { VoltoConfig, VoltoMiddlewareApi } from '../../src/volto/types';
import { withIntl } from '../components/support/render';
import { useMockBackend } from '../support/mockBackend';
import { getContent, voltoApiStore } from './support/voltoApiStore';
import { createVoltoConfig } from './support/voltoConfig';

const CREW_LINK = {
  '@id': '9b0e4c61-2f7d-4e8a-b1c3-0d5e6f7a8b01',
  id: 'x',
  title: 'X',
  href: [{ '@id': 'https://x.com/communitycrew', title: 'https://x.com/communitycrew' }],
};

/** The demo with Plone's walk, every Folder a navigation root, and a private subsite of its own in Community. */
function subsites(): MockSite {
  const site = demoSite({ inheritSkipsUnviewable: false });
  site.enableBehavior('Folder', 'plone.navigationroot');
  const community = site.get('/community')!;
  const crew = site.create(community, {
    type: 'Folder',
    id: 'crew',
    title: 'Crew',
    fields: { share_social_data: true, facebook_app_id: '', social_links: [CREW_LINK] },
  });
  site.create(crew, { type: 'Document', id: 'notes', title: 'Crew notes', state: 'published' });
  return site;
}

const backend = useMockBackend({ site: subsites });

const voltoStore = (config: VoltoConfig) => voltoApiStore(config, backend.baseUrl);
const state = (store: ReturnType<typeof voltoStore>) => store.getState() as unknown as SocialMediaRootState;

function voltoConfig() {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  return applyConfig(config);
}

beforeEach(() => vi.stubGlobal('window', globalThis));
afterEach(() => vi.unstubAllGlobals());

describe('a published page in a private subsite that is its own navigation root', () => {
  it('shows the site’s links to a visitor, not none', async () => {
    const store = voltoStore(voltoConfig());

    await store.dispatch(getContent('/internal/handbook'));

    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS));
    expect(selectSettingsSource(state(store))?.['@id']).toBe(backend.baseUrl);
    const html = renderToString(<Provider store={store}>{withIntl(<SocialLinksSlot />)}</Provider>);
    expect(html).toContain('https://x.com/plonedemo');
  });

  it('shows the links of the public subsite around it, the closest the visitor may view', async () => {
    const store = voltoStore(voltoConfig());

    await store.dispatch(getContent('/community/crew/notes'));

    await vi.waitFor(() => expect(selectSettingsSource(state(store))?.['@id']).toBe(`${backend.baseUrl}/community`));
    expect(selectSiteSocialLinks(state(store)).map((link) => link.href[0]!['@id'])).toEqual([
      'https://twitter.com/plonecommunity',
      'https://facebook.com/plonecommunity',
      'https://discord.gg/plone',
    ]);
  });

  it('does not ask again for the next page in that subsite', async () => {
    const store = voltoStore(voltoConfig());
    await store.dispatch(getContent('/internal/handbook'));
    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS));
    const before = backend.requests.filter(({ url }) => url.includes('/@inherit')).length;

    await store.dispatch(getContent('/internal/handbook'));

    expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS);
    expect(backend.requests.filter(({ url }) => url.includes('/@inherit'))).toHaveLength(before);
  });
});

describe('the same page after an administrator saved the site’s links in the control panel', () => {
  const MASTODON_LINK = {
    '@id': '4f1d2c3b-5a6e-4b7c-8d9e-0a1b2c3d4e5f',
    id: 'mastodon',
    title: 'Mastodon',
    href: [{ '@id': 'https://plone.social/@plonedemo', title: 'https://plone.social/@plonedemo' }],
  };

  it('shows the saved links once she is a visitor again, without a reload', async () => {
    const store = voltoStore(voltoConfig());
    await store.dispatch(getContent('/internal/handbook'));
    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS));

    // She logs in (Volto's login stays in the page) and saves the site's links in the Social Media control panel.
    const save = saveSettings({ client: backend.admin, path: '', patch: { social_links: [MASTODON_LINK] } });
    await save(store.dispatch as never, store.getState, undefined);
    expect(backend.site.root.fields.social_links).toEqual([MASTODON_LINK]);
    // She logs out (Volto's logout stays in the page too) and opens the page again.
    await store.dispatch(getContent('/internal/handbook'));

    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual([MASTODON_LINK]));
    const html = renderToString(<Provider store={store}>{withIntl(<SocialLinksSlot />)}</Provider>);
    expect(html).toContain('https://plone.social/@plonedemo');
    expect(html).not.toContain('https://x.com/plonedemo');
  });
});

describe('the same page served by Volto’s server', () => {
  it('is served with the site’s links', async () => {
    vi.unstubAllGlobals();
    const store = voltoStore(voltoConfig());
    await store.dispatch(getContent('/internal/handbook'));

    await awaitNavRootSettings(store as unknown as VoltoMiddlewareApi);

    expect(selectSiteSocialLinks(state(store))).toEqual(DEMO_SITE_LINKS);
    expect(selectSettingsSource(state(store))?.['@id']).toBe(backend.baseUrl);
    const html = renderToString(<Provider store={store}>{withIntl(<SocialLinksSlot />)}</Provider>);
    expect(html).toContain('https://x.com/plonedemo');
  });
});
