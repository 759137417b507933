// @vitest-environment node
// A site whose settings do not arrive under the name the add-on asks for (README, Troubleshooting): here the backend
// names its behaviors `plonegovbr.…` while the add-on asks for `example.…`. Every page then comes without settings,
// and Volto's server asks the navigation root's `@inherit`, whose answer carries none either (as for a root whose
// settings the visitor may not see). Each page Volto's server renders is a new store: the budget says settings add no
// request to a page view, so the server must not ask that root again on every page.
import applyConfig from '../../src';
import { demoSite } from '../../src/mock';
import { awaitNavRootSettings } from '../../src/volto/awaitNavRootSettings';
import type { VoltoConfig, VoltoMiddlewareApi } from '../../src/volto/types';
import { useMockBackend } from '../support/mockBackend';
import { getContent, voltoApiStore } from './support/voltoApiStore';
import { createVoltoConfig } from './support/voltoConfig';

const backend = useMockBackend({ site: () => demoSite({ behaviorPrefix: 'plonegovbr' }) });
const inheritRequests = () => backend.requests.filter(({ url }) => url.includes('/@inherit'));

function voltoConfig(): VoltoConfig {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  return applyConfig(config);
}

/** One page rendered by Volto's server: a store of its own, the page's content, then the wait for the root's. */
async function serverRender(config: VoltoConfig, path: string) {
  const store = voltoApiStore(config, backend.baseUrl);
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
});
