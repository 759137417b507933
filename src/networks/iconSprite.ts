// One SVG file with a `<symbol>` per network icon, for pages that refer to the icons (`<use href="…#x">`) instead of
// inlining each icon's paths: a browser fetches the file once and caches it, and every page's HTML is lighter by the
// path data. Built from the icons as the site's registry renders them (the default Tabler icons and a site's own),
// after they are loaded: an icon that has not loaded, or that renders no `<svg>`, is left out and stays inline.
// Server-side only: it renders the icons with react-dom's server renderer.
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { networkClassName } from './createNetworkRegistry';
import { peekIcon } from './iconCache';
import type { IconLoader, NetworkRegistry } from './types';

export interface IconSprite {
  /** The sprite document (`image/svg+xml`). */
  svg: string;
  /** A short hash of `svg`: the file's name changes whenever its content does, so it can be cached for good. */
  version: string;
  /** The symbol id of each icon in the sprite, by the loader that loads it. */
  symbols: ReadonlyMap<IconLoader, string>;
}

// What the symbol's own `<svg>` element says about its box, not about how its content is drawn.
const BOX_ATTRIBUTES = new Set(['width', 'height', 'class', 'xmlns', 'viewbox', 'aria-hidden', 'focusable', 'style']);

// The declarations of an icon's `style` that say how its content is drawn, which its group keeps: Volto's `Icon` sets
// `fill: currentColor` there, beside its box's height and width, and without it the paths would be drawn black.
const DRAWING_PROPERTY = /^(fill|stroke|color|opacity|paint-order|shape-rendering|clip-rule)(-|$)/;

/** The sprite of every loaded icon in `registry` (its networks in order, then its fallback). */
export function buildIconSprite(registry: NetworkRegistry): IconSprite {
  const symbols = new Map<IconLoader, string>();
  const parts: string[] = [];
  for (const network of [...registry.networks.values(), registry.fallback]) {
    if (symbols.has(network.icon)) continue;
    const id = networkClassName(network.id);
    if ([...symbols.values()].includes(id)) continue;
    const symbol = symbolMarkup(network.icon, id);
    if (!symbol) continue;
    symbols.set(network.icon, id);
    parts.push(symbol);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>`;
  return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12), symbols };
}

/** `<symbol id viewBox><g drawing attributes>paths</g></symbol>`, or `undefined` when the icon is not usable. */
function symbolMarkup(loader: IconLoader, id: string): string | undefined {
  const Icon = peekIcon(loader);
  if (!Icon) return undefined;
  let markup: string;
  try {
    markup = renderToStaticMarkup(createElement(Icon, { size: 24 }));
  } catch {
    return undefined;
  }
  const match = /^<svg((?:\s+[^\s=>]+="[^"]*")*)\s*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) return undefined;
  const attributes = [...match[1]!.matchAll(/\s+([^\s=>]+)="([^"]*)"/g)].map(
    ([, name, value]) => [name!, value!] as const,
  );
  const viewBox = attributes.find(([name]) => name.toLowerCase() === 'viewbox');
  if (!viewBox) return undefined;
  const style = attributes.find(([name]) => name.toLowerCase() === 'style');
  const drawingStyle = style ? drawingDeclarations(style[1]) : '';
  const drawing = attributes
    .filter(([name]) => !BOX_ATTRIBUTES.has(name.toLowerCase()))
    .concat(drawingStyle ? [['style', drawingStyle]] : [])
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<symbol id="${id}" viewBox="${viewBox[1]}"><g${drawing}>${match[2]}</g></symbol>`;
}

/** The drawing declarations of a rendered `style` attribute (`height:24px;fill:currentColor` → `fill:currentColor`). */
function drawingDeclarations(style: string): string {
  return style
    .split(';')
    .filter((declaration) => DRAWING_PROPERTY.test(declaration.split(':')[0]!.trim().toLowerCase()))
    .join(';');
}
