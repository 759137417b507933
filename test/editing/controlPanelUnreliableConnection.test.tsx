// @vitest-environment jsdom
// The plain-React control panel (and Volto's, which shares its state) on a connection that drops without a word:
// a request that never gets its answer must not leave the editor waiting for ever, nor tell them their work is lost
// when it is stored.
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { SocialMediaControlPanel } from '../../src/editing';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { button, loaded } from './panelQueries';
import { editorUser } from './user';

const backend = useMockBackend();

function renderPanel() {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <SocialMediaControlPanel client={backend.admin} />
    </IntlProvider>,
  );
}

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
});
