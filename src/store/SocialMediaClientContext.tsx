// The client SDK as React context: editors (widget, control panel) and plain apps get the client from
// here, so Volto can provide one made from its own API path and the user's token.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { SocialMediaClient } from '../client/types';

const SocialMediaClientContext = createContext<SocialMediaClient | null>(null);
SocialMediaClientContext.displayName = 'SocialMediaClientContext';

export interface SocialMediaClientProviderProps {
  client: SocialMediaClient;
  children?: ReactNode;
}

/** Makes `client` available to `useSocialMediaClient()` below it. */
export function SocialMediaClientProvider({ client, children }: SocialMediaClientProviderProps) {
  return <SocialMediaClientContext.Provider value={client}>{children}</SocialMediaClientContext.Provider>;
}

/** The client of the nearest provider. Throws when there is none: editing cannot work without it. */
export function useSocialMediaClient(): SocialMediaClient {
  const client = useContext(SocialMediaClientContext);
  if (!client) {
    throw new Error('useSocialMediaClient() needs a <SocialMediaClientProvider client={...}> above it.');
  }
  return client;
}

/** The client of the nearest provider, or `null` (for components that also work without one). */
export function useOptionalSocialMediaClient(): SocialMediaClient | null {
  return useContext(SocialMediaClientContext);
}
