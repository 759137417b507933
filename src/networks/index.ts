// Public API of the networks: the registry a site builds from the defaults, and the icons loaded on demand.
export { defaultNetworks, fallbackNetwork } from './defaultNetworks';
export { createNetworkRegistry, getNetwork, hasNetwork } from './createNetworkRegistry';
export type { NetworkRegistryOptions } from './createNetworkRegistry';
export {
  exampleHandle,
  findNetworkByUrl,
  homePageOfNetwork,
  listNetworks,
  otherNetworkOfAddress,
  withNetworkHints,
} from './editorNetworks';
export type { EditorNetwork } from './editorNetworks';
export { networkHints } from './networkHints';
export type { NetworkHint } from './networkHints';
export { defaultNetworkRegistry, setDefaultNetworkRegistry } from './defaultNetworkRegistry';
export { NetworkRegistryProvider, useNetworkRegistry } from './NetworkRegistryContext';
export type { NetworkRegistryProviderProps } from './NetworkRegistryContext';
export { loadIcon, peekIcon, preloadNetworkIcons } from './iconCache';
export { networkTitle } from './networkTitle';
export { webShareNetwork } from './webShareNetwork';
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
