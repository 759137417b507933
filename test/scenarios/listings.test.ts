// Contract scenarios for catalog summaries: `@search`, `@querystring-search` and folder listings,
// each summary with `social_links` (null when there are none), batching, and visibility.
import { describe, expect, test } from 'vitest';
import { PloneApiError } from '../../src/client';
import { useContractBackend } from './harness';
import { github } from './links';

const backend = useContractBackend();

/** Every key a summary has with plone.restapi, plone.volto 6 and the social media add-on (reference §4). */
const SUMMARY_KEYS = [
  '@id',
  '@type',
  'description',
  'effective',
  'end',
  'getObjSize',
  'getRemoteUrl',
  'head_title',
  'image_field',
  'image_scales',
  'mime_type',
  'nav_title',
  'review_state',
  'social_links',
  'start',
  'title',
  'type_title',
];

/** A folder with, in order: a published page with links, a private page without, a published news item. */
async function catalogScenario(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: `Listing ${slug}` });
  await backend.admin.createContent(folder, {
    '@type': 'Document',
    id: 'alpha',
    title: 'Alpha page',
    description: 'Lorem ipsum',
  });
  await backend.admin.putLinks(`${folder}/alpha`, [github]);
  await backend.admin.transition(`${folder}/alpha`, 'publish');
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'beta', title: 'Beta page' });
  await backend.admin.createContent(folder, {
    '@type': 'News Item',
    id: 'gamma',
    title: 'Gamma news',
    description: 'Dolor sit',
  });
  await backend.admin.transition(`${folder}/gamma`, 'publish');
  return folder;
}

const physical = (folder: string) => `${new URL(backend.baseUrl).pathname}${folder}`;

describe('@search', () => {
  test('summaries carry every key of the reference, social_links null when there are none', async () => {
    const folder = await catalogScenario('search-keys');
    const result = await backend.admin.search(folder, { path: physical(folder), sort_on: 'path' });
    expect(result.items_total).toBe(4);
    expect(result.items.map((item) => item['@id'])).toEqual(
      [folder, `${folder}/alpha`, `${folder}/beta`, `${folder}/gamma`].map((path) => `${backend.baseUrl}${path}`),
    );
    for (const item of result.items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
    expect(result.items.map((item) => item.social_links)).toEqual([null, [github], null, null]);
    expect(result.items[1]).toMatchObject({
      '@type': 'Document',
      review_state: 'published',
      title: 'Alpha page',
      type_title: 'Page',
    });
  });

  test('path.depth=1 lists the children without the folder itself', async () => {
    const folder = await catalogScenario('search-depth');
    const result = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'sortable_title' });
    expect(result.items.map((item) => item.title)).toEqual(['Alpha page', 'Beta page', 'Gamma news']);
  });

  test('portal_type, review_state and SearchableText filter the results', async () => {
    const folder = await catalogScenario('search-filters');
    const pages = await backend.admin.search(folder, { portal_type: 'Document', sort_on: 'sortable_title' });
    expect(pages.items.map((item) => item.title)).toEqual(['Alpha page', 'Beta page']);
    const published = await backend.admin.search(folder, { review_state: 'published', sort_on: 'sortable_title' });
    expect(published.items.map((item) => item.title)).toEqual(['Alpha page', 'Gamma news']);
    const text = await backend.admin.search(folder, { SearchableText: 'dolor' });
    expect(text.items.map((item) => item.title)).toEqual(['Gamma news']);
  });

  test('an anonymous visitor finds only what is published', async () => {
    const folder = await catalogScenario('search-anonymous');
    await backend.admin.transition(folder, 'publish');
    const result = await backend.anonymous.search(folder, { sort_on: 'sortable_title', 'path.depth': 1 });
    expect(result.items.map((item) => item.title)).toEqual(['Alpha page', 'Gamma news']);
  });

  test('batches carry first, last and next links; the @id drops batching and sorting parameters', async () => {
    const folder = await catalogScenario('search-batching');
    const result = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'sortable_title', b_size: 2 });
    const base = `${backend.baseUrl}${folder}/@search`;
    expect(result['@id']).toBe(`${base}?path.depth=1`);
    expect(result.items_total).toBe(3);
    expect(result.items.map((item) => item.title)).toEqual(['Alpha page', 'Beta page']);
    expect(result.batching).toEqual({
      '@id': `${base}?path.depth=1&sort_on=sortable_title&b_size=2`,
      first: `${base}?b_start=0&path.depth=1&sort_on=sortable_title&b_size=2`,
      last: `${base}?b_start=2&path.depth=1&sort_on=sortable_title&b_size=2`,
      next: `${base}?b_start=2&path.depth=1&sort_on=sortable_title&b_size=2`,
    });
    const second = await backend.admin.search(folder, {
      'path.depth': 1,
      sort_on: 'sortable_title',
      b_size: 2,
      b_start: 2,
    });
    expect(second.items.map((item) => item.title)).toEqual(['Gamma news']);
    expect(second.batching).not.toHaveProperty('next');
    expect(second.batching?.prev).toBe(`${base}?b_start=0&path.depth=1&sort_on=sortable_title&b_size=2`);
  });

  test('an empty SearchableText answers an empty list', async () => {
    const folder = await backend.scenarioFolder('search-empty-text');
    const response = await backend.admin.raw('GET', `${folder}/@search?SearchableText=()`);
    expect(await response.json()).toEqual([]);
  });
});

describe('@querystring-search', () => {
  test('a listing block query on type, absolute path with depth and review state', async () => {
    const folder = await catalogScenario('qs-listing');
    const result = await backend.admin.querystringSearch('/', {
      query: [
        { i: 'portal_type', o: 'plone.app.querystring.operation.selection.any', v: ['Document', 'News Item'] },
        { i: 'path', o: 'plone.app.querystring.operation.string.absolutePath', v: `${folder}::1` },
        { i: 'review_state', o: 'plone.app.querystring.operation.selection.any', v: ['published'] },
      ],
      sort_on: 'sortable_title',
      sort_order: 'descending',
    });
    expect(result['@id']).toBe(`${backend.baseUrl}/@querystring-search`);
    expect(result.items.map((item) => item.title)).toEqual(['Gamma news', 'Alpha page']);
    expect(result.items.map((item) => item.social_links)).toEqual([null, [github]]);
  });

  test('a relative path and a text search, called on the folder itself', async () => {
    const folder = await catalogScenario('qs-relative');
    const result = await backend.admin.querystringSearch(folder, {
      query: [
        { i: 'path', o: 'plone.app.querystring.operation.string.relativePath', v: '.' },
        { i: 'SearchableText', o: 'plone.app.querystring.operation.string.contains', v: 'page' },
      ],
      sort_on: 'sortable_title',
      b_size: 1,
    });
    expect(result.items_total).toBe(2);
    expect(result.items.map((item) => item.title)).toEqual(['Alpha page']);
    expect(result.batching).toMatchObject({
      first: `${backend.baseUrl}${folder}/@querystring-search?b_start=0`,
      next: `${backend.baseUrl}${folder}/@querystring-search?b_start=1`,
    });
  });

  test('a criterion on tags (Subject) lists only tagged pages, whatever its operation: none where nothing is tagged', async () => {
    // A listing block's "Tag" criterion and a Search block's tags facet: Plone's Subject index filters the results.
    const folder = await catalogScenario('qs-subject');
    const criteria = (operation: string) => [
      { i: 'path', o: 'plone.app.querystring.operation.string.absolutePath', v: `${folder}::1` },
      { i: 'Subject', o: `plone.app.querystring.operation.selection.${operation}`, v: ['board'] },
    ];
    const tagged = await backend.admin.querystringSearch(folder, { query: criteria('any'), sort_on: 'sortable_title' });
    expect(tagged.items.map((item) => item.title)).toEqual([]);
    expect(tagged.items_total).toBe(0);
    const allTags = await backend.admin.querystringSearch(folder, { query: criteria('all') });
    expect(allTags.items).toEqual([]);
    const untagged = await backend.admin.querystringSearch(folder, {
      query: criteria('none'),
      sort_on: 'sortable_title',
    });
    // The Subject index holds no untagged object, so "none of" finds none of them either.
    expect(untagged.items.map((item) => item.title)).toEqual([]);
    const searched = await backend.admin.search(folder, { Subject: 'board' });
    expect(searched.items).toEqual([]);
  });

  test('a search without query is a 400 "No query supplied"', async () => {
    const error = await backend.admin.querystringSearch('/', { query: [] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PloneApiError);
    expect(error).toMatchObject({ status: 400, type: 'BadRequest', message: 'No query supplied' });
  });
});

describe('folder listings', () => {
  test('the items of a folder are summaries in folder order, social_links null when there are none', async () => {
    const folder = await catalogScenario('listing-items');
    const listing = await backend.admin.listFolder(folder);
    expect(listing.items_total).toBe(3);
    expect(listing.items.map((item) => item.title)).toEqual(['Alpha page', 'Beta page', 'Gamma news']);
    expect(listing.items.map((item) => item.social_links)).toEqual([[github], null, null]);
    for (const item of listing.items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
  });

  test('anonymous visitors see only the published items', async () => {
    const folder = await catalogScenario('listing-anonymous');
    await backend.admin.transition(folder, 'publish');
    const listing = await backend.anonymous.listFolder(folder);
    expect(listing.items.map((item) => item.title)).toEqual(['Alpha page', 'Gamma news']);
  });
});
