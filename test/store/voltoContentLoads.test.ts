// The slice inside Volto: it follows Volto's own main-content loads and reads the settings they carried.
import { combineReducers, createStore } from 'redux';
import {
  createSocialMediaSlice,
  selectFacebookAppId,
  selectSettingsProblems,
  selectSettingsSource,
  selectShareSocialData,
  selectSiteSocialLinks,
  selectSocialMediaSettings,
  selectXUsername,
  socialMediaReducer,
} from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { DEFAULT_SETTINGS } from '../../src/contract';
import { contentLoaded, contentWithSettings, contentWithoutSettings, defaultData, siteLinks } from './support/payloads';

function voltoLikeStore(reducer = socialMediaReducer) {
  return createStore(combineReducers({ socialMedia: reducer }));
}

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

  it('leaves Volto’s result object unfrozen and unshared, since Volto’s content reducer changes it afterwards', () => {
    const store = voltoLikeStore();
    const result = contentWithSettings();
    store.dispatch(contentLoaded(result));

    const inherited = result['@components'].inherit!['example.socialmedia.settings'] as unknown as {
      data: { social_links: Array<{ title: string }> };
    };
    expect(Object.isFrozen(inherited.data.social_links[0])).toBe(false);
    inherited.data.social_links[0]!.title = 'Changed by a transform';
    expect(selectSiteSocialLinks(state(store))[0]!.title).toBe('X');
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
