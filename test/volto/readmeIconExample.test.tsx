// The README's site add-on and its icon of the site's own SVG file, run as the README writes them: the configuration
// block calls `configureSocialMedia` with `() => import('./icons/Codeberg')`, and `icons/Codeberg.jsx` wraps the SVG as
// Volto's build imports it from an `icons/` folder ({ attributes, content }).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import * as addon from '../../src';
import { activeSocialMediaSettings } from '../../src/volto/activeConfig';
import { SocialLinks } from '../../src/components';
import { defaultNetworkRegistry, getNetwork, preloadNetworkIcons } from '../../src/networks';
import { clearIconCache } from '../../src/networks/iconCache';
import { buildIconSprite } from '../../src/networks/iconSprite';
import { withIntl } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The README's code block of `language` that holds `marker`. */
function codeBlock(language: string, marker: string): string {
  const blocks = [...readme.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!,
  );
  const block = blocks.find((code) => code.includes(marker));
  if (!block) throw new Error(`README.md has no ${language} block with ${marker}`);
  return block;
}

/** A module of the site's project, from the README's source, its imports given by `modules`. */
function evaluate(source: string, modules: Record<string, unknown>): Record<string, unknown> {
  // `import()` becomes a `require` of `modules`, as a bundler resolves it.
  const { code } = transformSync(source, {
    loader: 'jsx',
    jsx: 'automatic',
    format: 'cjs',
    supported: { 'dynamic-import': false },
  });
  const module = { exports: {} as Record<string, unknown> };
  const fallback = createRequire(import.meta.url);
  const require = (name: string) => (name in modules ? modules[name] : fallback(name));
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports;
}

// Volto's svg-loader: the file's root attributes and its inner markup.
const codebergSVG = {
  attributes: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24' },
  content: '<path d="M12 2 2 20h20z"/>',
};

beforeEach(() => clearIconCache());
afterEach(() => vi.restoreAllMocks());

describe('the README’s own network, with an icon of the site’s own SVG file', () => {
  function siteConfig() {
    const icon = evaluate(codeBlock('jsx', '// icons/Codeberg.jsx'), {
      './codeberg.svg': { __esModule: true, default: codebergSVG },
      'react/jsx-runtime': jsxRuntime,
    });
    const siteAddon = evaluate(codeBlock('js', 'configureSocialMedia(config'), {
      '@example/volto-socialmedia': addon,
      './icons/Codeberg': icon,
    });
    return (siteAddon.default as (config: unknown) => unknown)(addon.default(createVoltoConfig()));
  }

  it('shows the Codeberg link with the SVG file’s drawing, in the link’s colour', async () => {
    siteConfig();
    await preloadNetworkIcons(['codeberg']);
    const links = [{ '@id': 'c', id: 'codeberg', title: 'Codeberg', href: [{ '@id': 'https://codeberg.org/plone' }] }];
    const html = renderToString(withIntl(<SocialLinks links={links} />));
    expect(html).toContain('href="https://codeberg.org/plone"');
    expect(html).toMatch(
      /<span class="socialmedia-icon socialmedia-icon-codeberg" aria-hidden="true"><svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor"><path d="M12 2 2 20h20z"\/><\/svg><\/span>/,
    );
  });

  it('puts the icon in the site’s sprite file, drawn in the link’s colour', async () => {
    siteConfig();
    await preloadNetworkIcons(['codeberg']);
    const sprite = buildIconSprite(defaultNetworkRegistry());
    expect(sprite.symbols.get(getNetwork(defaultNetworkRegistry(), 'codeberg').icon)).toBe('codeberg');
    expect(sprite.svg).toContain(
      '<symbol id="codeberg" viewBox="0 0 24 24"><g fill="currentColor"><path d="M12 2 2 20h20z"/></g></symbol>',
    );
  });

  it('gets no word on the console of a development build', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    siteConfig();
    activeSocialMediaSettings();
    await preloadNetworkIcons(['codeberg']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn).not.toHaveBeenCalled();
  });
});
