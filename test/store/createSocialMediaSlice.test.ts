// The slice's own actions and the reducer's immutability, in a store set up the RTK way (whose development
// checks fail on any mutation of the state).
import { configureStore } from '@reduxjs/toolkit';
import {
  createSocialMediaSlice,
  saveStatusCleared,
  selectSaveStatus,
  selectSettingsSource,
  selectSiteSocialLinks,
  settingsResolved,
  socialMediaReducer,
} from '../../src/store';
import type { SocialMediaState } from '../../src/store';
import { siteLinks } from './support/payloads';

const resolved = {
  from: { '@id': 'http://localhost:8080/Plone', title: 'My site' },
  settings: {
    share_social_data: true,
    facebook_app_id: '',
    social_links: siteLinks,
    facebook_username: '',
    x_username: '',
  },
  problems: [],
};

describe('the socialMedia slice’s actions', () => {
  it('shows settings an app resolved itself, and the defaults again when it resolves none', () => {
    const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
    store.dispatch(settingsResolved(resolved));
    expect(selectSiteSocialLinks(store.getState())).toEqual(siteLinks);
    expect(selectSettingsSource(store.getState())).toEqual(resolved.from);

    store.dispatch(settingsResolved(null));
    expect(selectSiteSocialLinks(store.getState())).toEqual([]);
    expect(selectSettingsSource(store.getState())).toBeNull();
  });

  it('forgets the last save’s outcome when an editor dismisses its message', () => {
    const { reducer } = createSocialMediaSlice();
    const afterFailedSave: SocialMediaState = {
      ...reducer(undefined, { type: '@@init' }),
      save: {
        status: 'failed',
        error: { message: 'Unauthorized', status: 401, type: 'Unauthorized' },
        requestId: null,
      },
    };
    const state = reducer(afterFailedSave, saveStatusCleared());
    expect(selectSaveStatus({ socialMedia: state })).toEqual({ status: 'idle', error: null, requestId: null });
  });

  it('are told apart from other actions by their type, as Redux Toolkit’s action creators are', () => {
    expect(settingsResolved.type).toBe('socialMedia/settingsResolved');
    expect(settingsResolved(null)).toEqual({ type: 'socialMedia/settingsResolved', payload: null });
    expect(saveStatusCleared()).toEqual({ type: 'socialMedia/saveStatusCleared', payload: undefined });
    expect(settingsResolved.match(settingsResolved(resolved))).toBe(true);
    expect(settingsResolved.match(saveStatusCleared())).toBe(false);
    expect(saveStatusCleared.match({ type: 'GET_CONTENT_SUCCESS' })).toBe(false);
  });
});

describe('the socialMedia reducer', () => {
  it('never changes the state it was given, and returns it as is for actions that are not its own', () => {
    const { reducer } = createSocialMediaSlice();
    const before = reducer(undefined, settingsResolved(resolved));
    const snapshot = JSON.parse(JSON.stringify(before));

    const after = reducer(before, settingsResolved(null));
    expect(after).not.toBe(before);
    expect(before).toEqual(snapshot);
    expect(reducer(after, { type: 'SOMETHING_ELSE' })).toBe(after);
    expect(
      reducer(after, {
        type: 'socialMedia/loadSettings/fulfilled',
        payload: null,
        meta: { requestId: 'stale' },
      } as never),
    ).toBe(after);
  });
});
