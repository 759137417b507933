// @vitest-environment node
// A site deployed as Volto's docs describe it: Volto's server reaches Plone at an internal address
// (`RAZZLE_INTERNAL_API_PATH=http://127.0.0.1:8080/Plone`), browsers at the public one through the proxy in front
// (`https://example.org`, Zope's virtual hosting). A visitor's published page in a private folder comes without its
// settings (Plone's walk, backend/FINDINGS.md "The chain walk"): the server renders its navigation root's links, and
// after hydration Volto's view loads the page again at the public address, whose navigation root has another `@id`.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import applyConfig, { SocialLinksSlot } from '../../src';
import { DEMO_SITE_LINKS, demoSite } from '../../src/mock';
import type { MockSite } from '../../src/mock';
import { selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { awaitNavRootSettings } from '../../src/volto/awaitNavRootSettings';
import type { VoltoConfig, VoltoMiddlewareApi } from '../../src/volto/types';
import { withIntl } from '../components/support/render';
import { useMockBackend } from '../support/mockBackend';
import { getContent, voltoApiStore } from './support/voltoApiStore';
import { createVoltoConfig } from './support/voltoConfig';

/** The demo with Plone's walk, every Folder a navigation root, and a private subsite with settings in Community. */
function subsites(): MockSite {
  const site = demoSite({ inheritSkipsUnviewable: false });
  site.enableBehavior('Folder', 'plone.navigationroot');
  const crew = site.create(site.get('/community')!, {
    type: 'Folder',
    id: 'crew',
    title: 'Crew',
    fields: { share_social_data: true, facebook_app_id: '', social_links: [] },
  });
  site.create(crew, { type: 'Document', id: 'notes', title: 'Crew notes', state: 'published' });
  return site;
}

const backend = useMockBackend({ site: subsites });
/** Volto 18's public address, and Volto 19's under a path (`RAZZLE_SUBPATH_PREFIX=/site`: Zope's `_vh_site`). */
const DEPLOYMENTS = [
  { publicUrl: 'https://example.org', virtualRoot: 'VirtualHostRoot' },
  { publicUrl: 'https://example.org/site', virtualRoot: 'VirtualHostRoot/_vh_site' },
];
let virtualRoot = DEPLOYMENTS[0]!.virtualRoot;
const HANDBOOK = '/internal/handbook';

/**
 * Where Volto's api middleware sends a GET: on the server to `internalApiPath`, in a browser to the public address,
 * which the proxy hands to Plone under Zope's virtual hosting (so Plone's `@id`s are public ones).
 */
function apiAddress(config: VoltoConfig) {
  return (path: string) =>
    typeof window === 'undefined'
      ? `${config.settings.internalApiPath}/++api++${path}`
      : `${new URL(backend.baseUrl).origin}/VirtualHostBase/https/example.org:443/Plone/++api++/${virtualRoot}${path}`;
}

const voltoStore = (config: VoltoConfig, initial?: unknown) => voltoApiStore(config, apiAddress(config), initial);
const links = (store: ReturnType<typeof voltoStore>) =>
  selectSiteSocialLinks(store.getState() as unknown as SocialMediaRootState);
const inheritRequests = () => backend.requests.filter(({ url }) => url.includes('/@inherit'));

/** Volto's configuration as such a site's server and browsers hold it. */
function voltoConfig(publicUrl: string) {
  const config = createVoltoConfig();
  Object.assign(config.settings, { internalApiPath: backend.baseUrl, apiPath: publicUrl, publicURL: publicUrl });
  return applyConfig(config);
}

afterEach(() => vi.unstubAllGlobals());

describe('a published page in a private folder, served by a Volto that reaches Plone at an internal address', () => {
  it.each(DEPLOYMENTS)(
    'keeps the navigation root’s links on screen once the browser has loaded the page again at $publicUrl, asking nothing more',
    async (deployment) => {
      virtualRoot = deployment.virtualRoot;
      const config = voltoConfig(deployment.publicUrl);
      const server = await serverRender(config, HANDBOOK);
      expect(links(server)).toEqual(DEMO_SITE_LINKS);
      await expectKeptAfterHydration(config, server, HANDBOOK);
    },
  );

  it('keeps the closest viewable settings on screen on a page of a private subsite that is a navigation root', async () => {
    virtualRoot = DEPLOYMENTS[1]!.virtualRoot;
    const config = voltoConfig(DEPLOYMENTS[1]!.publicUrl);
    const server = await serverRender(config, '/community/crew/notes');
    expect(links(server).map((link) => link.href[0]!['@id'])).toContain('https://discord.gg/plone');
    await expectKeptAfterHydration(config, server, '/community/crew/notes');
  });
});

/** Volto's server: the page's content, then the wait for its navigation root's settings. */
async function serverRender(config: VoltoConfig, path: string) {
  const server = voltoStore(config);
  await server.dispatch(getContent(path));
  await awaitNavRootSettings(server as unknown as VoltoMiddlewareApi);
  return server;
}

/** The browser hydrates the server’s state, loads the page again (as Volto’s view does on mount), keeps the links. */
async function expectKeptAfterHydration(config: VoltoConfig, server: ReturnType<typeof voltoStore>, path: string) {
  const served = links(server);
  const asked = inheritRequests().length;
  vi.stubGlobal('window', globalThis);
  const browser = voltoStore(config, JSON.parse(JSON.stringify(server.getState())));
  expect(links(browser)).toEqual(served);
  await browser.dispatch(getContent(path));

  expect(links(browser)).toEqual(served);
  const html = renderToString(<Provider store={browser}>{withIntl(<SocialLinksSlot />)}</Provider>);
  expect(html).toContain(served[0]!.href[0]!['@id']);
  expect(inheritRequests()).toHaveLength(asked);
}
