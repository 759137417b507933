// A page of a private subsite after an administrator saved, in Volto's edit form, the links of the section whose
// settings that page shows (the closest a visitor may view: Plone leaves them out of the page's content, see
// privateNavRootFallback.test.tsx). Volto saves with its own UPDATE_CONTENT; the edit form shows the add-on's links
// widget for the section's `social_links`.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import applyConfig from '../../src';
import { demoSite } from '../../src/mock';
import type { MockSite } from '../../src/mock';
import { selectSettingsSource, selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { NAV_ROOT_SETTINGS } from '../../src/store/navRoots';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { FORGET_NAV_ROOT } from '../../src/volto/editing/useForgetNavRootsOnSave';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { createVoltoConfig } from './support/voltoConfig';
import { getContent, voltoApiStore } from './support/voltoApiStore';

/** The demo with Plone's walk, every Folder a navigation root, and a private subsite, Crew, in Community. */
function subsites(): MockSite {
  const site = demoSite({ inheritSkipsUnviewable: false });
  site.enableBehavior('Folder', 'plone.navigationroot');
  const crew = site.create(site.get('/community')!, { type: 'Folder', id: 'crew', title: 'Crew' });
  site.create(crew, { type: 'Document', id: 'notes', title: 'Crew notes', state: 'published' });
  return site;
}

const backend = useMockBackend({ site: subsites });

const MASTODON_LINK = {
  '@id': '0c4e1a2b-3d5f-4a6b-9c7d-8e9f0a1b2c3d',
  id: 'mastodon',
  title: 'Mastodon',
  href: [{ '@id': 'https://plone.social/@community', title: 'https://plone.social/@community' }],
};

function voltoStore() {
  const config = createVoltoConfig();
  config.settings.apiPath = backend.baseUrl;
  return voltoApiStore(applyConfig(config), backend.baseUrl);
}

const state = (store: ReturnType<typeof voltoStore>) => store.getState() as unknown as SocialMediaRootState;

describe('a page of a private subsite after its section’s links were saved in Volto’s edit form', () => {
  it('shows the saved links once the administrator is a visitor again, without a reload', async () => {
    const store = voltoStore();
    await store.dispatch(getContent('/community/crew/notes'));
    await vi.waitFor(() => expect(selectSettingsSource(state(store))?.['@id']).toBe(`${backend.baseUrl}/community`));

    // She logs in (Volto's login stays in the page) and edits Community: the form shows the links widget.
    const form = render(
      <Provider store={store}>
        <IntlProvider locale="en" defaultLocale="en">
          <VoltoSocialLinksWidget
            id="social_links"
            title="Profiles"
            fieldSet="social_media"
            value={backend.site.get('/community')!.fields.social_links}
            onChange={() => undefined}
          />
        </IntlProvider>
      </Provider>,
    );
    // She saves: Volto PATCHes the folder, says so, and leaves the form for the folder's view.
    await backend.admin.patchContent('/community', { social_links: [MASTODON_LINK] });
    act(() => void store.dispatch({ type: 'UPDATE_CONTENT_SUCCESS', result: undefined }));
    form.unmount();
    // She logs out (Volto's logout stays in the page too) and opens the crew's notes again.
    await store.dispatch(getContent('/community/crew/notes'));

    await vi.waitFor(() => expect(selectSiteSocialLinks(state(store))).toEqual([MASTODON_LINK]));
  });
});

describe('the action the widget forgets a navigation root’s settings by', () => {
  it('is the one the reducer reads as a failed request for them, after which the next page asks again', () => {
    expect(FORGET_NAV_ROOT).toBe(`${NAV_ROOT_SETTINGS}_FAIL`);
  });
});
