// A network's icon in a box of fixed size: the SVG at once when its module is loaded (server-side
// rendering after preloadNetworkIcons), else an empty box of the same size that fills once it has loaded. A server
// that serves the icons' sprite (see iconSpriteHref) writes a `<use>` of it instead of the paths. A box hydrated with
// the server's SVG keeps it: the page a browser was served loads no icon and renders no icon again.
import { useEffect, useReducer, useRef } from 'react';
import { getNetwork, networkClassName } from '../networks/createNetworkRegistry';
import { loadIcon, peekIcon } from '../networks/iconCache';
import { iconSpriteHref } from '../networks/iconSpriteHref';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { IconLoader, Network, NetworkRegistry } from '../networks/types';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

export interface NetworkIconProps {
  /** A network id (unknown ids get the generic link icon) or a network entry. */
  network: unknown;
  /** Width and height of the icon, in pixels or any CSS length; 24 by default. */
  size?: number | string;
  networks?: NetworkRegistry;
  className?: string;
}

// The box without an icon (still loading, or failed to load) is one whose content React leaves alone: a
// hydrating page keeps the server's SVG (React does not hydrate the children of an element with inner HTML, so
// no Suspense boundary waits for the icon and no update can make React drop it, error 421), and React empties
// the box before it mounts its own SVG.
const notLoaded = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };

/**
 * The icon of `network`, decorative (`aria-hidden` on its box, which hides the SVG inside too): the link around it
 * carries the name. The SVG gets no attribute an HTML page does not need (no `xmlns`, no second `aria-hidden`, no
 * `focusable` for a browser Volto no longer supports): each is bytes in every page's HTML.
 */
export function NetworkIcon({ network, size = 24, networks, className }: NetworkIconProps) {
  const registry = useNetworkRegistry(networks);
  const entry = isNetwork(network) ? network : getNetwork(registry, network);
  const Icon = peekIcon(entry.icon);
  const [, iconLoaded] = useReducer((count: number) => count + 1, 0);
  const element = useRef<HTMLSpanElement>(null);
  // The icon whose SVG the server wrote into this box while the box keeps it; `null` before the first check, `false`
  // once the box has not (a client mount's box is empty) or no longer has it (another network's icon came).
  const served = useRef<IconLoader | null | false>(null);
  useEffect(() => {
    // Read at each render: Volto keeps the slot with the site's links mounted from page to page, re-rendered with each
    // page's props, so an icon that failed to load (`null`) is asked for again by the next page (the cache loads it
    // once more only if its loader rejected). A failure renders nothing new, so it never asks again in a loop.
    if (peekIcon(entry.icon)) return undefined;
    if (served.current === null) served.current = element.current && element.current.firstChild ? entry.icon : false;
    if (served.current === entry.icon) return undefined;
    served.current = false;
    let mounted = true;
    // loadIcon never rejects: a failed loader leaves the box as it is (empty, or the server's SVG).
    void loadIcon(entry.icon).then((icon) => icon && mounted && iconLoaded());
    return () => {
      mounted = false;
    };
  });
  // The stylesheet gives the box its size (24px) and layout; only another size is set here.
  const sized = size === 24 ? undefined : { width: size, height: size };
  // Only a server refers to a sprite (see iconSpriteHref): Volto's client bundle (`__SERVER__` false) leaves it out.
  const href =
    Icon && (typeof __SERVER__ === 'undefined' || __SERVER__) ? iconSpriteHref(entry.icon, registry) : undefined;
  return (
    <span
      ref={element}
      className={['socialmedia-icon', `socialmedia-icon-${networkClassName(entry.id)}`, className]
        .filter(Boolean)
        .join(' ')}
      style={sized}
      aria-hidden="true"
      {...(href
        ? {
            children: (
              <svg>
                <use href={href} />
              </svg>
            ),
          }
        : Icon
          ? { children: <Icon size={size} xmlns={undefined} /> }
          : notLoaded)}
    />
  );
}

function isNetwork(value: unknown): value is Network {
  return typeof value === 'object' && value !== null && typeof (value as Network).icon === 'function';
}
