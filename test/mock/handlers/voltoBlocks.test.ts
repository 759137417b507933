// A page's Volto blocks, as plone.volto's blocks behavior keeps them: served with the page, and replaced by a PATCH,
// so a block's settings saved by an editor are what the next visitor gets.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();

const FOLLOW_US_BLOCK = 'b1f0c6de-0001-4f00-8000-00000000f011';
const FOLLOW_US_TITLE_BLOCK = 'b1f0c6de-0012-4f00-8000-00000000f001';

describe('Volto blocks', () => {
  test('a page serves the blocks it holds, in the order of its layout', async () => {
    const { content } = await backend.anonymous.getContent('/follow-us');
    expect(content.blocks_layout).toEqual({
      items: [FOLLOW_US_TITLE_BLOCK, FOLLOW_US_BLOCK, 'b1f0c6de-0002-4f00-8000-00000000f011'],
    });
    expect((content.blocks as Record<string, unknown>)[FOLLOW_US_TITLE_BLOCK]).toEqual({ '@type': 'title' });
    expect((content.blocks as Record<string, unknown>)[FOLLOW_US_BLOCK]).toEqual({
      '@type': 'followUs',
      headline: 'Find us online',
      networks: ['mastodon', 'github', 'youtube'],
      animate: true,
    });
  });

  test('a page added without blocks serves the empty blocks of its type', async () => {
    await backend.admin.createContent('/', { '@type': 'Document', id: 'no-blocks', title: 'No blocks' });
    const { content } = await backend.admin.getContent('/no-blocks');
    expect(content.blocks).toEqual({});
    expect(content.blocks_layout).toEqual({ items: [] });
  });

  test('a PATCH replaces the blocks, and every later GET serves the new ones', async () => {
    const blocks = { [FOLLOW_US_BLOCK]: { '@type': 'followUs', headline: 'Our profiles', networks: ['x'] } };
    await backend.admin.patchContent('/follow-us', { blocks, blocks_layout: { items: [FOLLOW_US_BLOCK] } });
    const { content } = await backend.anonymous.getContent('/follow-us');
    expect(content.blocks).toEqual(blocks);
    expect(content.blocks_layout).toEqual({ items: [FOLLOW_US_BLOCK] });
  });
});
