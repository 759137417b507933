// What the thunks hand the client (the caller's query, the lock token, the caller's time limit) and what a failed
// request becomes in the store, against the mock backend with the client's calls watched.
import { configureStore } from '@reduxjs/toolkit';
import { NetworkError, PloneApiError } from '../../src/client';
import type { SocialMediaClient } from '../../src/client/types';
import { loadContent, saveSettings, selectSiteSocialLinks, socialMediaReducer, toRequestError } from '../../src/store';
import type { SocialMediaDispatch } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

function appStore() {
  const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
  return { getState: store.getState, dispatch: store.dispatch as SocialMediaDispatch };
}

const newXLink = {
  '@id': '2f0d6c1e-5b7a-4e49-9c3d-8a1b2c3d4e5f',
  id: 'x',
  title: 'X',
  href: [{ '@id': 'https://x.com/savedfirst' }],
};

/** Throws once `signal` has fired: a client call the caller's time limit ends fails as the real client's does. */
function failIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('aborted by the caller');
}

describe('what the thunks hand the client', () => {
  it('asks for the extra query parameters a caller gives loadContent', async () => {
    const store = appStore();
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/about', query: { b_size: 2 } })).unwrap();
    expect(backend.requests.at(-1)?.url).toMatch(/[?&]b_size=2(&|$)/);
  });

  it('sends the lock token the editor holds with the PATCH', async () => {
    const seen: unknown[] = [];
    const client: SocialMediaClient = {
      ...backend.admin,
      patchSettings: (path, patch, options) => {
        seen.push(options?.lockToken);
        return backend.admin.patchSettings(path, patch, options);
      },
    };
    await appStore()
      .dispatch(saveSettings({ client, path: '', patch: { facebook_app_id: '7' }, lockToken: 'lock-token-1' }))
      .unwrap();
    expect(seen).toEqual(['lock-token-1']);
  });

  it.each([
    ['while the PATCH runs', false],
    ['before the save begins', true],
  ])('rejects the save and writes nothing when the caller’s time limit ends %s', async (_when, early) => {
    const limit = new AbortController();
    if (early) limit.abort();
    const client: SocialMediaClient = {
      ...backend.admin,
      patchSettings: async (path, patch, options) => {
        limit.abort();
        failIfAborted(options?.signal);
        return backend.admin.patchSettings(path, patch, options);
      },
    };
    const result = await appStore().dispatch(
      saveSettings({ client, path: '', patch: { facebook_app_id: '99' }, signal: limit.signal }),
    );
    expect(result.meta.requestStatus).toBe('rejected');
    expect(backend.site.root.fields.facebook_app_id).not.toBe('99');
  });

  it('fulfils without a refresh when the caller’s time limit ends during the read-back', async () => {
    const limit = new AbortController();
    const client: SocialMediaClient = {
      ...backend.admin,
      getSettings: async (path, options) => {
        limit.abort();
        failIfAborted(options?.signal);
        return backend.admin.getSettings(path, options);
      },
    };
    const result = await appStore()
      .dispatch(saveSettings({ client, path: '', patch: { facebook_app_id: '98' }, signal: limit.signal }))
      .unwrap();
    expect(result.refreshed).toBe(false);
    expect(backend.site.root.fields.facebook_app_id).toBe('98');
  });

  it('shows the saved links when the app saves before it has loaded any page', async () => {
    const store = appStore();
    const result = await store
      .dispatch(saveSettings({ client: backend.admin, path: '', patch: { social_links: [newXLink] } }))
      .unwrap();
    expect(result.shown).toBe(true);
    expect(selectSiteSocialLinks(store.getState())).toEqual([newXLink]);
  });
});

describe('toRequestError', () => {
  const request = { method: 'PATCH', url: 'http://127.0.0.1:8080/Plone' };

  it("keeps Plone's error type, status and message", () => {
    const refused = new PloneApiError({ ...request, status: 423, type: 'Locked', message: 'Locked by Jane', body: '' });
    expect(toRequestError(refused)).toEqual({ message: 'Locked by Jane', status: 423, type: 'Locked' });
  });

  it("names the kind of failure by the error's name when it has no type", () => {
    const offline = new NetworkError({ ...request, cause: new TypeError('fetch failed') });
    expect(toRequestError(offline)).toEqual({ message: offline.message, status: null, type: 'NetworkError' });
  });

  it('says the name of an error without a message rather than nothing', () => {
    expect(toRequestError(new RangeError(''))).toEqual({ message: 'RangeError', status: null, type: 'RangeError' });
    expect(toRequestError({})).toEqual({ message: 'Error', status: null, type: null });
  });

  it('keeps what was thrown when it is not an object', () => {
    expect(toRequestError('offline')).toEqual({ message: 'offline', status: null, type: null });
  });
});
