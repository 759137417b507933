// An administrator was served the home page, opens the Social Media control panel (or the home page's edit form)
// without reloading, saves, and goes back to the home page. A browser renders the served page's head tags as the
// server wrote them, telling that page by its UID and modification date; Plone serves the site root without
// `modified`, so the home page fetched again after the save looks like the served one. Its tags must be the saved
// settings' all the same: a network's debugger or her own check of the page source after a reload shows those too.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { applyMiddleware, combineReducers, createStore } from 'redux';
import type { Middleware, Reducer } from 'redux';
import applyConfig from '../../src';
import type { VoltoConfig, VoltoMiddleware } from '../../src/volto/types';
import { selectSocialMediaSettings } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { SAVED_IN_TAB, STRUCTURED_DATA_ID } from '../../src/volto/servedHeadTags';
import type { SavedMark } from '../../src/volto/servedHeadTags';
import SocialMediaControlPanelRoute from '../../src/volto/SocialMediaControlPanelRoute';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { SAVED_MARK } from '../../src/volto/editing/markSavedInTab';
import { editorUser } from '../editing/user';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { apiMiddleware, getContent } from './support/voltoApiStore';
import { createVoltoConfig } from './support/voltoConfig';
import { setAuthCookie } from './support/authCookie';

const backend = useMockBackend();

vi.mock('@plone/volto/helpers/Helmet/Helmet', () => ({ default: () => null }));
vi.mock('@plone/volto/components/theme/Unauthorized/Unauthorized', () => ({
  default: () => <p>Volto’s Unauthorized page</p>,
}));
vi.mock('react-router-dom', () => ({
  useHistory: () => ({ push: vi.fn(), goBack: vi.fn(), block: vi.fn(() => () => undefined) }),
  useLocation: () => ({ pathname: '/controlpanel/social-media', key: 'k' }),
}));

const SERVED_APP_ID = '123456789012345';

/** Volto's `userSession` reducer, as far as the token goes. */
function userSession(state: { token: string | null } = { token: null }) {
  return state;
}

/** Volto's store with the add-on applied: its content, ours, the session, and its api middleware (as a visitor). */
function voltoStore(token: string) {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  const volto: VoltoConfig = applyConfig(config);
  const extenders = volto.settings.storeExtenders ?? [];
  const stack = extenders.reduce(
    (acc, extend) => extend(acc),
    [apiMiddleware(volto, backend.baseUrl) as unknown as VoltoMiddleware],
  );
  const reducer = combineReducers({
    content: voltoContentReducer,
    socialMedia: volto.addonReducers!.socialMedia as Reducer,
    userSession,
  });
  return {
    volto,
    store: createStore(reducer, { userSession: { token } } as never, applyMiddleware(...(stack as Middleware[]))),
  };
}

/** Volto's Helmet, as far as the test goes: what it is given to write into the head, in the document. */
function Helmet({ children }: { children?: ReactNode }) {
  return <div data-testid="head">{children}</div>;
}

/**
 * The browser's page as Volto's server sent it: the home page's head tags (written by Helmet, hence its mark) and
 * the state it serialized. Then the shadowed ContentMetadataTags of the browser's bundle, made as the page loads.
 */
async function servedHomePage(token: string) {
  const served = voltoStore(token);
  const content = (await served.store.dispatch(getContent('') as never)) as Record<string, unknown>;
  const state = served.store.getState() as unknown as SocialMediaRootState & { content: { data: object } };
  const { tags, structuredData } = pageHeadTags({
    content: state.content.data,
    settings: selectSocialMediaSettings(state),
    site: {},
    navroot: {},
    volto: served.volto.settings,
  });
  for (const tag of tags) {
    const meta = document.createElement('meta');
    for (const [key, value] of Object.entries(tag)) meta.setAttribute(key, value as string);
    meta.setAttribute('data-react-helmet', 'true');
    document.head.appendChild(meta);
  }
  const script = document.createElement('script');
  Object.assign(script, { id: STRUCTURED_DATA_ID, type: 'application/ld+json', textContent: structuredData });
  script.setAttribute('data-react-helmet', 'true');
  document.head.appendChild(script);
  (window as { __data?: unknown }).__data = { content: { data: content } };

  const ContentMetadataTags = createContentMetadataTags({
    Helmet,
    VoltoContentMetadataTags: () => null,
    voltoSettings: () => served.volto.settings,
    loadBuilder: () => import('../../src/volto/pageHeadTags'),
  });
  // The browser's store starts from the served state, and Volto's view fetches the page again once mounted.
  const browser = voltoStore(token);
  await browser.store.dispatch(getContent('') as never);
  const view = () => {
    const { content: page } = browser.store.getState() as unknown as { content: { data: Record<string, unknown> } };
    return render(
      <Provider store={browser.store}>
        <ContentMetadataTags content={page.data} />
      </Provider>,
    );
  };
  return { store: browser.store, view };
}

const appIdTag = () => document.querySelector('[data-testid="head"] meta[property="fb:app_id"]');

/** The administrator, logged in, was served the home page with the App ID it had: its head tags say so. */
async function homePageServedToAdmin() {
  const { token } = await backend.anonymous.login('admin', 'admin');
  setAuthCookie(token);
  const home = await servedHomePage(token);
  const first = home.view();
  expect(appIdTag()).toHaveAttribute('content', SERVED_APP_ID);
  first.unmount();
  return home;
}

/**
 * Back to the home page after her save: Volto fetches it again (still without `modified`) and renders its view, whose
 * head tags carry the App ID she saved.
 */
async function expectSavedAppIdBackHome(home: Awaited<ReturnType<typeof servedHomePage>>) {
  await act(() => home.store.dispatch(getContent('') as never));
  home.view();
  await waitFor(() => expect(appIdTag()).toHaveAttribute('content', '42'));
}

afterEach(() => {
  setAuthCookie(null);
  delete (window as { __data?: unknown }).__data;
  // Each test is a page loaded anew: a new window, without the mark of a save in the tab before.
  delete (window as SavedMark)[SAVED_IN_TAB];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the home page’s head tags after an administrator saved the settings without reloading', () => {
  it('are the saved settings’ once she comes back from the Social Media control panel', async () => {
    const user = editorUser();
    const home = await homePageServedToAdmin();

    // Site Setup, Social Media: she changes the Facebook App ID and saves.
    const toolbar = document.createElement('div');
    toolbar.id = 'toolbar';
    document.body.appendChild(toolbar);
    const panel = render(
      <Provider store={home.store}>
        <IntlProvider locale="en" defaultLocale="en">
          <SocialMediaControlPanelRoute />
          <ToastContainer />
        </IntlProvider>
      </Provider>,
    );
    const appId = () => document.getElementById('field-facebook_app_id') as HTMLInputElement | null;
    await waitFor(() => expect(appId()).toHaveValue(SERVED_APP_ID), { timeout: 5000 });
    await user.clear(appId()!);
    await user.type(appId()!, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    panel.unmount();
    toolbar.remove();

    await expectSavedAppIdBackHome(home);
  });

  it('are the saved settings’ once she comes back from the home page’s edit form', async () => {
    const home = await homePageServedToAdmin();

    // The home page's edit form, with the links widget for the site's `social_links`; she saves it (Volto PATCHes the
    // site root with its own UPDATE_CONTENT, the App ID among the form's fields).
    const form = render(
      <Provider store={home.store}>
        <IntlProvider locale="en" defaultLocale="en">
          <VoltoSocialLinksWidget
            id="social_links"
            title="Profiles"
            fieldSet="social_media"
            value={backend.site.root.fields.social_links}
            onChange={() => undefined}
          />
        </IntlProvider>
      </Provider>,
    );
    await backend.admin.patchContent('', { facebook_app_id: '42' });
    act(() => void home.store.dispatch({ type: 'UPDATE_CONTENT_SUCCESS', result: undefined }));
    form.unmount();

    await expectSavedAppIdBackHome(home);
  });
});

describe('the mark an editor’s save leaves in the tab', () => {
  it('is the one the head tags read, though the editors spell it out', () => {
    expect(SAVED_MARK).toBe(SAVED_IN_TAB);
  });
});
