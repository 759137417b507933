// @vitest-environment jsdom
// The plain-React control panel (and Volto's, which shares its state) on a connection that drops without a word:
// a request that never gets its answer must not leave the editor waiting for ever, nor tell them their work is lost
// when it is stored.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { http } from 'msw';
import { SocialMediaControlPanel } from '../../src/editing';
import { socialMediaReducer } from '../../src/store';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { button, field, loaded } from './panelQueries';
import { editorUser } from './user';

const backend = useMockBackend();

function renderPanel(wrap: (ui: ReactElement) => ReactElement = (ui) => ui) {
  return render(
    wrap(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanel client={backend.admin} />
      </IntlProvider>,
    ),
  );
}

const socialMediaStore = () => configureStore({ reducer: { socialMedia: socialMediaReducer } });

/** An answer that never comes, as when the connection drops after the request went out. */
const noAnswer = () => new Promise<never>(() => undefined);

describe('the control panel on a connection that drops without a word', () => {
  afterEach(() => vi.useRealTimers());

  it('says the settings could not be loaded and offers to try again, when loading them gets no answer', async () => {
    const user = editorUser();
    backend.server.use(http.get(backend.baseUrl, noAnswer, { once: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderPanel();
    expect(screen.getByText('Loading the social media settings…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByText(/could not be loaded because the site could not be reached/)).toBeInTheDocument();
    vi.useRealTimers();

    await user.click(button('Try again'));
    expect(await loaded()).toBeChecked();
  });

  it.each([
    ['with the client', (ui: ReactElement) => ui],
    // Volto's panel saves so.
    ['through the store’s thunk', (ui: ReactElement) => <Provider store={socialMediaStore()}>{ui}</Provider>],
  ])(
    'says the changes are saved, not that the site could not be reached, when the site stored them and reading them back gets no answer (saved %s)',
    async (_, wrap) => {
      const user = editorUser();
      renderPanel(wrap);
      await loaded();
      // The site answers the PATCH; the connection drops while the settings are read back.
      backend.server.use(http.get(`${backend.baseUrl}/@inherit`, noAnswer, { once: true }));
      await user.clear(field('Facebook App ID'));
      await user.type(field('Facebook App ID'), '42');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await user.click(button('Save'));
      await vi.waitFor(() => expect(backend.site.root.fields.facebook_app_id).toBe('42'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(
        await screen.findByText(/^Changes saved, but the updated settings could not be loaded again/),
      ).toBeInTheDocument();
      vi.useRealTimers();
      expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
      expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
      expect(field('Facebook App ID')).toBeEnabled();
    },
  );
});
