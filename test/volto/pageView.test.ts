// A page view in Volto against the mock backend: Volto's one content GET, with our expander in its URL,
// carries the settings, and the installed reducer stores them; the settings add no request.
import applyConfig, { configureSocialMedia } from '../../src';
import { DEMO_SITE_LINKS, demoSite } from '../../src/mock';
import { selectSettingsSource, selectSiteSocialLinks } from '../../src/store';
import type { SocialMediaRootState } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { addExpandersToPath } from './support/addExpandersToPath';
import type { QuerystringSignature } from './support/addExpandersToPath';
import { createVoltoConfig } from './support/voltoConfig';

type Reducer = (state: unknown, action: Record<string, unknown>) => unknown;

/** Volto's GET_CONTENT for `path`: the URL its middleware builds, fetched once, then its success action. */
async function voltoGetContent(
  backend: ReturnType<typeof useMockBackend>,
  config: ReturnType<typeof createVoltoConfig>,
  path: string,
  signature: QuerystringSignature = 'config-acc',
) {
  const url = addExpandersToPath(config, { path, isAnonymous: true, signature });
  const response = await backend.anonymous.raw('GET', url);
  expect(response.status).toBe(200);
  return { url, result: (await response.json()) as Record<string, unknown> };
}

/** Volto's content reducer keeps the result as `content.data` (with `items[].url` added), ahead of ours. */
function voltoContentReducer(state: unknown = {}, action: Record<string, unknown>) {
  if (action.type !== 'GET_CONTENT_SUCCESS' || action.subrequest) return state;
  const result = action.result as Record<string, any>;
  const items = Array.isArray(result.items)
    ? result.items.map((item: Record<string, unknown>) => ({ ...item, url: item['@id'] }))
    : undefined;
  return { data: { ...result, items } };
}

function pageView(config: ReturnType<typeof createVoltoConfig>) {
  const socialMedia = config.addonReducers.socialMedia as Reducer;
  let state: Record<string, unknown> = { content: undefined, socialMedia: undefined };
  const dispatch = (action: Record<string, unknown>) => {
    // combineReducers order: Volto's core reducers first, then the add-on reducers.
    state = {
      content: voltoContentReducer(state.content, action),
      socialMedia: socialMedia(state.socialMedia, action),
    };
  };
  dispatch({ type: '@@INIT' });
  return { dispatch, state: () => state as unknown as SocialMediaRootState };
}

describe('a page view in Volto', () => {
  const backend = useMockBackend();

  it.each<QuerystringSignature>(['config-acc', 'config-only'])(
    'gets the site’s links from the one content request Volto makes (querystring %s)',
    async (signature) => {
      const config = applyConfig(createVoltoConfig());
      const page = pageView(config);
      const { result } = await voltoGetContent(backend, config, '/about', signature);
      page.dispatch({ type: 'GET_CONTENT_SUCCESS', subrequest: null, result });

      expect(backend.requests).toHaveLength(1);
      expect(selectSiteSocialLinks(page.state())).toEqual(DEMO_SITE_LINKS);
      expect(selectSettingsSource(page.state())?.['@id']).toBe(backend.baseUrl);
    },
  );

  it('keeps the page’s settings when a teaser loads another object as a subrequest', async () => {
    const config = applyConfig(createVoltoConfig());
    const page = pageView(config);
    page.dispatch({
      type: 'GET_CONTENT_SUCCESS',
      subrequest: null,
      result: (await voltoGetContent(backend, config, '/community')).result,
    });
    page.dispatch({
      type: 'GET_CONTENT_SUCCESS',
      subrequest: 'teaser',
      result: (await voltoGetContent(backend, config, '/team')).result,
    });

    expect(selectSettingsSource(page.state())?.['@id']).toBe(`${backend.baseUrl}/community`);
  });
});

describe('a page view in Volto against the reference backend’s prefix', () => {
  const backend = useMockBackend({ site: () => demoSite({ behaviorPrefix: 'plonegovbr' }) });

  it('asks for and reads plonegovbr.socialmedia.settings once the site configures that prefix', async () => {
    const config = configureSocialMedia(applyConfig(createVoltoConfig()), { behaviorPrefix: 'plonegovbr' });
    const page = pageView(config);
    const { url, result } = await voltoGetContent(backend, config, '/team/alice');
    page.dispatch({ type: 'GET_CONTENT_SUCCESS', subrequest: null, result });

    expect(url).toContain('expand.inherit.behaviors=plonegovbr.socialmedia.settings');
    expect(selectSettingsSource(page.state())?.['@id']).toBe(`${backend.baseUrl}/team`);
  });
});
