// @vitest-environment node
// A site whose settings do not arrive under the name the add-on asks for (README, Troubleshooting): here the backend
// names its behaviors `plonegovbr.…` while the add-on asks for `example.…`. Every page then comes without settings,
// and Volto's server asks the navigation root's `@inherit`, whose answer carries none either (as for a root whose
// settings the visitor may not see). Each page Volto's server renders is a new store: the budget says settings add no
// request to a page view, so the server must not ask that root again on every page.
import applyConfig from '../../src';
import { demoSite } from '../../src/mock';
import { selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { awaitNavRootSettings } from '../../src/volto/awaitNavRootSettings';
import type { VoltoConfig, VoltoMiddlewareApi } from '../../src/volto/types';
import {
  ROOT_WITHOUT_SETTINGS_MS,
  ROOTS_WITHOUT_SETTINGS_MAX,
  rememberRootWithoutSettings,
  rootWithoutSettings,
  rootWithoutSettingsKey,
} from '../../src/volto/rootsWithoutSettings';
import { useMockBackend } from '../support/mockBackend';
import { getContent, voltoApiStore } from './support/voltoApiStore';
import { createVoltoConfig } from './support/voltoConfig';

const backend = useMockBackend({ site: () => demoSite({ behaviorPrefix: 'plonegovbr' }) });
const inheritRequests = () => backend.requests.filter(({ url }) => url.includes('/@inherit'));

// The server remembers answers for its process's lifetime: each test starts well after the last one's expired.
let now = Date.now();
beforeEach(() => {
  now += 10 * ROOT_WITHOUT_SETTINGS_MS;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function voltoConfig(): VoltoConfig {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  return applyConfig(config);
}

/** One page rendered by Volto's server: a store of its own, the page's content, then the wait for the root's. */
async function serverRender(config: VoltoConfig, path: string, token: string | null = null) {
  const store = voltoApiStore(config, backend.baseUrl, { userSession: { token } });
  await store.dispatch(getContent(path));
  await awaitNavRootSettings(store as unknown as VoltoMiddlewareApi);
  return store;
}

describe('pages served by Volto’s server on a site whose settings arrive under another name', () => {
  it('asks the navigation root for its settings once, not once more on every page', async () => {
    const config = voltoConfig();

    await serverRender(config, '/about');
    await serverRender(config, '/about');
    await serverRender(config, '/social-media-launch');

    expect(inheritRequests()).toHaveLength(1);
  });

  it('serves every page without the site’s links, as before, and the browser asks nothing after hydration', async () => {
    const config = voltoConfig();
    await serverRender(config, '/about');

    const store = await serverRender(config, '/about');

    expect(selectSiteSocialLinks(store.getState() as unknown as SocialMediaRootState)).toEqual([]);
    vi.stubGlobal('window', globalThis);
    const browser = voltoApiStore(config, backend.baseUrl, JSON.parse(JSON.stringify(store.getState())));
    await browser.dispatch(getContent('/about'));
    expect(inheritRequests()).toHaveLength(1);
  });

  it('asks again a minute later, so that a mended configuration shows without restarting Volto', async () => {
    const config = voltoConfig();
    await serverRender(config, '/about');
    await serverRender(config, '/about');
    vi.setSystemTime(now + ROOT_WITHOUT_SETTINGS_MS + 1);

    await serverRender(config, '/about');
    await serverRender(config, '/about');

    expect(inheritRequests()).toHaveLength(2);
  });

  it('does not hand a signed-in visitor’s answer to anonymous visitors, nor theirs to her', async () => {
    const config = voltoConfig();

    await serverRender(config, '/about', 'token-of-mia');
    await serverRender(config, '/about');
    expect(inheritRequests()).toHaveLength(2);
    await serverRender(config, '/about', 'token-of-admin');
    expect(inheritRequests()).toHaveLength(3);
    await serverRender(config, '/about', 'token-of-mia');
    await serverRender(config, '/about');
    expect(inheritRequests()).toHaveLength(3);
  });
});

describe('the server’s memory of navigation roots that answered without settings', () => {
  it('holds a bounded number of roots, forgetting the oldest first, on a site with many subsites', () => {
    const keys = Array.from({ length: ROOTS_WITHOUT_SETTINGS_MAX + 1 }, (_, index) =>
      rootWithoutSettingsKey(null, `https://example.org/subsite-${index}`),
    );

    for (const key of keys) rememberRootWithoutSettings(key, { '@id': key });

    expect(rootWithoutSettings(keys[0]!)).toBeUndefined();
    expect(rootWithoutSettings(keys[1]!)?.result).toEqual({ '@id': keys[1] });
    expect(rootWithoutSettings(keys[ROOTS_WITHOUT_SETTINGS_MAX]!)).toBeDefined();
  });
});
