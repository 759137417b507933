// @vitest-environment jsdom
// A page view on the mock backend: one content GET brings the page and the settings; the visitor sees the
// site's links and the page's own links; the settings decide the sharing tags.
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContentSocialLinks, SiteSocialLinks, SocialHeadTags, SummarySocialLinks } from '../../src/components';
import { buildHeadTags } from '../../src/core';
import { loadContent, selectSocialMediaSettings } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { preloadAllIcons } from './support/icons';
import { createTestStore, withIntl, withStore } from './support/render';

const backend = useMockBackend();

beforeEach(() => preloadAllIcons());

async function visit(path: string) {
  const store = createTestStore();
  const loaded = await store.dispatch(loadContent({ client: backend.anonymous, path }));
  if (!loadContent.fulfilled.match(loaded)) throw new Error(`GET ${path} failed: ${JSON.stringify(loaded.payload)}`);
  return { store, content: loaded.payload.content };
}

function Page({
  content,
  settings,
}: {
  content: Record<string, unknown>;
  settings: Parameters<typeof buildHeadTags>[0]['settings'];
}) {
  return (
    <>
      <SocialHeadTags tags={buildHeadTags({ content, settings })} />
      <main>
        <ContentSocialLinks value={content.social_links} label="Alice on social media" />
      </main>
      <footer>
        <SiteSocialLinks />
      </footer>
    </>
  );
}

describe('a page view', () => {
  it('shows the site’s links and the page’s own links after a single request', async () => {
    const { store, content } = await visit('/team/alice');
    expect(backend.requests).toHaveLength(1);
    render(withStore(store, <Page content={content} settings={selectSocialMediaSettings(store.getState())} />));

    const own = screen.getByRole('list', { name: 'Alice on social media' });
    expect(
      within(own)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://x.com/alice_example',
      'https://github.com/alice-example',
      'https://www.linkedin.com/in/alice-example',
      'https://mastodon.social/@alice',
    ]);
    // Alice's folder /team has its own settings, which win over the site root's.
    const site = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Social media links' });
    expect(
      within(site)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://github.com/plone/volto']);
    expect(backend.requests).toHaveLength(1);
  });

  it('emits no sharing tag where the settings say not to share social data', async () => {
    const { store, content } = await visit('/community/meetups');
    const html = renderToString(
      withIntl(
        <SocialHeadTags tags={buildHeadTags({ content, settings: selectSocialMediaSettings(store.getState()) })} />,
      ),
    );
    expect(html).toContain('og:title');

    const admin = createTestStore();
    const loaded = await admin.dispatch(loadContent({ client: backend.admin, path: '/internal/draft' }));
    if (!loadContent.fulfilled.match(loaded)) throw new Error('GET /internal/draft failed');
    expect(selectSocialMediaSettings(admin.getState()).share_social_data).toBe(false);
    const hidden = renderToString(
      <SocialHeadTags
        tags={buildHeadTags({ content: loaded.payload.content, settings: selectSocialMediaSettings(admin.getState()) })}
      />,
    );
    expect(hidden).toBe('');
  });

  it('shows each search result’s links from the catalog summaries', async () => {
    const { items } = await backend.admin.listFolder('/team');
    const carol = items.find((item) => item.title === 'Carol Example');
    expect(carol?.social_links).toBeNull();
    render(
      withIntl(
        <>
          {items.map((item) => (
            <SummarySocialLinks key={item['@id']} item={item} />
          ))}
        </>,
      ),
    );
    expect(
      within(screen.getByRole('list', { name: 'Social media links of Alice Example' })).getAllByRole('link'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('list', { name: 'Social media links of Bob Example' })).getAllByRole('link'),
    ).toHaveLength(2);
    // Carol has no links (null): no list for her, and nothing broken.
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });
});
