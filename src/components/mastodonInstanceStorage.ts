// Remembers the visitor's Mastodon instance in this browser (localStorage), so they name it once, until they ask it
// to forget. Storage may be missing (the server), full, or forbidden (privacy settings): then nothing is remembered,
// and nothing breaks.
import { mastodonInstance } from '../core/mastodonInstance';

const KEY = 'socialmedia.mastodonInstance';

/** The instance remembered in this browser, or `null` (none, an invalid one, or no storage). */
export function readMastodonInstance(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : mastodonInstance(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** Remembers `instance` (a host name `mastodonInstance` accepted); says whether the browser kept it. */
export function rememberMastodonInstance(instance: string): boolean {
  try {
    localStorage.setItem(KEY, instance);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the remembered instance; says whether the browser keeps none now. */
export function forgetMastodonInstance(): boolean {
  try {
    localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
