// A German editor opens the Social Media control panel by its address after the server started: Volto's server
// renders it with renderToString, which cannot wait for the editors' catalogue of her language, a chunk of its own.
// The server loads the catalogues with the editors' code, so her panel arrives rendered in German, as an English
// one arrives in English, and the browser hydrates it in place, without React's errors, while it loads the German
// messages itself.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { join } from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, StaticRouter } from 'react-router-dom';
import { combineReducers, createStore } from 'redux';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { EDITOR_DOMAIN, VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { CONTROL_PANEL_PATH } from '../../src/volto/installControlPanel';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

vi.mock('@plone/volto/helpers/Helmet/Helmet', () => ({ default: () => null }));
vi.mock('@plone/volto/components/theme/Unauthorized/Unauthorized', async () => ({
  default: (await import('./support/voltoParts')).Unauthorized,
}));
const localesDir = join(__dirname, '..', '..', 'locales');

/** The route component as a bundle has it: the server's (read where there is no window) or a browser's. */
async function controlPanelRoute(bundle: 'server' | 'browser') {
  // The add-on's code read anew, as each bundle reads it once: nothing loaded yet.
  vi.resetModules();
  // The provider makes its client from Volto's config; here it is the mock backend's editor, with the store's
  // provider of the code read anew.
  vi.doMock('../../src/volto/VoltoSocialMediaClientProvider', async () => {
    const { SocialMediaClientProvider } = await import('../../src/store');
    return {
      VoltoSocialMediaClientProvider: ({ children }: { children?: ReactNode }) => (
        <SocialMediaClientProvider client={backend.admin}>{children}</SocialMediaClientProvider>
      ),
    };
  });
  if (bundle === 'server') vi.stubGlobal('window', undefined);
  try {
    const { SocialMediaControlPanelRouteLoader } = await import('../../src/volto/installControlPanel');
    const { editorsPreloaded } = await import('../../src/volto/lazyEditor');
    return { Route: SocialMediaControlPanelRouteLoader as ComponentType<object>, editorsPreloaded };
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Volto's page for the panel's address, for an editor signed in, in `language` with the page's own catalogue. */
function page(PanelRoute: ComponentType<object>, language: string) {
  const store = createStore(combineReducers({ userSession: (state = { token: 'a-token' }) => state }));
  return (
    <Provider store={store}>
      <IntlProvider
        locale={language}
        defaultLocale="en"
        messages={loadMessages(localesDir, language, [VISITOR_DOMAIN])}
      >
        <StaticRouter context={{}} location={CONTROL_PANEL_PATH}>
          <Route path={CONTROL_PANEL_PATH} component={PanelRoute} />
        </StaticRouter>
      </IntlProvider>
    </Provider>
  );
}

/** The HTML Volto's server answers the panel's address with, its first render after it started. */
async function served(language: string): Promise<string> {
  const server = await controlPanelRoute('server');
  await server.editorsPreloaded();
  return renderToString(page(server.Route, language));
}

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the Social Media control panel served by Volto’s server', () => {
  it.each(['de', 'ja', 'eu'])('arrives rendered in the editor’s language (%s)', async (language) => {
    const editor = loadMessages(localesDir, language, [EDITOR_DOMAIN]);
    const html = await served(language);
    expect(html).toContain(editor['socialmedia.controlpanel.title']);
    expect(html).toContain(editor['socialmedia.controlpanel.loading']);
    // `<!--$!-->` marks a boundary the server gave up on, which the browser renders anew (React's error 419).
    expect(html).not.toContain('<!--$!-->');
  });

  it('is hydrated in German in place, its HTML kept while the browser loads the code and the messages', async () => {
    const german = loadMessages(localesDir, 'de', [EDITOR_DOMAIN]);
    const html = await served('de');
    const browser = await controlPanelRoute('browser');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      roots.push(hydrateRoot(container, page(browser.Route, 'de')));
    });
    expect(container).toHaveTextContent(german['socialmedia.controlpanel.title']!);

    // Hydrated once the form is live: the settings it loads replace the loading status.
    await waitFor(() => expect(container.querySelector('#field-facebook_app_id')).toHaveValue('123456789012345'), {
      timeout: 10_000,
    });
    expect(container).toHaveTextContent(german['socialmedia.controlpanel.title']!);
    expect(errors).not.toHaveBeenCalled();
  });
});
