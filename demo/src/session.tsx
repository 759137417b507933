// Who is browsing: anonymous, or a user who logged in through `@login`. The token lives in the browser's
// localStorage, as Volto keeps it in a cookie: a reload keeps the login, and a login in one tab reaches the others,
// so an editor whose login expired logs in again in another tab and saves the form this one kept.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
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
  // A login in another tab. A logout there leaves this tab's user as it is: its form and the edits in it stay.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      const next = readStoredLogin();
      if (next) setStored((current) => (current?.token === next.token ? current : next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const login = useCallback(async (username: string, password: string) => {
    const { token } = await anonymousClient.login(username, password);
    const next = { username, token };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setStored(next);
  }, []);
  const logout = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
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
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object') {
      const { username, token } = value as Record<string, unknown>;
      if (typeof username === 'string' && typeof token === 'string') return { username, token };
    }
  } catch {
    // A damaged entry means: not logged in.
  }
  return null;
}
