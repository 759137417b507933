// Contract scenarios for the addresses of the site's own pages inside a page's blocks: plone.restapi's blocks
// deserializer passes every block through its resolveuid transform (any `@id`, `url`, `href` or `preview_image`, at any
// depth: a slate link's `data.url`, a listing's "more" link `linkHref`) and stores such an address by the page's UID;
// its serializer turns it back into the page's current address at every read. The add-on's Social links listing reads
// its "more" link from there. A querystring's path (`v`) is no such key and stays as stored.
import { expect, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

/**
 * The blocks of a page linking `news` and `team`, as Volto's editor sends them (a teaser is left out: its own
 * serializer adds the target's summary to it).
 */
function blocksLinking(newsUrl: string, teamUrl: string, teamPath: string) {
  return {
    text: {
      '@type': 'slate',
      value: [
        {
          type: 'p',
          children: [{ text: 'Read ' }, { type: 'link', data: { url: newsUrl }, children: [{ text: 'the news' }] }],
        },
      ],
      plaintext: 'Read the news',
    },
    team: {
      '@type': 'listing',
      variation: 'socialLinks',
      headline: 'Our team',
      linkTitle: 'The whole team',
      linkHref: [{ '@id': teamUrl, title: 'Team' }],
      querystring: {
        query: [{ i: 'path', o: 'plone.app.querystring.operation.string.absolutePath', v: teamPath }],
        sort_on: 'sortable_title',
      },
    },
    follow: { '@type': 'followUs', headline: 'Follow us', networks: ['github'], animated: true },
  };
}

test('the addresses of site pages in a page’s blocks follow the pages when they are renamed', async () => {
  const folder = await backend.scenarioFolder('blocks-links', { title: 'Section' });
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'news', title: 'News' });
  await backend.admin.createContent(folder, { '@type': 'Folder', id: 'team', title: 'Team' });
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'home', title: 'Home' });
  const url = (path: string) => `${backend.baseUrl}${folder}/${path}`;
  const blocks = blocksLinking(url('news'), url('team'), `${folder}/team`);
  const layout = { items: Object.keys(blocks) };
  const patched = await backend.admin.raw('PATCH', `${folder}/home`, { body: { blocks, blocks_layout: layout } });
  expect(patched.status).toBe(204);
  const read = async () => (await backend.admin.getContent(`${folder}/home`)).content.blocks;
  expect(await read()).toEqual(blocks);

  // Both pages renamed: every link follows, for a visitor too; the listing's query keeps the path it was given.
  expect((await backend.admin.raw('PATCH', `${folder}/news`, { body: { id: 'latest-news' } })).status).toBe(204);
  expect((await backend.admin.raw('PATCH', `${folder}/team`, { body: { id: 'people' } })).status).toBe(204);
  const followed = blocksLinking(url('latest-news'), url('people'), `${folder}/team`);
  expect(await read()).toEqual(followed);
  // Published with its section: a page inside a private folder gets no settings from the reference backend.
  for (const path of [folder, `${folder}/home`]) {
    expect((await backend.admin.raw('POST', `${path}/@workflow/publish`, { body: {} })).status).toBe(200);
  }
  expect((await backend.anonymous.getContent(`${folder}/home`)).content.blocks).toEqual(followed);
});
