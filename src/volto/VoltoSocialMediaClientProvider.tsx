// Provides the client SDK to Volto's editors (widget, block edit, control panel), made from Volto's API path
// and the logged-in user's token (Volto's session cookie at each request, else the token in Volto's store).
// Reached only from lazily loaded editor code.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { SocialMediaClientProvider } from '../store/SocialMediaClientContext';
import { activeConfig } from './activeConfig';
import { createVoltoClient } from './createVoltoClient';
import type { VoltoConfig } from './types';

interface VoltoSessionState {
  userSession?: { token?: string | null };
}

export interface VoltoSocialMediaClientProviderProps {
  /** The Volto configuration; the one `applyConfig` ran on by default. */
  config?: VoltoConfig;
  children?: ReactNode;
}

/** A new client whenever the user logs in or out, so requests always carry the current token. */
export function VoltoSocialMediaClientProvider({ config, children }: VoltoSocialMediaClientProviderProps) {
  const token = useSelector((state: VoltoSessionState) => state.userSession?.token ?? null);
  const client = useMemo(() => createVoltoClient(config ?? activeConfig() ?? { settings: {} }, token), [config, token]);
  return <SocialMediaClientProvider client={client}>{children}</SocialMediaClientProvider>;
}
