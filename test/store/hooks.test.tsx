// @vitest-environment jsdom
// Components read the settings through the hooks, and editors get the client from the context.
import { configureStore } from '@reduxjs/toolkit';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createClient } from '../../src/client';
import type { SocialMediaClient } from '../../src/client';
import { settingsFromContent } from '../../src/core';
import {
  loadSettings,
  SocialMediaClientProvider,
  socialMediaReducer,
  useSettingsSource,
  useSiteSocialLinks,
  useSocialMediaClient,
  useSocialMediaSettings,
  useSocialMediaStatus,
} from '../../src/store';
import { contentLoaded, contentWithSettings, SETTINGS_BEHAVIOR } from './support/payloads';
import { voltoContentReducer } from './support/voltoContentReducer';

function withStore() {
  const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
  const wrapper = ({ children }: { children?: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

function LinkCount() {
  const links = useSiteSocialLinks();
  const source = useSettingsSource();
  return <p>{`${links.length} links from ${source?.title ?? 'nowhere'}`}</p>;
}

describe('the hooks', () => {
  it('show the defaults before any load, then the loaded settings', () => {
    const { store, wrapper } = withStore();
    render(<LinkCount />, { wrapper });
    expect(screen.getByText('0 links from nowhere')).toBeInTheDocument();

    act(() => {
      store.dispatch(contentLoaded(contentWithSettings()));
    });
    expect(screen.getByText('2 links from My site')).toBeInTheDocument();
  });

  it('give the settings and the status of the last load and save', () => {
    const { store, wrapper } = withStore();
    const args = { client: {} as SocialMediaClient, path: '/news' };
    store.dispatch(loadSettings.pending('r1', args));
    store.dispatch(loadSettings.fulfilled(settingsFromContent(contentWithSettings(), SETTINGS_BEHAVIOR), 'r1', args));
    const { result } = renderHook(() => ({ settings: useSocialMediaSettings(), status: useSocialMediaStatus() }), {
      wrapper,
    });

    expect(result.current.settings.x_username).toBe('ploneorgbr');
    expect(result.current.status.load.status).toBe('succeeded');
    expect(result.current.status.save.status).toBe('idle');
  });

  it('give the same status while neither request changed, so an effect over it runs once per change', () => {
    const { store, wrapper } = withStore();
    const seen: string[] = [];
    function SavedNotice({ page }: { page: string }) {
      const status = useSocialMediaStatus();
      useEffect(() => {
        seen.push(status.save.status);
      }, [status]);
      return <p>{page}</p>;
    }
    const { rerender } = render(<SavedNotice page="one" />, { wrapper });
    rerender(<SavedNotice page="two" />);
    rerender(<SavedNotice page="three" />);
    expect(seen).toEqual(['idle']);

    const args = { client: {} as SocialMediaClient, path: '/news' };
    act(() => {
      store.dispatch(loadSettings.pending('r1', args));
    });
    rerender(<SavedNotice page="four" />);
    expect(seen).toEqual(['idle', 'idle']);
  });
});

describe('the client context', () => {
  it('gives editors the client of the nearest provider', () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:8080/Plone' });
    const { result } = renderHook(() => useSocialMediaClient(), {
      wrapper: ({ children }) => <SocialMediaClientProvider client={client}>{children}</SocialMediaClientProvider>,
    });
    expect(result.current).toBe(client);
  });

  it('says clearly what is missing when there is no provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSocialMediaClient())).toThrow(/SocialMediaClientProvider/);
    quiet.mockRestore();
  });
});
