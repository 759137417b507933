// The registry as an editor sees it: every network with its example address, hostnames, profile address and tracking
// parameters (the site's own, else the default hints), in display order, and the network an address belongs to.
import { networkHints } from './networkHints';
import type { Network, NetworkRegistry } from './types';

/** A network with the editor's hints filled in. */
export interface EditorNetwork extends Network {
  placeholder: string;
  hostnames: readonly string[];
  tracking: readonly string[];
}

/**
 * `network` with its example address, hostnames, profile address and tracking parameters: its own, else the default
 * hints of its id. The example address is else the profile's for `username` (`example.org` for a `{domain}` handle),
 * else the registry fallback's (the generic `https://example.org`).
 */
export function withNetworkHints(network: Network, fallback?: Network): EditorNetwork {
  const hint = Object.prototype.hasOwnProperty.call(networkHints, network.id) ? networkHints[network.id] : undefined;
  const profile = network.profile ?? hint?.profile;
  return {
    ...network,
    placeholder:
      network.placeholder ??
      hint?.placeholder ??
      profile?.replace(/\{(handle|domain)\}/, exampleHandle(profile)) ??
      fallback?.placeholder ??
      networkHints.link!.placeholder!,
    hostnames: network.hostnames ?? hint?.hostnames ?? [],
    profile,
    tracking: network.tracking ?? hint?.tracking ?? [],
  };
}

/** The handle an example gives for a profile address: `example.org` for a `{domain}` one, else `username`. */
export function exampleHandle(profile: string): string {
  return profile.includes('{domain}') ? 'example.org' : 'username';
}

/** The registered networks in display order, with the editor's hints (for the editor's choices). */
export function listNetworks(registry: NetworkRegistry): EditorNetwork[] {
  return [...registry.networks.values()].map((network) => withNetworkHints(network, registry.fallback));
}

/** The network whose hostnames include the URL's host (`www.` ignored), or `null`: lets an editor guess the network. */
export function findNetworkByUrl(registry: NetworkRegistry, url: unknown): EditorNetwork | null {
  return networkOfHost(listNetworks(registry), hostOf(url));
}

/**
 * The network an address belongs to when that is not the link's own network (`https://github.com/plone` on a link
 * set to Mastodon gives GitHub), or `null`. Only for a network with sites of its own (hostnames): a website, a feed
 * or a network the site names no hosts for may be anywhere, and an address on no known network's site says nothing.
 */
export function otherNetworkOfAddress(registry: NetworkRegistry, network: string, url: unknown): EditorNetwork | null {
  const host = hostOf(url);
  const networks = listNetworks(registry);
  const own = networks.find((candidate) => candidate.id === network);
  if (!own || own.hostnames.length === 0 || ownsHost(own, host)) return null;
  return networkOfHost(networks, host);
}

/**
 * The link's network when its address is that network's home page rather than a profile (`https://x.com/` on a link
 * set to X), or `null`: the address's host is one of the network's own hostnames (`www.` aside, not a subdomain, which
 * may be a profile's own) and it names no page, query or fragment.
 */
export function homePageOfNetwork(registry: NetworkRegistry, network: string, url: unknown): EditorNetwork | null {
  const own = listNetworks(registry).find((candidate) => candidate.id === network);
  if (!own || own.hostnames.length === 0 || typeof url !== 'string') return null;
  try {
    const address = new URL(url.trim());
    const home = address.pathname === '/' && address.search === '' && address.hash === '';
    return home && own.hostnames.includes(hostOf(url)) ? own : null;
  } catch {
    return null;
  }
}

/** The first of `networks` whose hostnames include `host`, or `null` (also for no host). */
function networkOfHost(networks: readonly EditorNetwork[], host: string): EditorNetwork | null {
  return (host && networks.find((network) => ownsHost(network, host))) || null;
}

/** The URL's host in lower case without `www.`, or `''` when it is not an absolute URL with a host. */
function hostOf(url: unknown): string {
  if (typeof url !== 'string') return '';
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Whether the host is one of the network's hostnames or below one of them. */
function ownsHost(network: EditorNetwork, host: string): boolean {
  return network.hostnames.some((name) => host === name || host.endsWith(`.${name}`));
}
