// Volto's server serves the network icons as one cached sprite file, and its pages refer to it (`<use href>`)
// instead of inlining every icon's paths: less HTML for every page and less for the server to render. Server-only:
// `installNetworks` requires it in Volto's server bundle alone (the client bundle leaves the branch out), and a
// browser keeps the served `<use>` when it hydrates (see NetworkIcon).
import { defaultNetworkRegistry } from '../networks/createNetworkRegistry';
import { buildIconSprite } from '../networks/iconSprite';
import type { IconSprite } from '../networks/iconSprite';
import { setIconSpriteHref } from '../networks/iconSpriteHref';
import type { IconSpriteHref } from '../networks/iconSpriteHref';
import type { VoltoConfig } from './types';

/** The sprite's path: `/socialmedia-icons.<version>.svg` (the version is a hash of its content). */
export const ICON_SPRITE_PATH = /^\/socialmedia-icons\.([0-9a-f]{12})\.svg$/;

/** The middleware's `id`, by which applying the add-on again replaces it rather than adding a second. */
export const ICON_SPRITE_MIDDLEWARE = 'socialmedia-icons';

interface Request {
  method: string;
  path: string;
}

interface Response {
  status(code: number): Response;
  set(headers: Record<string, string>): Response;
  send(body: string): unknown;
}

export type IconSpriteMiddleware = ((request: Request, response: Response, next: () => void) => void) & {
  id: string;
};

let ready = false;
let latest: Promise<void> | undefined;
const sprites = new WeakMap<object, IconSprite>();

/** The site's sprite once every icon has loaded (before that, none: icons stay inline), built once per registry. */
export function currentIconSprite(): IconSprite | undefined {
  if (!ready) return undefined;
  const registry = defaultNetworkRegistry();
  let sprite = sprites.get(registry);
  if (!sprite) sprites.set(registry, (sprite = buildIconSprite(registry)));
  return sprite;
}

/**
 * Adds the middleware that serves the sprite to `config.settings.expressMiddleware` and makes the server's icons
 * refer to it once `preload` (the loading of every icon `installNetworks` started) has finished; with
 * `iconSprite: false` in the settings, removes both (icons inline, as in a plain React app).
 */
export function installIconSprite(config: VoltoConfig, enabled: boolean, preload: Promise<void>): VoltoConfig {
  const settings = config.settings as VoltoConfig['settings'] & { expressMiddleware?: unknown[] };
  const others = (settings.expressMiddleware || []).filter(
    (middleware) => !(middleware && (middleware as IconSpriteMiddleware).id === ICON_SPRITE_MIDDLEWARE),
  );
  settings.expressMiddleware = enabled ? others.concat(iconSpriteMiddleware()) : others;
  setIconSpriteHref(enabled ? spriteHref(settings) : undefined);
  // Applying the add-on again (other networks) starts another preload: the sprite waits for that one.
  latest = preload;
  ready = false;
  void preload.then(() => {
    ready = preload === latest;
  });
  return config;
}

/**
 * Where a server-rendered icon of the site's registry finds its symbol; icons of any other registry stay inline. A
 * site served under a path (Volto 19's `subpathPrefix`) has Volto mount the add-ons' middleware there, and so the
 * sprite's address starts with it.
 */
function spriteHref(settings: VoltoConfig['settings']): IconSpriteHref {
  return (loader, registry) => {
    const sprite = registry === defaultNetworkRegistry() ? currentIconSprite() : undefined;
    const symbol = sprite && sprite.symbols.get(loader);
    const prefix = typeof settings.subpathPrefix === 'string' ? settings.subpathPrefix.replace(/\/+$/, '') : '';
    return symbol && `${prefix}/socialmedia-icons.${sprite.version}.svg#${symbol}`;
  };
}

/**
 * Answers `GET /socialmedia-icons.<version>.svg`: the current sprite, cached for a year when the version is the
 * current one, for a minute when a page from before a change asked for an older one (its symbols keep their ids).
 */
export function iconSpriteMiddleware(): IconSpriteMiddleware {
  const middleware = (request: Request, response: Response, next: () => void) => {
    const match = request.method === 'GET' || request.method === 'HEAD' ? ICON_SPRITE_PATH.exec(request.path) : null;
    const sprite = match ? currentIconSprite() : undefined;
    if (!match || !sprite) return next();
    response
      .status(200)
      .set({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control':
          match[1] === sprite.version ? 'public, max-age=31536000, immutable' : 'public, max-age=60, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(sprite.svg);
  };
  return Object.assign(middleware, { id: ICON_SPRITE_MIDDLEWARE });
}
