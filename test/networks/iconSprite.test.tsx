// @vitest-environment node
// The icons' sprite: one symbol per icon, drawn exactly as the inline icon is, and the icon that refers to it.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { NetworkIcon, SocialLinks } from '../../src/components';
import { createNetworkRegistry, defaultNetworkRegistry, getNetwork, preloadNetworkIcons } from '../../src/networks';
import { clearIconCache, peekIcon } from '../../src/networks/iconCache';
import { buildIconSprite } from '../../src/networks/iconSprite';
import { setIconSpriteHref } from '../../src/networks/iconSpriteHref';
import type { NetworkRegistry } from '../../src/networks/types';
import { siteLinks } from '../components/support/fixtures';
import { withIntl } from '../components/support/render';

beforeEach(() => clearIconCache());
afterEach(() => setIconSpriteHref(undefined));

async function loadedRegistry(registry: NetworkRegistry = defaultNetworkRegistry()) {
  await preloadNetworkIcons([...registry.networks.keys(), null], registry);
  return registry;
}

/** The inline icon's drawing: what is inside its `<svg>`. */
function inlineDrawing(registry: NetworkRegistry, id: string): string {
  const Icon = peekIcon(getNetwork(registry, id).icon)!;
  return /<svg[^>]*>([\s\S]*)<\/svg>/.exec(renderToStaticMarkup(<Icon size={24} />))![1]!;
}

function symbolOf(svg: string, id: string): string | undefined {
  return new RegExp(`<symbol id="${id}"[^>]*>[\\s\\S]*?</symbol>`).exec(svg)?.[0];
}

describe('buildIconSprite', () => {
  it('holds a symbol per network and the fallback, each drawn as the inline icon is', async () => {
    const registry = await loadedRegistry();
    const sprite = buildIconSprite(registry);
    expect(sprite.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
    for (const id of ['x', 'facebook', 'github', 'mastodon', 'bluesky']) {
      const symbol = symbolOf(sprite.svg, id)!;
      expect(symbol, id).toContain('viewBox="0 0 24 24"');
      // How the paths are drawn (stroke, no fill) moves from the icon's <svg> to a group around them.
      expect(symbol).toMatch(/<g[^>]* fill="none"[^>]* stroke="currentColor"/);
      expect(symbol).toContain(inlineDrawing(registry, id));
      expect(symbol).not.toMatch(/ (width|height|class)=/);
      expect(sprite.symbols.get(getNetwork(registry, id).icon)).toBe(id);
    }
    expect(sprite.symbols.get(registry.fallback.icon)).toBe('link');
  });

  it('names its version after its content: the same icons, the same name; another icon, another', async () => {
    const registry = await loadedRegistry();
    const first = buildIconSprite(registry);
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIconSprite(registry).version).toBe(first.version);
    const own = () =>
      Promise.resolve({
        default: () => (
          <svg viewBox="0 0 10 10">
            <circle r="4" />
          </svg>
        ),
      });
    const changed = await loadedRegistry(createNetworkRegistry({ x: { icon: own } }));
    const sprite = buildIconSprite(changed);
    expect(sprite.version).not.toBe(first.version);
    expect(symbolOf(sprite.svg, 'x')).toBe(
      '<symbol id="x" viewBox="0 0 10 10"><g><circle r="4"></circle></g></symbol>',
    );
  });

  it('draws a site’s icon made with Volto’s Icon component in its link’s colour, as the inline icon is', async () => {
    // What Volto's `Icon` renders for an SVG file of an `icons/` folder: the colour is in a style, with the box's size.
    const VoltoIcon = ({ size }: { size?: number | string }) => (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        style={{ height: size, width: 'auto', fill: 'currentColor' }}
        className="icon"
        dangerouslySetInnerHTML={{ __html: '<path d="M12 2 2 20h20z"/>' }}
      />
    );
    const registry = await loadedRegistry(
      createNetworkRegistry({ codeberg: { title: 'Codeberg', icon: () => Promise.resolve({ default: VoltoIcon }) } }),
    );
    const symbol = symbolOf(buildIconSprite(registry).svg, 'codeberg')!;
    expect(symbol).toBe(
      '<symbol id="codeberg" viewBox="0 0 24 24"><g style="fill:currentColor"><path d="M12 2 2 20h20z"/></g></symbol>',
    );
  });

  it('leaves out an icon that has not loaded, failed, or draws no <svg> with a view box', async () => {
    const registry = createNetworkRegistry({
      failing: { title: 'Failing', icon: () => Promise.reject(new Error('offline')) },
      image: { title: 'Image', icon: () => Promise.resolve({ default: () => <img alt="" src="/i.png" /> }) },
      boxless: {
        title: 'Boxless',
        icon: () =>
          Promise.resolve({
            default: () => (
              <svg>
                <path d="M0 0" />
              </svg>
            ),
          }),
      },
      later: { title: 'Later', icon: () => Promise.resolve({ default: () => <svg viewBox="0 0 1 1" /> }) },
    });
    await preloadNetworkIcons(['x', 'failing', 'image', 'boxless'], registry);
    const sprite = buildIconSprite(registry);
    expect(symbolOf(sprite.svg, 'x')).toBeDefined();
    for (const id of ['failing', 'image', 'boxless', 'later']) {
      expect(symbolOf(sprite.svg, id), id).toBeUndefined();
      expect(sprite.symbols.has(getNetwork(registry, id).icon)).toBe(false);
    }
  });
});

describe('NetworkIcon with a sprite', () => {
  it('refers to the sprite’s symbol, in a box of the icon’s size (the stylesheet sizes the SVG), instead of the paths', async () => {
    const registry = await loadedRegistry();
    setIconSpriteHref((loader, used) =>
      used === registry && loader === getNetwork(registry, 'github').icon ? '/icons.svg#github' : undefined,
    );
    expect(renderToString(<NetworkIcon network="github" networks={registry} />)).toBe(
      '<span class="socialmedia-icon socialmedia-icon-github" aria-hidden="true">' +
        '<svg><use href="/icons.svg#github"></use></svg></span>',
    );
    expect(renderToString(<NetworkIcon network="github" size={32} networks={registry} />)).toContain(
      'style="width:32px;height:32px" aria-hidden="true"><svg><use href="/icons.svg#github">',
    );
    // An icon the sprite does not hold is inlined.
    const inline = renderToString(<NetworkIcon network="x" networks={registry} />);
    expect(inline).not.toContain('<use');
    expect(inline).toContain(inlineDrawing(registry, 'x'));
  });

  it('makes a list of links several times lighter, one symbol per link', async () => {
    const registry = await loadedRegistry();
    const links = withIntl(<SocialLinks links={siteLinks} networks={registry} />);
    const inline = renderToString(links);
    const sprite = buildIconSprite(registry);
    setIconSpriteHref((loader) => `/socialmedia-icons.${sprite.version}.svg#${sprite.symbols.get(loader)}`);
    const referring = renderToString(links);
    expect(referring.match(/<use href="\/socialmedia-icons\.[0-9a-f]{12}\.svg#[a-z]+"><\/use>/g)).toHaveLength(
      siteLinks.length,
    );
    expect(referring).not.toContain('<path');
    expect(referring.length).toBeLessThan(inline.length - 1000);
  });
});
