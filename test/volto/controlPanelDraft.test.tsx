// The control panel's Volto route on a site that asks Volto 19's forms to keep drafts (`experimental.saveAsDraft`):
// changes not saved when the tab was closed or crashed are offered back the next time the panel opens, as Volto's own
// forms offer theirs, unless the editor left them with Cancel; without that option the browser's storage is left alone.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { history } from './support/controlPanelRouteMocks';
import { render, screen, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { applyConfig } from '../../src';
import type { VoltoConfig } from '../../src';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { editorUser } from '../editing/user';

const backend = useMockBackend();

const OFFER = /Changes to these settings that were not saved are kept in this browser/;

async function openPanel(saveAsDraft: boolean) {
  applyConfig({
    settings: { apiPath: backend.baseUrl },
    experimental: { saveAsDraft: { enabled: saveAsDraft } },
  } as VoltoConfig);
  const { token } = await backend.anonymous.login('admin', 'admin');
  const store = configureStore({ reducer: { userSession: (state = { token }) => state } });
  // Where Volto's toolbar, with the panel's Save, is drawn.
  const toolbar = document.getElementById('toolbar') ?? document.body.appendChild(document.createElement('div'));
  toolbar.id = 'toolbar';
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanelRoute />
      </IntlProvider>
    </Provider>,
  );
  await waitFor(() => expect(appId()).toHaveValue(backend.site.root.fields.facebook_app_id as string), {
    timeout: 5000,
  });
  return view;
}

const appId = () => document.getElementById('field-facebook_app_id') as HTMLInputElement | null;

afterEach(() => localStorage.clear());

describe('the control panel’s unsaved changes, on a site whose Volto keeps drafts', () => {
  it('offers them back once the tab that held them was closed or crashed, and saves them', async () => {
    const user = editorUser();
    const first = await openPanel(true);
    await user.clear(appId()!);
    await user.type(appId()!, '42');
    // The tab goes away without a save.
    first.unmount();

    await openPanel(true);
    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    expect(appId()).toHaveValue('123456789012345');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(appId()).toHaveValue('42');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.site.root.fields.facebook_app_id).toBe('42'));
  });

  it('offers nothing once the changes are saved, nor once the editor discarded the offer', async () => {
    const user = editorUser();
    const first = await openPanel(true);
    await user.type(appId()!, '7');
    first.unmount();
    const second = await openPanel(true);
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(appId()).toHaveValue('123456789012345');
    second.unmount();
    const third = await openPanel(true);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    await user.type(appId()!, '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.site.root.fields.facebook_app_id).toBe('1234567890123458'));
    third.unmount();
    await openPanel(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('offers nothing once the editor left with Cancel, as Volto’s forms forget a draft their Cancel throws away', async () => {
    const user = editorUser();
    const first = await openPanel(true);
    await user.type(appId()!, '7');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(history.goBack).toHaveBeenCalled();
    // She confirmed leaving the changes: the panel goes.
    first.unmount();
    await openPanel(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('leaves the browser’s storage alone on a site whose Volto keeps no drafts', async () => {
    const user = editorUser();
    const first = await openPanel(false);
    await user.type(appId()!, '9');
    first.unmount();
    expect(localStorage.length).toBe(0);
    await openPanel(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });
});
