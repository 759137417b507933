// An address as a share button hands it over, without the parameters that only track who shared it.
import { findNetworkByUrl } from '../networks/editorNetworks';
import { trackingParameters } from '../networks/networkHints';
import type { NetworkRegistry } from '../networks/types';

/** An address with its tracking parameters removed, and their names in the order they stood. */
export interface CleanAddress {
  url: string;
  removed: string[];
}

/**
 * `url` without its tracking parameters, or `null` when it has none (or is neither a web address nor a page of the
 * site, as an email address, whose parameters are the message's): those that track a click anywhere (`utm_*`,
 * `fbclid`, … in `trackingParameters`) and those of the network whose site the address is on (`igsh` on Instagram, `s`
 * and `t` on X). The rest of the address stays as it was written, its other parameters (a tab, a page) in their order
 * and their encoding.
 */
export function withoutTracking(registry: NetworkRegistry, url: string): CleanAddress | null {
  const value = url.trim();
  const query = value.indexOf('?');
  const fragment = value.indexOf('#');
  // No query, or a `?` in the fragment, which is the page's own business.
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value) || query < 0 || (fragment >= 0 && fragment < query)) return null;
  const tracked = new Set(findNetworkByUrl(registry, value)?.tracking);
  const isTracking = (name: string) =>
    tracked.has(name) ||
    trackingParameters.some((known) => (known.endsWith('_') ? name.startsWith(known) : name === known));
  const end = fragment < 0 ? value.length : fragment;
  const kept: string[] = [];
  const removed: string[] = [];
  for (const pair of value.slice(query + 1, end).split('&')) {
    const name = nameOf(pair);
    if (name !== null && isTracking(name)) removed.push(name);
    else if (pair !== '') kept.push(pair);
  }
  if (removed.length === 0) return null;
  const rest = kept.length > 0 ? `?${kept.join('&')}` : '';
  return { url: `${value.slice(0, query)}${rest}${value.slice(end)}`, removed };
}

/** The decoded name of a query's `name=value` pair, or `null` when it cannot be decoded. */
function nameOf(pair: string): string | null {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
