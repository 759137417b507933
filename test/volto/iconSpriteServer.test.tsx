// @vitest-environment node
// Volto's server serves the network icons as one sprite file, cached for good, and its pages refer to it.
import { renderToString } from 'react-dom/server';
import applyConfig, { networkIconsPreloaded, SocialLinksSlot, socialMediaSettings } from '../../src';
import type { VoltoConfig } from '../../src';
import { NetworkIcon } from '../../src/components';
import { createNetworkRegistry, preloadNetworkIcons } from '../../src/networks';
import { clearIconCache } from '../../src/networks/iconCache';
import { setIconSpriteHref } from '../../src/networks/iconSpriteHref';
import { currentIconSprite, ICON_SPRITE_MIDDLEWARE, installIconSprite } from '../../src/volto/iconSpriteServer';
import type { IconSpriteMiddleware } from '../../src/volto/iconSpriteServer';
import { createTestStore, withStore } from '../components/support/render';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { createVoltoConfig } from './support/voltoConfig';

beforeEach(() => clearIconCache());
afterEach(() => setIconSpriteHref(undefined));

/**
 * `applyConfig` as Volto's server bundle runs it: there `installNetworks` also requires and runs `installIconSprite`
 * (a branch only the server bundle has, which test:volto checks in the real build).
 */
function applyOnServer<Config extends VoltoConfig>(config: Config): Config {
  applyConfig(config);
  return installIconSprite(config, socialMediaSettings(config).iconSprite, networkIconsPreloaded()) as Config;
}

function renderSlot(): string {
  const store = createTestStore();
  store.dispatch(contentLoaded(contentWithSettings()));
  return renderToString(withStore(store, <SocialLinksSlot />));
}

function ourMiddleware(config: ReturnType<typeof createVoltoConfig>): IconSpriteMiddleware[] {
  const all = (config.settings as { expressMiddleware?: IconSpriteMiddleware[] }).expressMiddleware ?? [];
  return all.filter((middleware) => middleware.id === ICON_SPRITE_MIDDLEWARE);
}

/** What the middleware answers to `method path`: the response it wrote, or `next` when it passed. */
function request(middleware: IconSpriteMiddleware, path: string, method = 'GET') {
  const answer: { status?: number; headers?: Record<string, string>; body?: string; next?: boolean } = {};
  const response = {
    status: (code: number) => ((answer.status = code), response),
    set: (headers: Record<string, string>) => ((answer.headers = headers), response),
    send: (body: string) => (answer.body = body),
  };
  middleware({ method, path }, response, () => (answer.next = true));
  return answer;
}

describe('the icon sprite in Volto’s server', () => {
  it('makes the server’s icons refer to the sprite it serves, once every icon has loaded', async () => {
    const config = applyOnServer(createVoltoConfig());
    const [middleware] = ourMiddleware(config);
    expect(middleware).toBeDefined();
    await networkIconsPreloaded();
    await Promise.resolve();
    const html = renderSlot();
    const uses = [...html.matchAll(/<use href="\/socialmedia-icons\.([0-9a-f]{12})\.svg#([a-z]+)">/g)];
    expect(uses.length).toBeGreaterThan(0);
    expect(html).not.toContain('<path');
    const served = request(middleware!, `/socialmedia-icons.${uses[0]![1]}.svg`);
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    for (const [, , symbol] of uses) expect(served.body).toContain(`<symbol id="${symbol}" `);
  });

  it('serves an older version’s request the current sprite, cached a minute, and passes on other requests', async () => {
    const [middleware] = ourMiddleware(applyOnServer(createVoltoConfig()));
    expect(request(middleware!, '/socialmedia-icons.000000000000.svg').next).toBe(true); // icons still loading
    await networkIconsPreloaded();
    await Promise.resolve();
    const older = request(middleware!, '/socialmedia-icons.000000000000.svg');
    expect(older.body).toBe(currentIconSprite()!.svg);
    expect(older.headers!['Cache-Control']).toBe('public, max-age=60, must-revalidate');
    for (const [path, method] of [
      ['/socialmedia-icons.svg', 'GET'],
      ['/news/socialmedia-icons.000000000000.svg', 'GET'],
      [`/socialmedia-icons.${currentIconSprite()!.version}.svg`, 'POST'],
      ['/', 'GET'],
    ] as const)
      expect(request(middleware!, path, method), `${method} ${path}`).toEqual({ next: true });
  });

  it('adds its middleware once however often the add-on is applied, and none with `iconSprite: false`', async () => {
    const config = createVoltoConfig();
    (config.settings as { expressMiddleware?: unknown[] }).expressMiddleware = [() => undefined];
    applyOnServer(applyOnServer(config));
    expect(ourMiddleware(config)).toHaveLength(1);
    expect((config.settings as { expressMiddleware: unknown[] }).expressMiddleware).toHaveLength(2);
    config.settings.socialMedia = { ...config.settings.socialMedia, iconSprite: false };
    applyOnServer(config);
    expect(ourMiddleware(config)).toHaveLength(0);
    await networkIconsPreloaded();
    await Promise.resolve();
    const html = renderSlot();
    expect(html).not.toContain('<use');
    expect(html).toContain('<path');
  });

  it('under Volto 19’s subpathPrefix, the pages’ icons are at the address where Volto serves the sprite', async () => {
    // RAZZLE_SUBPATH_PREFIX=/site: Volto serves the site at /site and mounts the add-ons' express middleware there
    // (`server.use(subpathPrefix, middleware)`), which then reads the request's path below the prefix.
    const config = createVoltoConfig();
    Object.assign(config.settings, { subpathPrefix: '/site', publicURL: 'http://localhost:3000/site' });
    const [middleware] = ourMiddleware(applyOnServer(config));
    await networkIconsPreloaded();
    await Promise.resolve();
    const [, href] = /<use href="([^"#]+)#[a-z]+">/.exec(renderSlot()) ?? [];
    expect(href).toMatch(/^\/site\/socialmedia-icons\.[0-9a-f]{12}\.svg$/);
    const mounted = href!.startsWith('/site/') ? request(middleware!, href!.slice('/site'.length)) : { next: true };
    expect(mounted.status).toBe(200);
  });

  it('leaves the icons of another registry than the site’s inline: the file holds the site’s', async () => {
    applyOnServer(createVoltoConfig());
    await networkIconsPreloaded();
    await Promise.resolve();
    const own = createNetworkRegistry({
      x: { icon: () => Promise.resolve({ default: () => <svg viewBox="0 0 1 1" /> }) },
    });
    await preloadNetworkIcons(['x'], own);
    const html = renderToString(<NetworkIcon network="x" networks={own} />);
    expect(html).toContain('<svg viewBox="0 0 1 1"');
    expect(html).not.toContain('<use');
    expect(renderToString(<NetworkIcon network="x" />)).toMatch(
      /<use href="\/socialmedia-icons\.[0-9a-f]{12}\.svg#x">/,
    );
  });
});
