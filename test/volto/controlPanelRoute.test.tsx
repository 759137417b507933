// The control panel's Volto route: Volto's Unauthorized page for a visitor, and a form that stays with the editor's
// changes when the session ends while it is open (Volto empties `userSession.token` when a token renewal fails).
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { history } from './support/controlPanelRouteMocks';
import { act, render, screen, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import { SocialMediaClientProvider } from '../../src/store';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { editorUser } from '../editing/user';

const backend = useMockBackend();

// The provider makes its client from Volto's config; here it is the mock backend's editor.
vi.mock('../../src/volto/VoltoSocialMediaClientProvider', () => ({
  VoltoSocialMediaClientProvider: ({ children }: { children?: ReactNode }) => (
    <SocialMediaClientProvider client={backend.admin}>{children}</SocialMediaClientProvider>
  ),
}));

/** Volto's `userSession` reducer, as far as the token goes. */
function userSession(state: { token: string | null } = { token: null }, action: { type: string }) {
  return action.type === 'LOGIN_RENEW_FAIL' ? { ...state, token: null } : state;
}

function renderRoute(token: string | null) {
  const store = configureStore({ reducer: { userSession }, preloadedState: { userSession: { token } } });
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <div id="toolbar" />
        <SocialMediaControlPanelRoute />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const appId = () => document.getElementById('field-facebook_app_id') as HTMLInputElement | null;

describe('the control panel route in Volto', () => {
  it('shows Volto’s Unauthorized page to a visitor who is not signed in', async () => {
    renderRoute(null);
    expect(await screen.findByText('Volto’s Unauthorized page')).toBeInTheDocument();
    expect(appId()).toBeNull();
  });

  it('keeps the form and the editor’s changes when the session ends while it is open', async () => {
    const user = editorUser();
    const store = renderRoute('a-token');
    await waitFor(() => expect(appId()).toHaveValue('123456789012345'), { timeout: 5000 });
    await user.clear(appId()!);
    await user.type(appId()!, '42');

    act(() => void store.dispatch({ type: 'LOGIN_RENEW_FAIL' }));

    expect(screen.queryByText('Volto’s Unauthorized page')).not.toBeInTheDocument();
    expect(appId()).toHaveValue('42');
    // Leaving still asks first: the changes are not saved.
    expect(history.block).toHaveBeenLastCalledWith(expect.stringMatching(/unsaved changes/i));
  });
});
