// The shape of a social network entry and of the registry a site builds from the defaults and its own overrides.
import type { JSXElementConstructor } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** Props every network icon accepts (the tabler icons do; a site's own icon should too). */
export interface NetworkIconProps {
  size?: number | string;
  className?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
  focusable?: 'true' | 'false';
  /** The SVG namespace: `NetworkIcon` passes `undefined`, which HTML does not need (the tabler icons then omit it). */
  xmlns?: string;
}

/** Any component that renders an icon from these props: a function, a class, or a `forwardRef` one like tabler's. */
export type NetworkIconComponent = JSXElementConstructor<NetworkIconProps>;

/**
 * Loads a network's icon on demand: resolves to an ES module whose default export is the icon
 * (`() => import('./MyIcon')`), or to the icon component itself.
 */
export type IconLoader = () => Promise<{ default: NetworkIconComponent } | NetworkIconComponent>;

export interface Network {
  /** The id stored in a link item's `id` (`x`, `facebook`, ...). */
  id: string;
  /** A brand name as is; a message descriptor for generic words (Website, Email) so they get translated. */
  title: string | MessageDescriptor;
  /** Loads the icon; called at most once per loader (see `iconCache`). */
  icon: IconLoader;
  /** An example address for the editor's placeholder; the default networks' are in `networkHints`. */
  placeholder?: string;
  /**
   * Hostnames (without `www.`) whose URLs belong to this network, so an editor can guess the network;
   * the default networks' are in `networkHints`.
   */
  hostnames?: readonly string[];
  /**
   * A profile's address with `{handle}` where its handle goes (`https://x.com/{handle}`), so that an editor who types
   * the handle (`@plone`) gets the address; `{domain}` instead for a network whose handles are domain names (Bluesky).
   * The default networks' are in `networkHints`.
   */
  profile?: string;
  /**
   * Query parameters that only track who shared an address on this network's sites (`igsh` on Instagram), removed
   * when an editor leaves an address; the default networks' are in `networkHints`.
   */
  tracking?: readonly string[];
}

/** What a site may change of a network; a new network needs at least `title` and `icon`. */
export type NetworkOverride = Partial<Omit<Network, 'id'>>;

/**
 * Overrides keyed by network id: an object merges over the default (or adds a network),
 * `null` or `false` removes a network from the registry.
 */
export type NetworkOverrides = Record<string, NetworkOverride | null | false | undefined>;

export interface NetworkRegistry {
  /** The networks in display order (defaults first, in their order, then the site's additions). */
  readonly networks: ReadonlyMap<string, Network>;
  /** Used for ids that are not registered: a generic link icon and title. */
  readonly fallback: Network;
}
