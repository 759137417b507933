// The `socialMedia` slice is a Redux Toolkit slice: an app mounts it in `configureStore` as any other, and its
// development checks (serializability, immutability) stay silent through loads, saves and Volto's loads.
import { configureStore } from '@reduxjs/toolkit';
import type { SocialMediaClient } from '../../src/client';
import { settingsFromContent } from '../../src/core';
import {
  createInitialSocialMediaState,
  createSocialMediaSlice,
  loadContent,
  loadSettings,
  saveSettings,
  selectLoadStatus,
  selectSaveStatus,
  selectSettingsSource,
  selectSiteSocialLinks,
  selectSocialMediaSettings,
  socialMediaSlice,
} from '../../src/store';
import type { SocialMediaDispatch } from '../../src/store';
import { githubLink } from '../support/referenceLinks';
import {
  contentLoaded,
  contentWithSettings,
  contentWithoutSettings,
  SETTINGS_BEHAVIOR,
  siteLinks,
} from './support/payloads';

const resolved = settingsFromContent(contentWithSettings(), SETTINGS_BEHAVIOR)!;

/** A client that answers at once, as a backend that has the site's settings would. */
function answeringClient(): SocialMediaClient {
  return {
    getContent: async () => ({ content: contentWithSettings(), settings: structuredClone(resolved) }),
    getSettings: async () => structuredClone(resolved),
    patchSettings: async (_path: string, patch: object) => {
      if ('facebook_app_id' in patch)
        throw Object.assign(new Error('Unauthorized'), { status: 401, type: 'Unauthorized' });
    },
  } as unknown as SocialMediaClient;
}

describe('the socialMedia slice in a Redux Toolkit store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a Redux Toolkit slice named socialMedia, whose action creators and reducer an app mounts as usual', () => {
    const slice = createSocialMediaSlice();
    expect(slice.name).toBe('socialMedia');
    expect(slice.reducerPath).toBe('socialMedia');
    expect(Object.keys(slice.caseReducers).sort()).toEqual(['saveStatusCleared', 'settingsResolved']);
    expect(slice.getInitialState()).toEqual(createInitialSocialMediaState());
    expect(slice.actions.settingsResolved(null)).toEqual({ type: 'socialMedia/settingsResolved', payload: null });

    const store = configureStore({ reducer: { [slice.reducerPath]: slice.reducer } });
    store.dispatch(slice.actions.settingsResolved(resolved));
    expect(selectSiteSocialLinks(store.getState())).toEqual(siteLinks);
    expect(selectSettingsSource(store.getState())).toEqual({ '@id': 'http://localhost:8080/Plone', title: 'My site' });
    // createSlice runs its cases through immer, which freezes what the store holds.
    expect(Object.isFrozen(store.getState().socialMedia.held?.settings.social_links)).toBe(true);

    store.dispatch(slice.actions.saveStatusCleared());
    expect(selectSaveStatus(store.getState())).toEqual({ status: 'idle', error: null, requestId: null });
  });

  it('passes Redux Toolkit’s serializability and immutability checks through loads, saves and Volto’s loads', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    // The default middleware: in development, a mutation of the state throws; a non-serializable value is logged.
    const store = configureStore({ reducer: { socialMedia: socialMediaSlice.reducer } });
    const dispatch = store.dispatch as SocialMediaDispatch;
    const client = answeringClient();

    await dispatch(loadContent({ client, path: '/news' }));
    expect(selectSiteSocialLinks(store.getState())).toEqual(siteLinks);
    await dispatch(saveSettings({ client, path: '', patch: { social_links: [githubLink] } }));
    expect(selectSaveStatus(store.getState()).status).toBe('succeeded');
    await dispatch(saveSettings({ client, path: '', patch: { facebook_app_id: '42' } }));
    expect(selectSaveStatus(store.getState())).toMatchObject({ status: 'failed', error: { status: 401 } });
    store.dispatch(contentLoaded(contentWithoutSettings()));
    expect(selectSocialMediaSettings(store.getState()).social_links).toEqual([]);
    store.dispatch(contentLoaded(contentWithSettings(), 'teaser-block-1'));
    expect(selectSettingsSource(store.getState())).toBeNull();
    const load = dispatch(loadSettings({ client, path: '/news' }));
    load.abort();
    await load;
    expect(selectLoadStatus(store.getState())).toEqual({ status: 'idle', error: null, requestId: null });

    expect(errors).not.toHaveBeenCalled();
    // Only a check's own "took longer than 32ms" notice may appear, on a slow machine.
    expect(warnings.mock.calls.filter(([message]) => !/took \d+ms, which is more than/.test(String(message)))).toEqual(
      [],
    );
  });
});
