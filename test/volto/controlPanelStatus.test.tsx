// The status Volto's server answers the control panel's address with: what a CDN, a crawler or an uptime check reads
// before any HTML. Volto's server sends the code a route's page marked in the router's `staticContext` (its own
// protected pages mark 401 through Volto's Unauthorized page), else 200.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from '../support/intl';
import { Provider } from 'react-redux';
import { Route, StaticRouter } from 'react-router-dom';
import { combineReducers, createStore } from 'redux';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import { CONTROL_PANEL_PATH } from '../../src/volto/installControlPanel';

vi.mock('@plone/volto/helpers/Helmet/Helmet', () => ({ default: () => null }));
vi.mock('@plone/volto/components/theme/Unauthorized/Unauthorized', async () => ({
  default: (await import('./support/voltoParts')).Unauthorized,
}));

/** What Volto's server (server.jsx) answers for the page: a redirect, the code the page marked, else 200. */
function served(token: string | null, locale = 'en'): { status: number; html: string } {
  const store = createStore(combineReducers({ userSession: (state = { token }) => state }));
  const context: { url?: string; error_code?: number } = {};
  const html = renderToString(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en">
        <StaticRouter context={context} location={CONTROL_PANEL_PATH}>
          {/* Volto renders an add-on's route with react-router's props, `staticContext` among them. */}
          <Route path={CONTROL_PANEL_PATH} component={SocialMediaControlPanelRoute} />
        </StaticRouter>
      </IntlProvider>
    </Provider>,
  );
  return { status: context.url ? 302 : context.error_code || 200, html };
}

describe('the Social Media control panel’s address on Volto’s server', () => {
  it('answers a visitor who is not signed in with Volto’s Unauthorized page and status 401, which no cache keeps', () => {
    const { status, html } = served(null);
    expect(html).toContain('<h1>Unauthorized</h1>');
    expect(status).toBe(401);
  });

  it('answers 401 on a site in another language too, whose editors’ messages the server has not loaded', () => {
    for (const locale of ['de', 'pt-BR', 'ja']) {
      const { status, html } = served(null, locale);
      expect(html).toContain('<h1>Unauthorized</h1>');
      expect(status).toBe(401);
    }
  });

  it('answers a signed-in editor with the panel and status 200', () => {
    const { status, html } = served('a-token');
    expect(html).toContain('socialmedia-controlpanel');
    expect(html).not.toContain('Unauthorized');
    expect(status).toBe(200);
  });
});
