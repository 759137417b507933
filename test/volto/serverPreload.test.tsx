// @vitest-environment node
// On the server, applyConfig loads every network icon, so a server-rendered page carries the SVGs (not the
// empty boxes of the loading fallback) and the browser's hydration keeps them.
import { renderToString } from 'react-dom/server';
import applyConfig, { ContentLinksSlot, networkIconsPreloaded, SocialLinksSlot } from '../../src';
import { defaultNetworkRegistry } from '../../src/networks';
import { clearIconCache, peekIcon } from '../../src/networks/iconCache';
import { createTestStore, withStore } from '../components/support/render';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { createVoltoConfig } from './support/voltoConfig';

function renderOnServer(ui: JSX.Element): string {
  const store = createTestStore();
  store.dispatch(contentLoaded(contentWithSettings()));
  return renderToString(withStore(store, ui));
}

beforeEach(() => clearIconCache());

describe('applyConfig on the server', () => {
  it('puts the site’s icons in the server-rendered slot once the preload it started has finished', async () => {
    applyConfig(createVoltoConfig());
    await networkIconsPreloaded();
    const html = renderOnServer(<SocialLinksSlot />);
    expect(html).toContain('href="https://x.com/ploneorgbr"');
    expect(html).toContain('<svg');
  });

  it('puts the icons of a person page’s own links in the HTML, unknown networks with the generic icon', async () => {
    applyConfig(createVoltoConfig());
    await networkIconsPreloaded();
    const html = renderOnServer(
      <ContentLinksSlot
        content={{
          '@id': 'http://localhost:8080/Plone/team/alice',
          title: 'Alice',
          social_links: [
            { '@id': 'l1', id: 'no-such-network', title: 'Blog', href: [{ '@id': 'https://alice.example' }] },
          ],
        }}
      />,
    );
    expect(html).toContain('href="https://alice.example"');
    expect(html).toContain('<svg');
  });

  it('loads every registered network’s icon, including one a site adds', async () => {
    const config = createVoltoConfig();
    const icon = () => Promise.resolve({ default: () => <svg data-testid="own" /> });
    config.settings.socialMedia = { networks: { own: { title: 'Own', icon } } };
    applyConfig(config);
    await networkIconsPreloaded();
    const registry = defaultNetworkRegistry();
    for (const network of registry.networks.values()) expect(peekIcon(network.icon)).toBeTruthy();
    expect(peekIcon(registry.fallback.icon)).toBeTruthy();
    expect(peekIcon(icon)).toBeTruthy();
  });

  it('renders the loading fallback, without SVGs, when nothing preloaded the icons', () => {
    const html = renderOnServer(<SocialLinksSlot />);
    expect(html).toContain('href="https://x.com/ploneorgbr"');
    expect(html).not.toContain('<svg');
  });

  it('starts the server unharmed when an icon fails to load', async () => {
    const config = createVoltoConfig();
    const broken = () => Promise.reject(new Error('chunk missing'));
    config.settings.socialMedia = { networks: { x: { icon: broken } } };
    expect(() => applyConfig(config)).not.toThrow();
    await expect(networkIconsPreloaded()).resolves.toBeUndefined();
    expect(peekIcon(broken)).toBeNull();
    expect(peekIcon(defaultNetworkRegistry().networks.get('facebook')!.icon)).toBeTruthy();
  });
});
