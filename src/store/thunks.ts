// Thunks for a plain React app (and Volto's editors): load content or settings and save settings through
// the client SDK. The client travels in the argument because Volto's redux-thunk 2.4.2 has no `extra`.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ContentWithSettings, GetContentOptions, SitePath, SocialMediaClient } from '../client/types';
import type { SocialMediaSettingsPatch } from '../contract/types';
import type { ResolvedSettings } from '../core/settingsFromContent';
import { LOAD_CONTENT, LOAD_SETTINGS, SAVE_SETTINGS } from './actionTypes';
import { reduceRequests } from './reduceRequests';
import { handleRequestActions } from './reduceSocialMedia';
import { selectSettingsSnapshot, selectSettingsSource } from './selectors';
import type { RequestError, SettingsSnapshot, SocialMediaRootState } from './state';

// The reducer reads the thunks' actions once they can be dispatched: from here on (see reduceSocialMedia.ts).
handleRequestActions(reduceRequests);

export interface ClientCallArgs {
  client: SocialMediaClient;
  /** A path relative to the site root (`''` is the site root). */
  path: SitePath;
}

export interface LoadContentArgs extends ClientCallArgs {
  /** Extra query parameters other parts of the app want on the same GET. */
  query?: GetContentOptions['query'];
}

export interface SaveSettingsArgs extends ClientCallArgs {
  patch: SocialMediaSettingsPatch;
  /**
   * Ends the save early (a time limit, say): a PATCH not answered yet is aborted and the save rejects, as on the
   * thunk's own `abort()`; a read-back it cuts short leaves the save fulfilled with `refreshed: false`, since what was
   * sent is stored.
   */
  signal?: AbortSignal;
  /** The token of the source's lock when the editor holds it (sent as `Lock-Token`, without which Plone refuses). */
  lockToken?: string | null;
}

export interface SaveSettingsResult {
  /** The settings read back after the PATCH, with the usernames the backend computed. */
  resolved: ResolvedSettings | null;
  /** `false` when the PATCH succeeded but reading the settings back failed; `error` says why. */
  refreshed: boolean;
  error: RequestError | null;
  /**
   * When reading back failed: the settings the page showed before the save, with the fields written (the computed
   * usernames stay as they were), shown until the next load.
   */
  written?: SettingsSnapshot;
  /**
   * Whether the store holds these settings for the pages: `false` when the page shown takes its settings from
   * another object (the editor went on to another section while the save ran), which then keeps its own.
   */
  shown?: boolean;
}

interface ThunkConfig {
  rejectValue: RequestError;
}

/** `GET <path>` with the settings expansion: one request gives the page and the settings that apply to it. */
export const loadContent = createAsyncThunk<ContentWithSettings, LoadContentArgs, ThunkConfig>(
  LOAD_CONTENT,
  async ({ client, path, query }, { signal, rejectWithValue }) => {
    try {
      return await client.getContent(path, query ? { signal, query } : { signal });
    } catch (error) {
      return rejectWithValue(toRequestError(error));
    }
  },
);

/** The settings that apply at `path` (through `@inherit`); fulfils with `null` when no object provides them. */
export const loadSettings = createAsyncThunk<ResolvedSettings | null, ClientCallArgs, ThunkConfig>(
  LOAD_SETTINGS,
  async ({ client, path }, { signal, rejectWithValue }) => {
    try {
      return await client.getSettings(path, { signal });
    } catch (error) {
      return rejectWithValue(toRequestError(error));
    }
  },
);

/**
 * PATCHes the settings object at `path` (answered 204), then reads the settings back so the computed
 * usernames refresh. Rejects only when the PATCH fails; a failed read-back fulfils with `refreshed: false`.
 */
export const saveSettings = createAsyncThunk<SaveSettingsResult, SaveSettingsArgs, ThunkConfig>(
  SAVE_SETTINGS,
  async ({ client, path, patch, signal: limit, lockToken }, { signal: own, rejectWithValue, getState }) => {
    const shownSource = () => selectSettingsSource(getState() as SocialMediaRootState)?.['@id'] ?? null;
    const sourceBefore = shownSource();
    const signal = limit ? eitherSignal(own, limit) : own;
    try {
      await client.patchSettings(path, patch, { signal, lockToken });
    } catch (error) {
      return rejectWithValue(toRequestError(error));
    }
    try {
      const resolved = await client.getSettings(path, { signal });
      const source = shownSource();
      return { resolved, refreshed: true, error: null, shown: source === null || source === resolved?.from['@id'] };
    } catch (error) {
      const shown = selectSettingsSnapshot(getState() as SocialMediaRootState);
      const written = { ...shown, settings: { ...shown.settings, ...patch } };
      // Without the read-back, the page shown still being the one the save began on says the settings are its own.
      return {
        resolved: null,
        refreshed: false,
        error: toRequestError(error),
        written,
        shown: shownSource() === sourceBefore,
      };
    }
  },
);

/** A signal that fires when either of two does (`AbortSignal.any`, which older browsers lack). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const either = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) either.abort(signal.reason);
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true });
  }
  return either.signal;
}

/** Reduces any thrown value to the serialisable fields a form shows (the client's errors carry status and type). */
export function toRequestError(error: unknown): RequestError {
  if (typeof error === 'object' && error !== null) {
    const { message, status, type, name } = error as Record<string, unknown>;
    return {
      message: typeof message === 'string' && message ? message : String(name ?? 'Error'),
      status: typeof status === 'number' ? status : null,
      type: typeof type === 'string' && type ? type : typeof name === 'string' ? name : null,
    };
  }
  return { message: String(error), status: null, type: null };
}
