// What leaving a link's address field makes of it, the same in the rows of both skins and in the new-link form.
import type { NetworkRegistry } from '../networks/types';
import { completeAddress } from './completeAddress';
import { networkOfAddress } from './networkChoices';
import type { NetworkChoice } from './networkChoices';
import { withoutTracking } from './withoutTracking';

/** The address an editor left, and what leaving it changed (for the live region to say). */
export interface AddressDone {
  /** The address to keep: trimmed, completed, without tracking parameters. */
  address: string;
  /** Whether it was completed from what the editor typed (`completeAddress`). */
  completed: boolean;
  /** The tracking parameters removed from it (`withoutTracking`), in the order they stood. */
  removed: string[];
  /** The network set from the address's site, for a link without one; else `null`. */
  network: string | null;
}

/**
 * What leaving the address `url` of a link set to `network` (`''` for none yet) makes of it: the address completed
 * (with the network's profile address for a handle), its tracking parameters removed, and for a link without a
 * network the one whose site the address is on.
 */
export function leaveAddress(
  url: string,
  network: string,
  registry: NetworkRegistry,
  choices: readonly NetworkChoice[],
): AddressDone {
  const completed = completeAddress(url, network, choices.find((choice) => choice.id === network)?.profile);
  const cleaned = withoutTracking(registry, completed ?? url);
  const address = cleaned?.url ?? completed ?? url.trim();
  return {
    address,
    completed: completed !== null,
    removed: cleaned?.removed ?? [],
    network: network === '' ? networkOfAddress(registry, choices, address) : null,
  };
}
