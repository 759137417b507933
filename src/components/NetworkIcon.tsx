// A network's icon in a box of fixed size: the SVG at once when its module is loaded (server-side
// rendering after preloadNetworkIcons, hydration), else an empty box of the same size until it is.
import { Suspense, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { getNetwork } from '../networks/createNetworkRegistry';
import { loadIcon, peekIcon } from '../networks/iconCache';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { IconLoader, Network, NetworkRegistry } from '../networks/types';
import { networkClassName } from './networkClassName';

export interface NetworkIconProps {
  /** A network id (unknown ids get the generic link icon) or a network entry. */
  network: unknown;
  /** Width and height of the icon, in pixels or any CSS length; 24 by default. */
  size?: number | string;
  networks?: NetworkRegistry;
  className?: string;
}

/** The icon of `network`, decorative (`aria-hidden`): the link around it carries the name. */
export function NetworkIcon({ network, size = 24, networks, className }: NetworkIconProps) {
  const registry = useNetworkRegistry(networks);
  const entry = isNetwork(network) ? network : getNetwork(registry, network);
  const box: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    verticalAlign: 'middle',
  };
  // The same element on every render: a re-render of the page around it (any store update while React is still
  // hydrating) then leaves the boundary alone, instead of forcing it to drop the server's SVG (React error 421).
  const icon = useMemo(
    () => (
      <Suspense fallback={null}>
        <LoadedIcon loader={entry.icon} size={size} />
      </Suspense>
    ),
    [entry.icon, size],
  );
  return (
    <span
      className={['socialmedia-icon', `socialmedia-icon-${networkClassName(entry.id)}`, className].filter(Boolean).join(' ')}
      style={box}
      aria-hidden="true"
    >
      {/* The boundary sits inside the box, so the box keeps its size while the icon loads, and a
          hydrating client keeps the server's SVG until its own copy of the module has arrived. */}
      {icon}
    </span>
  );
}

function LoadedIcon({ loader, size }: { loader: IconLoader; size: number | string }) {
  const Icon = peekIcon(loader);
  // Suspends until the module is in the cache; loadIcon never rejects, so this ends in an icon or nothing.
  if (Icon === undefined) throw loadIcon(loader);
  if (Icon === null) return null;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}

function isNetwork(value: unknown): value is Network {
  return typeof value === 'object' && value !== null && typeof (value as Network).icon === 'function';
}
