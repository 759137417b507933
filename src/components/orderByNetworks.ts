// Picks the links of chosen networks, in the order the editor chose them.
import type { SocialLink } from '../contract/types';

/**
 * The links whose network is in `networkIds`, grouped in that order (links of one network keep their stored
 * order). With no ids chosen, all the links in stored order. Non-list input gives `[]`.
 */
export function orderByNetworks(links: unknown, networkIds: readonly string[]): SocialLink[] {
  const all = Array.isArray(links) ? (links as SocialLink[]) : [];
  if (networkIds.length === 0) return all;
  const ordered: SocialLink[] = [];
  for (const id of new Set(networkIds)) {
    for (const link of all) if (typeof link === 'object' && link !== null && link.id === id) ordered.push(link);
  }
  return ordered;
}

/** The network ids a block stored (`string[]`, or `{ value }` options from a select), anything else dropped. */
export function chosenNetworkIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const entry of value) {
    const id =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? (entry as { value?: unknown }).value
          : null;
    if (typeof id === 'string' && id.trim() !== '') ids.push(id.trim());
  }
  return ids;
}
