// @vitest-environment jsdom
// A visitor whose connection dropped while an icon of the site's links loaded, who then goes on through the site
// without reloading: Volto keeps the slot with the site's links mounted from page to page (its `SlotRenderer` is
// not keyed by the page), so the next page has to ask for the icon again without a new mount.
import { configureStore } from '@reduxjs/toolkit';
import { act, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { configureSocialMedia, SocialLinksSlot } from '../../src';
import { clearIconCache } from '../../src/networks/iconCache';
import { socialMediaReducer } from '../../src/store';
import { renderWithIntl } from '../support/intl';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig } from './support/voltoConfig';

beforeEach(() => clearIconCache());
afterEach(() => vi.restoreAllMocks());

/** The slot component as Volto's SlotRenderer renders it, with the props it passes every slot component. */
const Slot = SocialLinksSlot as ComponentType<{ content: unknown; location: unknown; navRoot: unknown }>;

/** The content of another page under the same site root, with the same settings (as Plone serves it). */
function nextPage(path: string) {
  const content = contentWithSettings();
  return Object.assign(content, { '@id': `http://localhost:8080/Plone/${path}`, id: path, UID: `uid-${path}` });
}

describe('the site’s links in Volto’s slot, on a long visit', () => {
  it('shows an icon that failed to load on the next page the visitor opens, without a reload', async () => {
    const XIcon = () => <svg className="own-x-icon" />;
    let online = false;
    const loader = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk 7 failed');
      return { default: XIcon };
    });
    // A development build says on the console that the loader fails (it asks it too): not what this test is about.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureSocialMedia(createVoltoConfig(), { networks: { x: { title: 'X', icon: loader } } });
    const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
    const first = contentWithSettings();
    store.dispatch(contentLoaded(first));
    // As Volto's SlotRenderer renders the slot: the page's content and location as props, the same element.
    const page = (content: unknown, pathname: string) => (
      <Provider store={store}>
        <Slot content={content} location={{ pathname }} navRoot={undefined} />
      </Provider>
    );
    const view = renderWithIntl(page(first, '/news'));
    await waitFor(() => expect(loader).toHaveBeenCalled());
    // A development build's check of the site's options loads the site's own icons too: over once this has passed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const callsBefore = loader.mock.calls.length;
    const xBox = () => view.container.querySelector('.socialmedia-icon-x')!;
    expect(xBox().querySelector('svg')).toBeNull();

    // Back online, she follows a link to another page of the site, whose content Volto loads client-side.
    online = true;
    const second = nextPage('about');
    act(() => {
      store.dispatch(contentLoaded(second));
    });
    view.rerender(page(second, '/about'));
    await waitFor(() => expect(xBox().querySelector('svg.own-x-icon')).not.toBeNull());
    // Asked again once for the new page, not in a loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loader.mock.calls.length - callsBefore).toBe(1);
  });
});
