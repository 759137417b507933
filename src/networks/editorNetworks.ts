// The registry as an editor sees it: every network with its example address and hostnames (the site's own,
// else the default hints), in display order, and the network an address belongs to.
import { networkHints } from './networkHints';
import type { Network, NetworkRegistry } from './types';

/** A network with the editor's hints filled in. */
export interface EditorNetwork extends Network {
  placeholder: string;
  hostnames: readonly string[];
}

/**
 * `network` with its example address and hostnames: its own, else the default hints of its id; a network
 * without either gets the registry fallback's example address (the generic `https://example.org`).
 */
export function withNetworkHints(network: Network, fallback?: Network): EditorNetwork {
  const hint = Object.prototype.hasOwnProperty.call(networkHints, network.id) ? networkHints[network.id] : undefined;
  return {
    ...network,
    placeholder: network.placeholder ?? hint?.placeholder ?? fallback?.placeholder ?? networkHints.link!.placeholder,
    hostnames: network.hostnames ?? hint?.hostnames ?? [],
  };
}

/** The registered networks in display order, with the editor's hints (for the editor's choices). */
export function listNetworks(registry: NetworkRegistry): EditorNetwork[] {
  return [...registry.networks.values()].map((network) => withNetworkHints(network, registry.fallback));
}

/** The network whose hostnames include the URL's host (`www.` ignored), or `null`: lets an editor guess the network. */
export function findNetworkByUrl(registry: NetworkRegistry, url: unknown): EditorNetwork | null {
  if (typeof url !== 'string') return null;
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  if (host === '') return null;
  for (const network of listNetworks(registry)) {
    if (network.hostnames.some((name) => host === name || host.endsWith(`.${name}`))) return network;
  }
  return null;
}
