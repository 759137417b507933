// The state inside Volto: the settings stay in Volto's content state, where the selectors read them, and follow
// Volto's own main-content loads.
import {
  createSocialMediaReducer,
  createSocialMediaSlice,
  saveSettings,
  selectFacebookAppId,
  selectSettingsProblems,
  selectSettingsSource,
  selectShareSocialData,
  selectSiteSocialLinks,
  selectSocialMediaSettings,
  selectXUsername,
} from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import type { SocialMediaClient } from '../../src/client';
import { DEFAULT_SETTINGS } from '../../src/contract';
import { settingsFromContent } from '../../src/core';
import { githubLink } from '../support/referenceLinks';
import { contentLoaded, contentWithSettings, contentWithoutSettings, defaultData, siteLinks } from './support/payloads';
import { withoutInheritEntry } from '../../src/store/voltoContent';
import { voltoLikeStore } from './support/voltoStore';

const state = (store: { getState(): unknown }) => store.getState() as SocialMediaRootState;

describe('settings that ride on Volto’s content loads', () => {
  it('shows the site’s links and where they came from after Volto loads a page', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));

    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
    expect(selectSettingsSource(state(store))).toEqual({ '@id': 'http://localhost:8080/Plone', title: 'My site' });
    expect(selectXUsername(state(store))).toBe('ploneorgbr');
    expect(selectFacebookAppId(state(store))).toBe('1234567890');
    expect(selectSettingsProblems(state(store))).toEqual([]);
  });

  it('ignores teasers and other subrequests, which are not the page being viewed', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    store.dispatch(contentLoaded(contentWithoutSettings(), 'teaser-block-1'));

    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('falls back to the defaults on a page where no object provides settings', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    store.dispatch(contentLoaded(contentWithoutSettings()));

    expect(selectSocialMediaSettings(state(store))).toEqual(DEFAULT_SETTINGS);
    expect(selectSettingsSource(state(store))).toBeNull();
  });

  it('gives the defaults when the backend has no inherit component at all', () => {
    const store = voltoLikeStore();
    const content = contentWithSettings();
    delete content['@components'].inherit;
    store.dispatch(contentLoaded(content));

    expect(selectSocialMediaSettings(state(store))).toEqual(DEFAULT_SETTINGS);
    expect(selectSettingsSource(state(store))).toBeNull();
  });

  it('reads the behavior name it was made for (the reference backend’s prefix)', () => {
    const slice = createSocialMediaSlice({ settingsBehavior: 'plonegovbr.socialmedia.settings' });
    const store = voltoLikeStore(slice.reducer);
    store.dispatch(contentLoaded(contentWithSettings('example.socialmedia.settings')));
    expect(selectSiteSocialLinks(state(store))).toEqual([]);

    store.dispatch(contentLoaded(contentWithSettings('plonegovbr.socialmedia.settings')));
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('asks a behavior-name function on every load, so a site may change the name after installing', () => {
    let name = 'example.socialmedia.settings';
    const store = voltoLikeStore(createSocialMediaSlice({ settingsBehavior: () => name }).reducer);
    name = 'plonegovbr.socialmedia.settings';
    store.dispatch(contentLoaded(contentWithSettings('plonegovbr.socialmedia.settings')));

    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('leaves Volto’s content unfrozen, and a page once shown keeps its links when Volto’s objects change later', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSiteSocialLinks(state(store))[0]!.title).toBe('X');

    const data = store.getState().content.data as ReturnType<typeof contentWithSettings>;
    const inherit = data['@components'].inherit as Record<string, unknown>;
    const inherited = inherit['example.socialmedia.settings'] as { data: { social_links: Array<{ title: string }> } };
    expect(Object.isFrozen(inherited.data.social_links[0])).toBe(false);
    inherited.data.social_links[0]!.title = 'Changed in place';
    expect(selectSiteSocialLinks(state(store))[0]!.title).toBe('X');
  });
});

describe('settings held once, in Volto’s content state', () => {
  it('serializes no settings of ours into the page: Volto’s content already has them', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));

    const ours = JSON.stringify(store.getState().socialMedia);
    expect(ours).toBe('{"behavior":"example.socialmedia.settings"}');
    expect(JSON.stringify(store.getState().content)).toContain('https://x.com/ploneorgbr');
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('follows client-side navigation: each page shows the settings its own content carried', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);

    store.dispatch(contentLoaded(contentWithSettings(undefined, { ...defaultData(), social_links: [githubLink] })));
    expect(selectSiteSocialLinks(state(store))).toEqual([githubLink]);
    store.dispatch(contentLoaded(contentWithoutSettings()));
    expect(selectSiteSocialLinks(state(store))).toEqual([]);
  });

  it('shows a control-panel save at once, then what the next page’s content carries', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    const args = { client: {} as SocialMediaClient, path: '', patch: { social_links: [githubLink] } };
    const saved = settingsFromContent(
      contentWithSettings(undefined, { ...defaultData(), social_links: [githubLink] }),
      'example.socialmedia.settings',
    );
    store.dispatch(saveSettings.pending('s1', args));
    store.dispatch(saveSettings.fulfilled({ resolved: saved, refreshed: true, error: null }, 's1', args));
    expect(selectSiteSocialLinks(state(store))).toEqual([githubLink]);

    // The next page was loaded after the save: its content reflects it, or another save (here: none).
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('shows the written links when a save succeeded but reading the settings back failed', async () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    const client = {
      patchSettings: async () => {},
      getSettings: async () => {
        throw new TypeError('fetch failed');
      },
    } as unknown as SocialMediaClient;
    // The thunk as Volto's thunk middleware runs it.
    const save = saveSettings({ client, path: '', patch: { social_links: [githubLink] } });
    const result = await save(store.dispatch as never, store.getState, undefined);

    expect(result.payload).toMatchObject({ refreshed: false, error: { message: 'fetch failed' } });
    expect(selectSiteSocialLinks(state(store))).toEqual([githubLink]);
    // The fields not written stay those of the page: the usernames the backend computed, the app id.
    expect(selectXUsername(state(store))).toBe('ploneorgbr');
    expect(selectFacebookAppId(state(store))).toBe('1234567890');
    // ... until the next page's content, which reflects the save.
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
  });

  it('keeps the last known settings on a route without content (a page that failed to load)', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);

    store.dispatch({ type: 'GET_CONTENT_FAIL', subrequest: null, error: { status: 404 } });
    expect(store.getState().content.data).toBeNull();
    expect(selectSiteSocialLinks(state(store))).toEqual(siteLinks);
    expect(selectSettingsSource(state(store))).toEqual({ '@id': 'http://localhost:8080/Plone', title: 'My site' });
  });

  it('reads each content object once: every render gets the very same objects', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    const first = selectSocialMediaSettings(state(store));
    expect(selectSocialMediaSettings(state(store))).toBe(first);
    expect(selectSiteSocialLinks(state(store))).toBe(first.social_links);

    // Volto loads the page again after hydrating it: equal settings, the same objects, so nothing re-renders.
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSocialMediaSettings(state(store))).toBe(first);
  });

  it('reads the settings of each new content object, served alike or not, and under the behavior asked', () => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings()));
    const first = selectSocialMediaSettings(state(store));
    const changedData = { ...defaultData(), facebook_app_id: 'other-app' };
    store.dispatch(contentLoaded(contentWithSettings(undefined, changedData)));
    expect(selectSocialMediaSettings(state(store)).facebook_app_id).toBe('other-app');
    store.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSocialMediaSettings(state(store))).toEqual(first);
    // The same served settings under another behavior name are not this site's.
    const otherBehavior = voltoLikeStore(createSocialMediaReducer({ settingsBehavior: 'other.socialmedia.settings' }));
    otherBehavior.dispatch(contentLoaded(contentWithSettings()));
    expect(selectSocialMediaSettings(state(otherBehavior))).toEqual(DEFAULT_SETTINGS);
  });

  it('reads no settings from the content in a store without Volto’s page loads (a plain React app)', () => {
    const store = voltoLikeStore();
    store.dispatch({ type: 'SOME_APP_ACTION' });
    expect(selectSocialMediaSettings(state(store))).toEqual(DEFAULT_SETTINGS);
  });
});

describe('malformed settings payloads', () => {
  const malformed: Array<[string, unknown]> = [
    ['social_links is a string', { ...defaultData(), social_links: 'https://x.com/plone' }],
    ['a link has no href', { ...defaultData(), social_links: [{ '@id': 'a', id: 'x', title: 'X' }] }],
    [
      'an href is a string',
      { ...defaultData(), social_links: [{ '@id': 'a', id: 'x', title: 'X', href: 'https://x.com/p' }] },
    ],
    ['share_social_data is a string', { ...defaultData(), share_social_data: 'yes' }],
  ];

  it.each(malformed)('keeps the page working and reports a problem when %s', (_, data) => {
    const store = voltoLikeStore();
    expect(() => store.dispatch(contentLoaded(contentWithSettings(undefined, data)))).not.toThrow();

    const settings = selectSocialMediaSettings(state(store));
    expect(Array.isArray(settings.social_links)).toBe(true);
    expect(typeof settings.share_social_data).toBe('boolean');
    expect(selectSettingsProblems(state(store)).length).toBeGreaterThan(0);
  });

  it.each([
    ['social_links is null', { ...defaultData(), social_links: null }],
    ['data is null', null],
  ])('treats a null as not set when %s (what the backend stores as missing)', (_, data) => {
    const store = voltoLikeStore();
    store.dispatch(contentLoaded(contentWithSettings(undefined, data)));

    expect(selectSiteSocialLinks(state(store))).toEqual([]);
    expect(selectSettingsSource(state(store))).toEqual({ '@id': 'http://localhost:8080/Plone', title: 'My site' });
  });

  it('reports a problem and gives the defaults when the behavior entry is not an object', () => {
    const store = voltoLikeStore();
    const content = contentWithSettings();
    (content['@components'].inherit as Record<string, unknown>)['example.socialmedia.settings'] = 'oops';
    store.dispatch(contentLoaded(content));

    expect(selectSocialMediaSettings(state(store))).toEqual(DEFAULT_SETTINGS);
    expect(selectSettingsSource(state(store))).toBeNull();
    expect(selectSettingsProblems(state(store))).toHaveLength(1);
  });

  it.each([null, 'text', 42, [], { '@components': 'nope' }, { '@components': { inherit: [] } }])(
    'never throws on a result of %s',
    (result) => {
      const store = voltoLikeStore();
      expect(() => store.dispatch(contentLoaded(result))).not.toThrow();
      expect(selectShareSocialData(state(store))).toBe(true);
      expect(selectSiteSocialLinks(state(store))).toEqual([]);
    },
  );
});

describe('selectors without the reducer', () => {
  it('give the defaults when no reducer is installed under socialMedia', () => {
    const empty = {} as SocialMediaRootState;
    expect(selectSocialMediaSettings(empty)).toEqual(DEFAULT_SETTINGS);
    expect(selectSiteSocialLinks(empty)).toEqual([]);
    expect(selectSettingsSource(empty)).toBeNull();
  });
});

describe('the content Volto’s asyncConnect keeps a second time', () => {
  const behavior = 'example.socialmedia.settings';

  it('lacks our settings entry and keeps everything else, other behaviors’ entries included', () => {
    const content = contentWithSettings();
    const other = { from: { '@id': 'http://localhost:8080/Plone', title: 'My site' }, data: { theme: 'dark' } };
    (content['@components'].inherit as Record<string, unknown>)['example.other'] = other;
    const served = JSON.parse(JSON.stringify(content)) as typeof content;

    const kept = withoutInheritEntry(content, behavior);

    const { inherit, ...components } = kept['@components'];
    expect(inherit).toEqual({ '@id': served['@components'].inherit!['@id'], 'example.other': other });
    expect(components).toEqual({
      actions: served['@components'].actions,
      breadcrumbs: served['@components'].breadcrumbs,
    });
    expect({ ...kept, '@components': undefined }).toEqual({ ...served, '@components': undefined });
    // Volto's content state holds the very object the backend served: it is left as it was.
    expect(content).toEqual(served);
  });

  it('is the content itself when it has no entry under that name, or no inherit component, or is no object', () => {
    const other = contentWithSettings('plonegovbr.socialmedia.settings');
    expect(withoutInheritEntry(other, behavior)).toBe(other);
    const without = contentWithoutSettings();
    expect(withoutInheritEntry(without, behavior)).toBe(without);
    const bare = { '@id': 'http://localhost:8080/Plone/news', '@components': null };
    expect(withoutInheritEntry(bare, behavior)).toBe(bare);
    for (const value of [null, undefined, 'page', 3, []]) expect(withoutInheritEntry(value, behavior)).toBe(value);
  });
});
