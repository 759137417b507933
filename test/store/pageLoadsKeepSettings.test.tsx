// @vitest-environment jsdom
// A plain React app that loads each page with `loadContent` on a long visit: the next page under the same site brings
// the same settings, and what shows them (the footer's links, the head tags) must not render again for them.
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import {
  loadContent,
  settingsResolved,
  socialMediaReducer,
  useSiteSocialLinks,
  useSocialMediaSettings,
} from '../../src/store';
import type { SocialMediaDispatch } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

function SiteLinks() {
  const links = useSiteSocialLinks();
  const { facebook_app_id } = useSocialMediaSettings();
  return <p>{`${links.length} links, app ${facebook_app_id}`}</p>;
}

describe('page loads of a plain React app', () => {
  it('do not render the site’s links again when the next page, or Back, brings the same settings', async () => {
    const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
    const dispatch = store.dispatch as SocialMediaDispatch;
    let commits = 0;
    render(
      <Provider store={store}>
        <Profiler id="footer" onRender={() => (commits += 1)}>
          <SiteLinks />
        </Profiler>
      </Provider>,
    );
    await act(() => dispatch(loadContent({ client: backend.anonymous, path: '' })));
    expect(screen.getByText(/links, app 123456789012345/)).toBeInTheDocument();
    const afterHome = commits;

    // The About page and the news item take the site root's settings; then Back to the home page.
    for (const path of ['about', 'social-media-launch', '']) {
      await act(() => dispatch(loadContent({ client: backend.anonymous, path })));
    }
    expect(backend.requests.filter(({ method }) => method === 'GET')).toHaveLength(4);
    expect(commits).toBe(afterHome);
  });

  it('show another subsite’s settings as soon as its page has loaded', async () => {
    const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
    const dispatch = store.dispatch as SocialMediaDispatch;
    render(
      <Provider store={store}>
        <SiteLinks />
      </Provider>,
    );
    await act(() => dispatch(loadContent({ client: backend.anonymous, path: 'about' })));
    expect(screen.getByText(/app 123456789012345/)).toBeInTheDocument();
    await act(() => dispatch(loadContent({ client: backend.anonymous, path: 'community' })));
    expect(screen.getByText(/app 987654321098765/)).toBeInTheDocument();
    await act(() => dispatch(loadContent({ client: backend.anonymous, path: 'about' })));
    expect(screen.getByText(/app 123456789012345/)).toBeInTheDocument();
  });

  it('do not render the site’s links again when the app resolves the same settings from the next page’s content', async () => {
    const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
    let commits = 0;
    render(
      <Provider store={store}>
        <Profiler id="footer" onRender={() => (commits += 1)}>
          <SiteLinks />
        </Profiler>
      </Provider>,
    );
    // The app has each page's content already (one GET each, with the `inherit` expansion) and hands its settings over.
    const pages = await Promise.all(
      ['', 'about', 'social-media-launch'].map((path) => backend.anonymous.getContent(path)),
    );
    const [home, ...others] = pages.map(({ settings }) => settings);
    act(() => {
      store.dispatch(settingsResolved(home!));
    });
    expect(screen.getByText(/links, app 123456789012345/)).toBeInTheDocument();
    const afterHome = commits;
    for (const resolved of [...others, home]) {
      act(() => {
        store.dispatch(settingsResolved(resolved!));
      });
    }
    expect(commits).toBe(afterHome);
  });
});
