// Lets a React app give its components a network registry without passing it to each of them.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { defaultNetworkRegistry } from './createNetworkRegistry';
import type { NetworkRegistry } from './types';

const NetworkRegistryContext = createContext<NetworkRegistry | null>(null);

export interface NetworkRegistryProviderProps {
  registry: NetworkRegistry;
  children?: ReactNode;
}

/** Provides `registry` to the social media components below it. */
export function NetworkRegistryProvider({ registry, children }: NetworkRegistryProviderProps) {
  return <NetworkRegistryContext.Provider value={registry}>{children}</NetworkRegistryContext.Provider>;
}

/** The registry to use: `explicit` when given, else the nearest provider's, else the site-wide default. */
export function useNetworkRegistry(explicit?: NetworkRegistry | null): NetworkRegistry {
  const provided = useContext(NetworkRegistryContext);
  return explicit || provided || defaultNetworkRegistry();
}
