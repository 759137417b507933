// Where a server-rendered icon finds its SVG when it comes from a cached sprite file rather than inline: set by the
// server that serves the sprite (Volto's, see `src/volto/iconSpriteServer.ts`), unset everywhere else, so that
// `NetworkIcon` inlines the SVG as before. Kept apart from the sprite's builder, which needs react-dom's server.
import type { IconLoader, NetworkRegistry } from './types';

/** The `<use href>` of the icon `loader` loads in `registry`, or `undefined` to inline the icon. */
export type IconSpriteHref = (loader: IconLoader, registry: NetworkRegistry) => string | undefined;

let current: IconSpriteHref | undefined;

/** Makes `NetworkIcon` refer to a sprite where `href` gives an address; `undefined` inlines every icon again. */
export function setIconSpriteHref(href: IconSpriteHref | undefined): void {
  current = href;
}

/** The sprite address of the icon, if a sprite is set and holds it. */
export function iconSpriteHref(loader: IconLoader, registry: NetworkRegistry): string | undefined {
  return current && current(loader, registry);
}
