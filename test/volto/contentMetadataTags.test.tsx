// @vitest-environment jsdom
// The shadowed ContentMetadataTags: Volto's own tags as Volto writes them, plus the social tags, each once,
// in the server-rendered HTML. Volto's Helmet and original component are stand-ins (the shadow file only wires
// Volto's real ones into createContentMetadataTags; issue 7's Volto build exercises that).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { combineReducers, createStore } from 'redux';
import { socialMediaReducer } from '../../src/store';
import { createContentMetadataTags } from '../../src/volto/createContentMetadataTags';
import { pageHeadTags } from '../../src/volto/pageHeadTags';
import { contentLoaded, contentWithSettings, defaultData } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';

function Helmet({ children }: { children?: ReactNode }) {
  return <head-stub>{children}</head-stub>;
}

/** What Volto's own component writes (reference §7), keyed as Volto keys them. */
function VoltoContentMetadataTags({ content }: { content: Record<string, any> }) {
  return (
    <Helmet>
      <title>{content.title}</title>
      <meta property="og:title" content={content.title} />
      <meta
        property="og:url"
        content={content['@id'].replace('http://localhost:8080/Plone', 'https://www.example.org')}
      />
      {content.image?.scales?.large && <meta property="og:image" content={content.image.scales.large.download} />}
      <meta name="twitter:card" content="summary_large_image" />
    </Helmet>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'head-stub': { children?: ReactNode };
    }
  }
}

const ContentMetadataTags = createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags,
  voltoSettings: () => ({
    apiPath: 'http://localhost:8080/Plone',
    publicURL: 'https://www.example.org',
    contentMetadataTagsImageField: 'image',
  }),
  // As Volto's server bundle has it.
  builder: pageHeadTags,
  loadBuilder: () => Promise.reject(new Error('the server has the builder')),
});

function renderTags(content: Record<string, unknown>, data: unknown = defaultData()) {
  const store = createStore(combineReducers({ content: voltoContentReducer, socialMedia: socialMediaReducer }));
  store.dispatch(contentLoaded(contentWithSettings(undefined, data)));
  return renderToString(
    <Provider store={store}>
      <ContentMetadataTags content={content} />
    </Provider>,
  );
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const page = { ...contentWithSettings(), '@type': 'Document', title: 'News', description: 'What happened' };

describe('the head tags of a page in Volto', () => {
  it('adds the social tags from the settings to Volto’s own, each tag once', () => {
    const html = renderTags(page);
    expect(count(html, 'property="og:type" content="article"')).toBe(1);
    expect(count(html, 'property="fb:app_id" content="1234567890"')).toBe(1);
    expect(count(html, 'property="og:article:publisher" content="https://facebook.com/PloneBr"')).toBe(1);
    expect(count(html, 'name="twitter:site" content="@ploneorgbr"')).toBe(1);
    for (const key of ['property="og:title"', 'property="og:url"', 'name="twitter:card"'])
      expect(count(html, key)).toBe(1);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
  });

  it('leaves og:image to Volto when Volto writes it from the large scale', () => {
    const image = {
      download: 'http://localhost:8080/Plone/news/@@images/image.png',
      width: 1600,
      height: 900,
      scales: {
        large: { download: 'http://localhost:8080/Plone/news/@@images/image-800.png', width: 800, height: 450 },
      },
    };
    const html = renderTags({ ...page, image });
    expect(count(html, 'property="og:image"')).toBe(1);
    expect(count(html, 'property="og:image:width"')).toBe(0);
  });

  it('writes og:image at the public address when Volto has no large scale to write it from', () => {
    const image = { download: 'http://localhost:8080/Plone/news/@@images/image.png', width: 400, height: 300 };
    const html = renderTags({ ...page, image });
    expect(count(html, 'property="og:image" content="https://www.example.org/news/@@images/image.png"')).toBe(1);
    expect(count(html, 'property="og:image:width" content="400"')).toBe(1);
  });

  it('writes only Volto’s tags when the site does not share social data', () => {
    const html = renderTags(page, { ...defaultData(), share_social_data: false });
    expect(html).not.toContain('twitter:site');
    expect(html).not.toContain('fb:app_id');
    expect(count(html, 'property="og:title"')).toBe(1);
  });
});
