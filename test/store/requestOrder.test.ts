// A visitor who clicks through pages quickly sees the settings of the page they ended on, not of a slower
// earlier answer; a cancelled load is not an error.
import { configureStore } from '@reduxjs/toolkit';
import type { SocialMediaClient } from '../../src/client';
import type { ContentWithSettings } from '../../src/client';
import { settingsFromContent } from '../../src/core';
import { loadContent, selectLoadStatus, selectSettingsSource, socialMediaReducer } from '../../src/store';
import type { SocialMediaDispatch } from '../../src/store';
import { contentWithSettings, SETTINGS_BEHAVIOR } from './support/payloads';

interface Pending {
  path: string;
  resolve(value: ContentWithSettings): void;
  reject(error: unknown): void;
}

/** A client whose content GETs answer only when the test says so. */
function controlledClient() {
  const pending: Pending[] = [];
  const client = {
    getContent: (path: string, options?: { signal?: AbortSignal }) =>
      new Promise<ContentWithSettings>((resolve, reject) => {
        pending.push({ path, resolve, reject });
        options?.signal?.addEventListener('abort', () => {
          const error = new Error('The request was aborted');
          error.name = 'RequestAbortedError';
          reject(error);
        });
      }),
  } as unknown as SocialMediaClient;
  return { client, pending };
}

function answer(from: string): ContentWithSettings {
  const content = contentWithSettings();
  const entry = content['@components'].inherit![SETTINGS_BEHAVIOR] as { from: { '@id': string; title: string } };
  entry.from = { '@id': from, title: from };
  return { content, settings: settingsFromContent(content, SETTINGS_BEHAVIOR) };
}

/** `configureStore` with a thunk-typed dispatch (see thunks.test.ts for why the cast is needed here). */
function appStore() {
  const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
  return { getState: store.getState, dispatch: store.dispatch as SocialMediaDispatch };
}

describe('the order of loads', () => {
  it('keeps the settings of the last page asked for when an earlier answer arrives later', async () => {
    const store = appStore();
    const { client, pending } = controlledClient();
    const first = store.dispatch(loadContent({ client, path: '/slow' }));
    const second = store.dispatch(loadContent({ client, path: '/fast' }));

    pending[1]!.resolve(answer('http://localhost:8080/Plone/fast'));
    await second;
    pending[0]!.resolve(answer('http://localhost:8080/Plone/slow'));
    await first;

    expect(selectSettingsSource(store.getState())?.['@id']).toBe('http://localhost:8080/Plone/fast');
    expect(selectLoadStatus(store.getState()).status).toBe('succeeded');
  });

  it('treats a cancelled load as no load at all, not as a failure', async () => {
    const store = appStore();
    const { client } = controlledClient();
    const load = store.dispatch(loadContent({ client, path: '/page' }));
    load.abort();
    await load;

    expect(selectLoadStatus(store.getState())).toMatchObject({ status: 'idle', error: null });
  });
});
