// Icons load on demand, once each, and render at once after preloading (what server-side rendering needs).
import { renderToStaticMarkup } from 'react-dom/server';
import { clearIconCache, loadIcon, peekIcon, preloadNetworkIcons } from '../../src/networks/iconCache';
import { createNetworkRegistry, defaultNetworks, getNetwork } from '../../src/networks';
import type { NetworkIconComponent } from '../../src/networks';

beforeEach(() => clearIconCache());

describe('network icons', () => {
  it('load for every default network and for unknown ids, each as an SVG', async () => {
    const registry = createNetworkRegistry();
    for (const network of [...defaultNetworks, registry.fallback]) {
      const Icon = await loadIcon(network.icon);
      expect(Icon, network.id).not.toBeNull();
      const markup = renderToStaticMarkup(Icon ? <Icon size={20} /> : null);
      expect(markup, network.id).toMatch(/^<svg[^>]*width="20"[^>]*height="20"/);
    }
  });

  it('are available synchronously once preloaded', async () => {
    const registry = createNetworkRegistry();
    const x = getNetwork(registry, 'x');
    expect(peekIcon(x.icon)).toBeUndefined();
    await preloadNetworkIcons(['x', 'facebook', 'no-such-network'], registry);
    expect(peekIcon(x.icon)).toBeTypeOf('object');
    expect(peekIcon(getNetwork(registry, 'facebook').icon)).toBeDefined();
    expect(peekIcon(registry.fallback.icon)).toBeDefined();
    expect(peekIcon(getNetwork(registry, 'github').icon)).toBeUndefined();
  });

  it('are loaded once however often they are asked for', async () => {
    const Icon: NetworkIconComponent = () => <svg />;
    const loader = vi.fn(async () => ({ default: Icon }));
    const [first, second] = await Promise.all([loadIcon(loader), loadIcon(loader)]);
    await loadIcon(loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(first).toBe(Icon);
    expect(second).toBe(Icon);
  });

  it('that fail to load leave no icon instead of an error', async () => {
    const loader = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    await expect(loadIcon(loader)).resolves.toBeNull();
    expect(peekIcon(loader)).toBeNull();
    await expect(preloadNetworkIcons(['x'], createNetworkRegistry({ x: { icon: loader } }))).resolves.toBeUndefined();
  });
});
