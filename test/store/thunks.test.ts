// The slice in a plain React app: thunks load content and settings and save settings through the client,
// against the mock backend; and the same thunks in a store wired like Volto's (redux 4, redux-thunk 2 style).
import { configureStore } from '@reduxjs/toolkit';
import { applyMiddleware, combineReducers, createStore } from 'redux';
import type { Middleware } from 'redux';
import { http } from 'msw';
import { createClient } from '../../src/client';
import { DEMO_SITE_LINKS } from '../../src/mock';
import {
  loadContent,
  loadSettings,
  saveSettings,
  selectLoadStatus,
  selectSaveStatus,
  selectSettingsSource,
  selectSiteSocialLinks,
  selectSocialMediaSettings,
  selectXUsername,
  createSocialMediaReducer,
  socialMediaReducer,
} from '../../src/store';
import type { SocialMediaDispatch, SocialMediaRootState } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { contentLoaded } from './support/payloads';
import { voltoContentReducer } from './support/voltoContentReducer';

const backend = useMockBackend();

/**
 * `configureStore`, with its dispatch typed for thunks explicitly: in this repository redux-thunk's types
 * resolve to the redux 4 that Volto pins, so RTK cannot infer the thunk overload by itself.
 */
function appStore() {
  const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
  return { getState: store.getState, dispatch: store.dispatch as SocialMediaDispatch };
}

/** What redux-thunk 2.4.2 does in Volto's store: call a function action with dispatch and getState, no extra. */
const voltoThunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);

function voltoLikeStore() {
  return createStore(combineReducers({ socialMedia: socialMediaReducer }), applyMiddleware(voltoThunk));
}

const newXLink = {
  '@id': '9a7c1e52-0d1f-4c8e-a1b2-c3d4e5f60718',
  id: 'x',
  title: 'X',
  href: [{ '@id': 'https://x.com/newhandle' }],
};

describe('loading a page in a plain React app', () => {
  it('gets the page and the site’s links in exactly one request', async () => {
    const store = appStore();
    const { content } = await store.dispatch(loadContent({ client: backend.anonymous, path: '/about' })).unwrap();

    expect(content.title).toBe('About this site');
    expect(backend.requests).toHaveLength(1);
    expect(selectSiteSocialLinks(store.getState())).toEqual(DEMO_SITE_LINKS);
    expect(selectSettingsSource(store.getState())).toEqual({ '@id': backend.baseUrl, title: 'Social Media Demo' });
    expect(selectLoadStatus(store.getState())).toMatchObject({ status: 'succeeded', error: null });
  });

  it('shows a subsite’s own settings on its pages', async () => {
    const store = appStore();
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/community/meetups' }));

    expect(selectSettingsSource(store.getState())?.['@id']).toBe(`${backend.baseUrl}/community`);
    expect(selectSiteSocialLinks(store.getState()).map((link) => link.id)).toEqual(['x', 'facebook', 'discord']);
  });

  it('reports a missing page as a failed load and keeps the settings it had', async () => {
    const store = appStore();
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/about' }));
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/no-such-page' }));

    expect(selectLoadStatus(store.getState())).toMatchObject({ status: 'failed', error: { status: 404 } });
    expect(selectSiteSocialLinks(store.getState())).toEqual(DEMO_SITE_LINKS);
  });

  it('reports an unreachable backend as a failed load without a status', async () => {
    const store = appStore();
    const offline = createClient({
      baseUrl: backend.baseUrl,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await store.dispatch(loadContent({ client: offline, path: '/about' }));

    expect(selectLoadStatus(store.getState())).toMatchObject({ status: 'failed', error: { status: null } });
  });

  it('loads only the settings through @inherit', async () => {
    const store = appStore();
    await store.dispatch(loadSettings({ client: backend.anonymous, path: '/team/alice' }));

    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]!.url).toContain('/team/alice/@inherit');
    expect(selectSettingsSource(store.getState())?.['@id']).toBe(`${backend.baseUrl}/team`);
  });
});

describe('saving the settings', () => {
  it('patches, then reads the settings back so the computed usernames are fresh', async () => {
    const store = appStore();
    await store.dispatch(loadContent({ client: backend.admin, path: '/about' }));
    const result = await store
      .dispatch(saveSettings({ client: backend.admin, path: '', patch: { social_links: [newXLink] } }))
      .unwrap();

    expect(result.refreshed).toBe(true);
    expect(backend.requests.slice(1).map(({ method }) => method)).toEqual(['PATCH', 'GET']);
    expect(selectXUsername(store.getState())).toBe('newhandle');
    expect(selectSiteSocialLinks(store.getState())).toEqual([newXLink]);
    expect(selectSaveStatus(store.getState())).toMatchObject({ status: 'succeeded', error: null });
  });

  it('keeps the settings and reports the refusal when a visitor may not save', async () => {
    const store = appStore();
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/about' }));
    await store.dispatch(saveSettings({ client: backend.anonymous, path: '', patch: { share_social_data: false } }));

    expect(selectSaveStatus(store.getState())).toMatchObject({ status: 'failed', error: { status: 401 } });
    expect(selectSocialMediaSettings(store.getState()).share_social_data).toBe(true);
    expect(backend.site.root.fields.share_social_data).toBe(true);
  });

  it('shows what was saved when reading it back fails', async () => {
    const store = appStore();
    let calls = 0;
    const flaky = createClient({
      baseUrl: backend.baseUrl,
      credentials: { username: 'admin', password: 'admin' },
      fetch: (input, init) => (++calls === 2 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    const result = await store
      .dispatch(saveSettings({ client: flaky, path: '', patch: { facebook_app_id: '42' } }))
      .unwrap();

    expect(result.refreshed).toBe(false);
    expect(selectSaveStatus(store.getState()).status).toBe('succeeded');
    expect(selectSocialMediaSettings(store.getState()).facebook_app_id).toBe('42');
    expect(selectLoadStatus(store.getState()).status).toBe('failed');
  });
});

describe('a save that ends after the editor went on to another section', () => {
  /** Volto's store: its content reducer beside ours, and redux-thunk. */
  function voltoStore() {
    return createStore(
      combineReducers({ content: voltoContentReducer, socialMedia: createSocialMediaReducer() as never }),
      applyMiddleware(voltoThunk),
    );
  }
  const rootState = (store: { getState(): unknown }) => store.getState() as SocialMediaRootState;

  /** Saves new site-root links, and loads a page of /community (its own settings) while the PATCH is held. */
  async function saveWhileLeaving(client = backend.admin) {
    const store = voltoStore();
    store.dispatch(contentLoaded((await backend.admin.getContent('/about')).content));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.server.use(http.patch(backend.baseUrl, () => held.then(() => undefined), { once: true }));
    const community = (await backend.admin.getContent('/community/meetups')).content;
    const saving = store.dispatch(
      saveSettings({ client, path: '', patch: { social_links: [newXLink] } }) as never,
    ) as unknown as Promise<unknown>;
    store.dispatch(contentLoaded(community));
    release();
    await saving;
    return store;
  }

  it('leaves the new page with its own section’s links, when the save read its settings back', async () => {
    const store = await saveWhileLeaving();
    expect(backend.site.root.fields.social_links).toEqual([newXLink]);
    expect(selectSettingsSource(rootState(store))?.['@id']).toBe(`${backend.baseUrl}/community`);
    expect(selectSiteSocialLinks(rootState(store))).toEqual(backend.site.get('/community')!.fields.social_links);
    expect(selectSaveStatus(rootState(store)).status).toBe('succeeded');
  });

  it('leaves the new page with its own section’s links, when reading the settings back failed', async () => {
    let calls = 0;
    const flaky = createClient({
      baseUrl: backend.baseUrl,
      credentials: { username: 'admin', password: 'admin' },
      fetch: (input, init) => (++calls === 2 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    const store = await saveWhileLeaving(flaky);
    expect(selectSettingsSource(rootState(store))?.['@id']).toBe(`${backend.baseUrl}/community`);
    expect(selectSiteSocialLinks(rootState(store))).toEqual(backend.site.get('/community')!.fields.social_links);
  });

  it('shows the saved links on a page of the saved object’s section, as before', async () => {
    const store = voltoStore();
    store.dispatch(contentLoaded((await backend.admin.getContent('/about')).content));
    await (store.dispatch(
      saveSettings({ client: backend.admin, path: '', patch: { social_links: [newXLink] } }) as never,
    ) as unknown as Promise<unknown>);
    expect(selectSiteSocialLinks(rootState(store))).toEqual([newXLink]);
  });
});

describe('thunks in a store wired like Volto’s', () => {
  it('load content with the client passed in the argument (redux-thunk 2 has no extra argument)', async () => {
    const store = voltoLikeStore();
    await store.dispatch(loadContent({ client: backend.anonymous, path: '/community' }) as never);

    const state = store.getState() as SocialMediaRootState;
    expect(selectSiteSocialLinks(state).map((link) => link.id)).toEqual(['x', 'facebook', 'discord']);
    expect(backend.requests).toHaveLength(1);
  });
});
