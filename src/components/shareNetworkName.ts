// The name a share link gives its network ("Share on Bluesky"): the site's registry's, else the brand's own.
import type { IntlShape } from 'react-intl';
import { getNetwork, hasNetwork } from '../networks/createNetworkRegistry';
import { networkTitle } from '../networks/networkTitle';
import type { NetworkRegistry } from '../networks/types';

// Brand names, for a site that removed one of these networks from its registry but still offers sharing on it.
const BRAND_NAMES: Record<string, string> = {
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  threads: 'Threads',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** The network's name as the site's registry has it, else its brand name. */
export function shareNetworkName(
  network: string,
  networks: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  return hasNetwork(networks, network)
    ? networkTitle(getNetwork(networks, network), intl)
    : (BRAND_NAMES[network] ?? network);
}
