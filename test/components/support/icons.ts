// Loads every default icon (and the generic one) into the cache, so components render them at once.
import { createNetworkRegistry, defaultNetworks, preloadNetworkIcons } from '../../../src/networks';
import { clearIconCache } from '../../../src/networks/iconCache';

export async function preloadAllIcons(): Promise<void> {
  clearIconCache();
  await preloadNetworkIcons(
    [...defaultNetworks.map((network) => network.id), 'unknown-network'],
    createNetworkRegistry(),
  );
}
