// Who is browsing: anonymous, or a user who logged in through `@login`. The token lives in the tab's
// sessionStorage, so a reload keeps the login and closing the tab forgets it.
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createClient } from '@example/volto-socialmedia/client';
import type { SocialMediaClient } from '@example/volto-socialmedia/client';
import { apiBaseUrl } from './backend';

interface StoredLogin {
  username: string;
  token: string;
}

export interface Session {
  /** A client with the user's token, or an anonymous one. */
  client: SocialMediaClient;
  username: string | null;
  /** `POST @login`; rejects with the client's `PloneApiError` on wrong credentials. */
  login(username: string, password: string): Promise<void>;
  logout(): void;
}

const STORAGE_KEY = 'socialmedia-demo.login';
const anonymousClient = createClient({ baseUrl: apiBaseUrl });
const SessionContext = createContext<Session | null>(null);

/** Provides the session to `useSession()`. */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const [stored, setStored] = useState<StoredLogin | null>(readStoredLogin);
  const login = useCallback(async (username: string, password: string) => {
    const { token } = await anonymousClient.login(username, password);
    const next = { username, token };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setStored(next);
  }, []);
  const logout = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    setStored(null);
  }, []);
  const session = useMemo<Session>(
    () => ({
      client: stored ? anonymousClient.withCredentials({ token: stored.token }) : anonymousClient,
      username: stored?.username ?? null,
      login,
      logout,
    }),
    [stored, login, logout],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

function readStoredLogin(): StoredLogin | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object') {
      const { username, token } = value as Record<string, unknown>;
      if (typeof username === 'string' && typeof token === 'string') return { username, token };
    }
  } catch {
    // A damaged entry means: not logged in.
  }
  return null;
}
