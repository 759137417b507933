// The control panel's Volto route after the editor's session ended while the form was open: logging in again in
// another tab, as the panel's message asks, lets the next Save store the changes, as on a core control panel (Volto's
// API helper reads the session's token from its `auth_token` cookie at every request). Volto's toolbar shows nothing
// without a session, so the panel's Save and Cancel stay within reach in the form itself meanwhile.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { history } from './support/controlPanelRouteMocks';
import { act, render, screen, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { applyConfig } from '../../src';
import type { VoltoConfig } from '../../src';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { editorUser } from '../editing/user';
import { setAuthCookie } from './support/authCookie';

const backend = useMockBackend();

/** Volto's `userSession` reducer, as far as the token goes. */
function userSession(state: { token: string | null } = { token: null }, action: { type: string }) {
  return action.type === 'LOGIN_RENEW_FAIL' ? { ...state, token: null } : state;
}

function renderRoute(token: string) {
  applyConfig({ settings: { apiPath: backend.baseUrl } } as VoltoConfig);
  setAuthCookie(token);
  const store = configureStore({ reducer: { userSession }, preloadedState: { userSession: { token } } });
  const toolbar = document.createElement('div');
  toolbar.id = 'toolbar';
  document.body.appendChild(toolbar);
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanelRoute />
        <ToastContainer />
      </IntlProvider>
    </Provider>,
  );
  return { store, toolbar, unmount: () => (view.unmount(), toolbar.remove()) };
}

const appId = () => document.getElementById('field-facebook_app_id') as HTMLInputElement | null;

afterEach(() => setAuthCookie(null));

describe('the control panel after the session ended while it was open', () => {
  it('keeps Save and Cancel within reach when Volto’s toolbar shows nothing, the session having ended', async () => {
    const user = editorUser();
    const { token } = await backend.anonymous.login('admin', 'admin');
    const panel = renderRoute(token);
    await waitFor(() => expect(appId()).toHaveValue('123456789012345'), { timeout: 5000 });
    await user.type(appId()!, '9');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);

    act(() => void panel.store.dispatch({ type: 'LOGIN_RENEW_FAIL' }));
    setAuthCookie(null);
    expect(panel.toolbar).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(history.goBack).toHaveBeenCalled();
    expect(appId()).toHaveValue('1234567890123459');
    panel.unmount();
  });

  it('saves the editor’s changes once they have logged in again in another tab', async () => {
    const user = editorUser();
    const { token } = await backend.anonymous.login('admin', 'admin');
    const panel = renderRoute(token);
    await waitFor(() => expect(appId()).toHaveValue('123456789012345'), { timeout: 5000 });
    await user.clear(appId()!);
    await user.type(appId()!, '42');

    // The renewal fails: Volto empties the token and removes its cookie. The save is refused.
    act(() => void panel.store.dispatch({ type: 'LOGIN_RENEW_FAIL' }));
    setAuthCookie(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/your session has expired\. Log in again/)).toBeInTheDocument();

    // The editor logs in in another tab, which sets the cookie again; this tab's store still has no token.
    setAuthCookie((await backend.anonymous.login('admin', 'admin')).token);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(backend.site.root.fields.facebook_app_id).toBe('42');
    expect(appId()).toHaveValue('42');
    panel.unmount();
  });
});
