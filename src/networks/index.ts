// Public API of the networks: the registry a site builds from the defaults, and the icons loaded on demand.
export { defaultNetworks, fallbackNetwork } from './defaultNetworks';
export { createNetworkRegistry, getNetwork, hasNetwork, listNetworks, findNetworkByUrl } from './createNetworkRegistry';
export type { NetworkRegistryOptions } from './createNetworkRegistry';
export { defaultNetworkRegistry, setDefaultNetworkRegistry } from './defaultNetworkRegistry';
export { NetworkRegistryProvider, useNetworkRegistry } from './NetworkRegistryContext';
export type { NetworkRegistryProviderProps } from './NetworkRegistryContext';
export { loadIcon, peekIcon, preloadNetworkIcons } from './iconCache';
export { networkTitle } from './networkTitle';
export { networkMessages } from './messages';
export type {
  IconLoader,
  Network,
  NetworkIconComponent,
  NetworkIconProps,
  NetworkOverride,
  NetworkOverrides,
  NetworkRegistry,
} from './types';
