// The control panel's Volto route on a multilingual site (plone.app.multilingual): each language's pages live in its
// language root folder (/en, /de), the navigation root of every page in it, which may hold settings of its own that
// its visitors see instead of the site root's. An administrator working in German edits what German visitors see.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import './support/controlPanelRouteMocks';
import { render, screen, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { applyConfig } from '../../src';
import type { VoltoConfig } from '../../src';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import { IntlProvider, messagesFor } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { setAuthCookie } from './support/authCookie';

const backend = useMockBackend();

/** A language root folder at `/<id>` with settings of its own, as an administrator makes it. */
async function languageRoot(id: string, title: string, facebookAppId: string) {
  await backend.admin.createContent('', { '@type': 'Folder', id, title });
  await backend.admin.patchSettings(`/${id}`, { facebook_app_id: facebookAppId });
}

afterEach(() => setAuthCookie(null));

async function renderRoute(locale: string, settings: Partial<VoltoConfig['settings']>) {
  applyConfig({ settings: { apiPath: backend.baseUrl, ...settings } } as VoltoConfig);
  const { token } = await backend.anonymous.login('admin', 'admin');
  setAuthCookie(token);
  const store = configureStore({ reducer: { userSession: (state = { token }) => state } });
  return render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
        <SocialMediaControlPanelRoute />
      </IntlProvider>
    </Provider>,
  );
}

const appId = () => document.getElementById('field-facebook_app_id') as HTMLInputElement | null;

describe('the control panel on a multilingual site', () => {
  it('edits the settings of the language root of the language the administrator works in', async () => {
    await languageRoot('en', 'English', '1111');
    await languageRoot('de', 'Deutsch', '2222');
    const view = await renderRoute('de', {
      isMultilingual: true,
      supportedLanguages: ['en', 'de'],
      defaultLanguage: 'en',
    });
    await waitFor(() => expect(appId()).not.toBeNull(), { timeout: 5000 });
    // German visitors see /de's settings: the site root's (123456789012345 in the demo) are not theirs.
    expect(appId()).toHaveValue('2222');
    expect(screen.getByText(/Deutsch/)).toBeInTheDocument();
    view.unmount();
  });

  it('edits the site root’s settings on a site with one language', async () => {
    await languageRoot('de', 'Deutsch', '2222');
    const view = await renderRoute('de', {});
    await waitFor(() => expect(appId()).not.toBeNull(), { timeout: 5000 });
    expect(appId()).toHaveValue('123456789012345');
    view.unmount();
  });
});
