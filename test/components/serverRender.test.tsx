// @vitest-environment node
// What a server renders for a page of the mock backend: the sharing tags and the icons are in the HTML.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { SiteSocialLinks, SocialHeadTags } from '../../src/components';
import { buildHeadTags } from '../../src/core';
import { DEMO_SITE_LINKS } from '../../src/mock';
import { preloadNetworkIcons } from '../../src/networks';
import { clearIconCache } from '../../src/networks/iconCache';
import { loadContent, selectSocialMediaSettings } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { createTestStore, withIntl } from './support/render';

const backend = useMockBackend();

beforeEach(() => clearIconCache());

describe('server-side rendering of a page', () => {
  it('puts the sharing tags and the site’s icon links in the HTML once the icons are preloaded', async () => {
    const store = createTestStore();
    const loaded = await store.dispatch(loadContent({ client: backend.anonymous, path: '/social-media-launch' }));
    if (!loadContent.fulfilled.match(loaded)) throw new Error('GET /social-media-launch failed');
    const settings = selectSocialMediaSettings(store.getState());
    await preloadNetworkIcons(settings.social_links.map((link) => link.id));

    const html = renderToString(
      <Provider store={store}>
        {withIntl(
          <>
            <SocialHeadTags tags={buildHeadTags({ content: loaded.payload.content, settings })} />
            <SiteSocialLinks />
          </>,
        )}
      </Provider>,
    );

    expect(backend.requests).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="We are on social media"/>');
    expect(html).toContain(`<meta property="og:url" content="${backend.baseUrl}/social-media-launch"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="fb:app_id" content="123456789012345"/>');
    expect(html).toContain('<meta property="og:article:publisher" content="https://www.facebook.com/plonedemo"/>');
    expect(html).toContain('<meta name="twitter:site" content="@plonedemo"/>');
    expect(html.match(/<svg/g)).toHaveLength(DEMO_SITE_LINKS.length);
    for (const link of DEMO_SITE_LINKS) expect(html).toContain(`href="${link.href[0]!['@id']}"`);
  });

  it('renders the links without icons, and without failing, when the icons were not preloaded', async () => {
    const html = renderToString(withIntl(<SiteSocialLinks links={DEMO_SITE_LINKS} />));
    expect(html).not.toContain('<svg');
    expect(html.match(/<a /g)).toHaveLength(DEMO_SITE_LINKS.length);
    expect(html.match(/class="socialmedia-icon /g)).toHaveLength(DEMO_SITE_LINKS.length);
  });
});
