// Builds the registry of networks a site offers from the defaults and the site's own overrides,
// and looks networks up in it (unknown ids get the generic fallback, never an error); holds the site-wide registry
// and names a network in the reader's language. One module for what every page uses of the registry: each module
// that editor chunks share with the first load costs every page webpack's wrapper. The editor's view of
// it (example addresses, guessing a network from an address) is in editorNetworks.ts.
import type { IntlShape } from 'react-intl';
import { defaultNetworks, fallbackNetwork } from './defaultNetworks';
import type { Network, NetworkOverride, NetworkOverrides, NetworkRegistry } from './types';

export interface NetworkRegistryOptions {
  /** Replaces parts of the generic network used for unknown ids (its icon, its title). */
  fallback?: NetworkOverride;
  /** The networks to start from; `defaultNetworks` unless given. */
  base?: readonly Network[];
}

/**
 * A registry of the base networks with `overrides` applied: an object merges over the network of that id
 * (or adds it at the end), `null`/`false` removes it; a field set to `null` is not set. Never throws; a new network
 * without an icon gets the fallback's icon, one without a title shows its id.
 */
export function createNetworkRegistry(
  overrides: NetworkOverrides = {},
  options: NetworkRegistryOptions = {},
): NetworkRegistry {
  // Object.assign, not spreads: Volto's Babel turns each object spread into helper calls in every page's first load.
  const fallback: Network = Object.assign({}, fallbackNetwork, definedFields(options.fallback), {
    id: fallbackNetwork.id,
  });
  const networks = new Map<string, Network>();
  for (const network of options.base || defaultNetworks) networks.set(network.id, network);
  for (const [id, override] of Object.entries(overrides || {})) {
    if (override === undefined) continue;
    if (override === null || override === false) {
      networks.delete(id);
      continue;
    }
    // A new network starts from its id as title and the fallback's icon.
    networks.set(
      id,
      Object.assign({ title: id, icon: fallback.icon }, networks.get(id), definedFields(override), { id }),
    );
  }
  return { networks, fallback };
}

/** The network registered under `id`, or the registry's generic fallback for an unknown or non-string id. */
export function getNetwork(registry: NetworkRegistry, id: unknown): Network {
  return (typeof id === 'string' && registry.networks.get(id)) || registry.fallback;
}

/** Whether `id` names a registered network. */
export function hasNetwork(registry: NetworkRegistry, id: unknown): boolean {
  return typeof id === 'string' && registry.networks.has(id);
}

function definedFields(override: NetworkOverride | undefined): NetworkOverride {
  const fields: NetworkOverride = {};
  if (!override) return fields;
  for (const [key, value] of Object.entries(override)) {
    // `null` in a site's JavaScript config means "not set", as `undefined` does: the network keeps its own.
    if (value != null) (fields as Record<string, unknown>)[key] = value;
  }
  return fields;
}

let configured: NetworkRegistry | undefined;

/**
 * The site-wide registry, which components use when neither a prop nor a provider gives one: the one set with
 * `setDefaultNetworkRegistry` (Volto's applyConfig sets it from `config.settings.socialMedia`, because Volto offers
 * add-ons no place to wrap the app in a provider), else the default networks.
 */
export function defaultNetworkRegistry(): NetworkRegistry {
  configured = configured || createNetworkRegistry();
  return configured;
}

/** Makes `registry` the site-wide default (`undefined` restores the default networks). Call at configuration time. */
export function setDefaultNetworkRegistry(registry: NetworkRegistry | undefined): void {
  configured = registry;
}

/** The network's display name in the reader's language: brand names as they are, generic words translated. */
export function networkTitle(network: Network, intl: Pick<IntlShape, 'formatMessage'>): string {
  return typeof network.title === 'string' ? network.title : intl.formatMessage(network.title);
}

/**
 * `id` reduced to the characters a class name may safely hold; `link` when nothing is left. Class names carry the
 * network id, so a theme can colour each network; ids come from editors, so they are cleaned.
 */
export function networkClassName(id: unknown): string {
  const cleaned = typeof id === 'string' ? id.toLowerCase().replace(/[^a-z0-9_-]/g, '') : '';
  return cleaned || 'link';
}
