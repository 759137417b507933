// Folder order and catalog sorting on a large folder: the order a listing block shows, by position in the
// folder and by title, ascending and descending (the bench `npm run bench:mock` measures how it scales).
import { describe, expect, test } from 'vitest';
import { createMockSite, searchCatalog, type ContentNode, type RequestContext } from '../../../src/mock/model';

const SIZE = 5000;

function largeFolder() {
  const site = createMockSite({ now: () => new Date('2026-01-01T00:00:00Z') });
  const folder = site.create(site.root, { type: 'Folder', id: 'big', title: 'Big' });
  // Titles run against the folder order, so that sorting by title and by position disagree everywhere.
  for (let index = 0; index < SIZE; index += 1) {
    const number = String(SIZE - index).padStart(5, '0');
    site.create(folder, { type: 'Document', id: `page-${index}`, title: `Page ${number}` });
  }
  const admin = site.user('admin')!;
  const ctx: RequestContext = {
    site,
    user: admin,
    siteUrl: 'http://m.test/Plone',
    actualUrl: 'http://m.test/Plone',
    queryString: '',
    form: {},
  };
  return { site, folder, ctx };
}

const ids = (nodes: ContentNode[]) => nodes.map((node) => node.id);
const inFolder = { path: { query: '/Plone/big', depth: 1 } };

describe(`sorting a folder of ${SIZE} pages`, () => {
  const { folder, ctx } = largeFolder();
  const folderOrder = folder.children.map((child) => child.id);

  test('by position in the folder gives the folder order, and its reverse when descending', () => {
    expect(ids(searchCatalog(ctx, { ...inFolder, sort_on: 'getObjPositionInParent' }))).toEqual(folderOrder);
    expect(
      ids(searchCatalog(ctx, { ...inFolder, sort_on: 'getObjPositionInParent', sort_order: 'descending' })),
    ).toEqual([...folderOrder].reverse());
  });

  test('by title gives the title order, which here is the reverse of the folder order', () => {
    const byTitle = searchCatalog(ctx, { ...inFolder, sort_on: 'sortable_title' });
    expect(ids(byTitle)).toEqual([...folderOrder].reverse());
    expect(byTitle[0]!.fields.title).toBe('Page 00001');
  });

  test('equal keys keep the order of the tree walk', () => {
    const sorted = searchCatalog(ctx, { ...inFolder, sort_on: 'portal_type' });
    expect(ids(sorted)).toEqual(folderOrder);
  });
});
