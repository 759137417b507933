// Contract scenarios for the catalog as Plone builds it: which fields feed SearchableText per type, every
// sort_on the mock supports, sort_order, path depths, batching edges, filters on lists of values, and the
// querystring operations Volto 18's listing and search blocks send, alone and combined.
import { describe, expect, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

/** A slate paragraph as Volto 18 stores it: the text in `value` and, for the catalog, in `plaintext`. */
function slateBlocks(text: string) {
  return {
    blocks: {
      'title-block': { '@type': 'title' },
      'text-block': { '@type': 'slate', plaintext: text, value: [{ type: 'p', children: [{ text }] }] },
    },
    blocks_layout: { items: ['title-block', 'text-block'] },
  };
}

/**
 * A folder holding one object of each type the mock serves, each with a word of its own in its id, title,
 * description and blocks (where the type has blocks).
 */
async function searchableScenario(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: 'Searchable section' });
  await backend.admin.createContent(folder, {
    '@type': 'Document',
    id: 'pageidword',
    title: 'Pagetitleword',
    description: 'Pagedescriptionword',
    ...slateBlocks('Pageblockword'),
  });
  await backend.admin.createContent(folder, {
    '@type': 'News Item',
    id: 'newsidword',
    title: 'Newstitleword',
    description: 'Newsdescriptionword',
    ...slateBlocks('Newsblockword'),
  });
  await backend.admin.createContent(folder, {
    '@type': 'Folder',
    id: 'folderidword',
    title: 'Foldertitleword',
    description: 'Folderdescriptionword',
  });
  return folder;
}

const titles = (result: { items: Array<{ title?: unknown }> }) => result.items.map((item) => item.title);

/** For each word, whether a search in `folder` finds the object titled `title` (and nothing else). */
async function foundBy(folder: string, title: string, words: string[]): Promise<Record<string, boolean>> {
  const found: Record<string, boolean> = {};
  for (const word of words) {
    const result = titles(await backend.admin.search(folder, { SearchableText: word }));
    expect(result.filter((candidate) => candidate !== title)).toEqual([]);
    found[word] = result.includes(title);
  }
  return found;
}

describe('SearchableText per type', () => {
  test('a page is found by its title, description and the text of its blocks, not by its id', async () => {
    const folder = await searchableScenario('text-page');
    const words = ['pageidword', 'pagetitleword', 'pagedescriptionword', 'pageblockword'];
    expect(await foundBy(folder, 'Pagetitleword', words)).toEqual({
      pageidword: false,
      pagetitleword: true,
      pagedescriptionword: true,
      pageblockword: true,
    });
  });

  test('a news item is found by its title, description and the text of its blocks, not by its id', async () => {
    const folder = await searchableScenario('text-news');
    const words = ['newsidword', 'newstitleword', 'newsdescriptionword', 'newsblockword'];
    expect(await foundBy(folder, 'Newstitleword', words)).toEqual({
      newsidword: false,
      newstitleword: true,
      newsdescriptionword: true,
      newsblockword: true,
    });
  });

  test('a folder is found by its id, title and description', async () => {
    const folder = await searchableScenario('text-folder');
    const words = ['folderidword', 'foldertitleword', 'folderdescriptionword'];
    expect(await foundBy(folder, 'Foldertitleword', words)).toEqual({
      folderidword: true,
      foldertitleword: true,
      folderdescriptionword: true,
    });
  });

  test('words match whatever their case and accents, a trailing star matches a prefix, all words must occur', async () => {
    const folder = await backend.scenarioFolder('text-words');
    await backend.admin.createContent(folder, {
      '@type': 'Document',
      id: 'bistro',
      title: 'Café Société',
      description: 'Ärger im Büro',
    });
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'other', title: 'Other page' });
    expect(titles(await backend.admin.search(folder, { SearchableText: 'CAFÉ' }))).toEqual(['Café Société']);
    expect(titles(await backend.admin.search(folder, { SearchableText: 'cafe' }))).toEqual(['Café Société']);
    expect(titles(await backend.admin.search(folder, { SearchableText: 'soci*' }))).toEqual(['Café Société']);
    expect(titles(await backend.admin.search(folder, { SearchableText: 'café other' }))).toEqual([]);
    expect(titles(await backend.admin.search(folder, { SearchableText: 'buro' }))).toEqual(['Café Société']);
  });
});

/** Five pages in a folder whose titles sort differently as text and as Plone's sortable title. */
async function sortingScenario(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: 'Sorting' });
  const pages: Array<[string, string]> = [
    ['page-10', 'Page 10'],
    ['page-9', 'Page 9'],
    ['eglise', 'Église'],
    ['zebra', 'zebra'],
    ['apple', 'Apple'],
  ];
  for (const [id, title] of pages) await backend.admin.createContent(folder, { '@type': 'Document', id, title });
  return folder;
}

describe('sort_on and sort_order', () => {
  test('sortable_title orders numbers by value and ignores case and accents', async () => {
    const folder = await sortingScenario('sort-title');
    const result = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'sortable_title' });
    expect(titles(result)).toEqual(['Apple', 'Église', 'Page 9', 'Page 10', 'zebra']);
    const reversed = await backend.admin.raw(
      'GET',
      `${folder}/@search?path.depth=1&sort_on=sortable_title&sort_order=reverse`,
    );
    expect(titles((await reversed.json()) as never)).toEqual(['zebra', 'Page 10', 'Page 9', 'Église', 'Apple']);
  });

  test('folder position, id and path orders', async () => {
    const folder = await sortingScenario('sort-position');
    const position = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'getObjPositionInParent' });
    expect(titles(position)).toEqual(['Page 10', 'Page 9', 'Église', 'zebra', 'Apple']);
    const descending = await backend.admin.search(folder, {
      'path.depth': 1,
      sort_on: 'getObjPositionInParent',
      sort_order: 'descending',
    });
    expect(titles(descending)).toEqual(['Apple', 'zebra', 'Église', 'Page 9', 'Page 10']);
    const byId = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'getId' });
    expect(titles(byId)).toEqual(['Apple', 'Église', 'Page 10', 'Page 9', 'zebra']);
    const byIdIndex = await backend.admin.search(folder, { 'path.depth': 1, sort_on: 'id', sort_order: 'ascending' });
    expect(titles(byIdIndex)).toEqual(titles(byId));
    const byPath = await backend.admin.search(folder, { sort_on: 'path' });
    expect(titles(byPath)[0]).toBe('Sorting');
  });

  test('type, state and date orders', async () => {
    const folder = await backend.scenarioFolder('sort-kinds', { title: 'Kinds' });
    await backend.admin.createContent(folder, {
      '@type': 'News Item',
      id: 'news',
      title: 'News',
      effective: '2021-03-01T10:00:00',
    });
    await backend.admin.createContent(folder, {
      '@type': 'Document',
      id: 'page',
      title: 'Page',
      effective: '2023-03-01T10:00:00',
    });
    await backend.admin.createContent(folder, {
      '@type': 'Folder',
      id: 'sub',
      title: 'Sub',
      effective: '2022-03-01T10:00:00',
    });
    await backend.admin.transition(`${folder}/page`, 'publish');
    await backend.admin.transition(`${folder}/sub`, 'submit');
    const query = { 'path.depth': 1 };
    expect(titles(await backend.admin.search(folder, { ...query, sort_on: 'portal_type' }))).toEqual([
      'Page',
      'Sub',
      'News',
    ]);
    expect(titles(await backend.admin.search(folder, { ...query, sort_on: 'review_state' }))).toEqual([
      'Sub',
      'News',
      'Page',
    ]);
    expect(titles(await backend.admin.search(folder, { ...query, sort_on: 'effective' }))).toEqual([
      'News',
      'Sub',
      'Page',
    ]);
    expect(titles(await backend.admin.search(folder, { ...query, sort_on: 'Date', sort_order: 'descending' }))).toEqual(
      ['Page', 'Sub', 'News'],
    );
    for (const sortOn of ['created', 'modified']) {
      const one = await backend.admin.search(`${folder}/page`, { 'path.depth': 0, sort_on: sortOn });
      expect(titles(one)).toEqual(['Page']);
    }
  });

  test("a search reverses for 'reverse' and 'descending' in any case, a listing block for 'descending' only", async () => {
    // The catalog reads sort_order case-insensitively, 'reverse' being another name of 'descending'; plone.restapi's
    // @querystring-search hands the catalog 'descending' for exactly that word and 'ascending' for any other.
    const folder = await blockScenario('sort-reverse');
    const descending = ['Recent news about gardens', 'Old page about gardens', 'Future page about rivers'];
    const ascending = [...descending].reverse();
    // Not the client's search methods: their types allow only 'ascending' and 'descending'.
    const items = async (response: Response) => titles((await response.json()) as { items: Array<{ title: string }> });
    const rows = [{ i: 'path', o: op('string.absolutePath'), v: `${folder}::1` }];
    for (const order of ['reverse', 'Descending', 'REVERSE', 'descending']) {
      const search = `${folder}/@search?path.depth=1&sort_on=sortable_title&sort_order=${order}`;
      expect(await items(await backend.admin.raw('GET', search))).toEqual(descending);
      const body = { query: rows, sort_on: 'sortable_title', sort_order: order };
      const listed = await items(await backend.admin.raw('POST', '/@querystring-search', { body }));
      expect(listed).toEqual(order === 'descending' ? descending : ascending);
    }
  });

  test('an unknown sort index is ignored: the results come unsorted', async () => {
    const folder = await backend.scenarioFolder('sort-unknown');
    const response = await backend.admin.raw('GET', `${folder}/@search?sort_on=no_such_index`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items_total: number }).items_total).toBe(1);
  });
});

/** A folder `a` with a page, a folder `a/b` with a page, a folder `a/b/c` with a page. */
async function treeScenario(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: 'Level 0' });
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'p1', title: 'Page 1' });
  await backend.admin.createContent(folder, { '@type': 'Folder', id: 'b', title: 'Level 1' });
  await backend.admin.createContent(`${folder}/b`, { '@type': 'Document', id: 'p2', title: 'Page 2' });
  await backend.admin.createContent(`${folder}/b`, { '@type': 'Folder', id: 'c', title: 'Level 2' });
  await backend.admin.createContent(`${folder}/b/c`, { '@type': 'Document', id: 'p3', title: 'Page 3' });
  return folder;
}

const physical = (path: string) => `${new URL(backend.baseUrl).pathname}${path}`;

describe('path and depth', () => {
  test('depth 0 is the object, 1 its children only, 2 the object and two levels, -1 everything below', async () => {
    const folder = await treeScenario('depth');
    const at = (depth: number) =>
      backend.admin.search(folder, { path: physical(folder), 'path.depth': depth, sort_on: 'sortable_title' });
    expect(titles(await at(0))).toEqual(['Level 0']);
    expect(titles(await at(1))).toEqual(['Level 1', 'Page 1']);
    expect(titles(await at(2))).toEqual(['Level 0', 'Level 1', 'Level 2', 'Page 1', 'Page 2']);
    expect(titles(await at(-1))).toEqual(['Level 0', 'Level 1', 'Level 2', 'Page 1', 'Page 2', 'Page 3']);
  });

  test('two paths match what is below either', async () => {
    const folder = await treeScenario('two-paths');
    const response = await backend.admin.raw(
      'GET',
      `${folder}/@search?path=${physical(`${folder}/b/c`)}&path=${physical(`${folder}/p1`)}&sort_on=sortable_title`,
    );
    const result = (await response.json()) as { items: Array<{ title: string }> };
    expect(titles(result)).toEqual(['Level 2', 'Page 1', 'Page 3']);
  });
});

describe('batching edges', () => {
  test('a start beyond the end answers no items but the total', async () => {
    const folder = await treeScenario('batch-beyond');
    const result = await backend.admin.search(folder, { sort_on: 'sortable_title', b_start: 50, b_size: 2 });
    expect(result.items).toEqual([]);
    expect(result.items_total).toBe(6);
  });

  test('a batch size of 0 is a server error of the backend; the last batch is partial', async () => {
    const folder = await treeScenario('batch-zero');
    const zero = await backend.admin.raw('GET', `${folder}/@search?sort_on=sortable_title&b_size=0`);
    expect(zero.status).toBe(500);
    expect(await zero.json()).toMatchObject({ type: 'TypeError' });
    const last = await backend.admin.search(folder, { sort_on: 'sortable_title', b_start: 4, b_size: 4 });
    expect(titles(last)).toEqual(['Page 2', 'Page 3']);
  });
});

describe('filters on lists of values', () => {
  test('portal_type and review_state take lists, as repeated or :list parameters', async () => {
    const folder = await backend.scenarioFolder('filters-lists', { title: 'Filters' });
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'Page' });
    await backend.admin.createContent(folder, { '@type': 'News Item', id: 'news', title: 'News' });
    await backend.admin.createContent(folder, { '@type': 'Folder', id: 'sub', title: 'Sub' });
    await backend.admin.transition(`${folder}/news`, 'publish');
    await backend.admin.transition(`${folder}/sub`, 'submit');
    const get = async (query: string) =>
      titles(
        (await (await backend.admin.raw('GET', `${folder}/@search?sort_on=sortable_title&${query}`)).json()) as never,
      );
    expect(await get('portal_type=Document&portal_type=News%20Item')).toEqual(['News', 'Page']);
    expect(await get('portal_type:list=Folder')).toEqual(['Filters', 'Sub']);
    expect(await get('review_state=published&review_state=pending')).toEqual(['News', 'Sub']);
    expect(await get('review_state=private&portal_type=Folder')).toEqual(['Filters']);
  });
});

/** Three published items with distinct dates, types and words, for the listing and search blocks. */
async function blockScenario(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: 'Blocks' });
  const items: Array<[string, string, string, string]> = [
    ['Document', 'old', 'Old page about gardens', '2001-05-01T08:00:00'],
    ['News Item', 'recent', 'Recent news about gardens', '2024-05-01T08:00:00'],
    ['Document', 'future', 'Future page about rivers', '2099-05-01T08:00:00'],
  ];
  for (const [type, id, title, effective] of items) {
    await backend.admin.createContent(folder, { '@type': type, id, title, effective });
    await backend.admin.transition(`${folder}/${id}`, 'publish');
  }
  return folder;
}

type QueryRow = { i: string; o: string; v?: unknown };

const op = (name: string) => `plone.app.querystring.operation.${name}`;

describe('the queries of Volto 18 listing and search blocks', () => {
  test('type selections, text contains, sorting and limits alone and combined', async () => {
    const folder = await blockScenario('qs-ops');
    const path = { i: 'path', o: op('string.absolutePath'), v: `${folder}::1` };
    const run = async (rows: QueryRow[], extra: Record<string, unknown> = {}) =>
      titles(
        await backend.admin.querystringSearch('/', { query: [path, ...rows], sort_on: 'sortable_title', ...extra }),
      );
    expect(await run([{ i: 'portal_type', o: op('selection.any'), v: ['Document'] }])).toEqual([
      'Future page about rivers',
      'Old page about gardens',
    ]);
    expect(await run([{ i: 'portal_type', o: op('selection.none'), v: ['Document'] }])).toEqual([
      'Recent news about gardens',
    ]);
    const exact = [
      { i: 'review_state', o: op('selection.is'), v: ['published'] },
      { i: 'getId', o: op('string.is'), v: 'old' },
    ];
    expect(await run(exact)).toEqual(['Old page about gardens']);
    expect(await run([{ i: 'SearchableText', o: op('string.contains'), v: 'gardens' }])).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(
      await run(
        [
          { i: 'SearchableText', o: op('string.contains'), v: 'gard*' },
          { i: 'portal_type', o: op('selection.any'), v: ['Document', 'News Item'] },
        ],
        { sort_order: 'descending', limit: 1 },
      ),
    ).toEqual(['Recent news about gardens']);
    expect(await run([], { b_size: 2, b_start: 2 })).toEqual(['Recent news about gardens']);
  });

  test("a search block's text finds words that begin with each word typed, and words joined by a hyphen", async () => {
    // plone.app.querystring turns the text of a listing or search block into `word* AND word*` (? - + * are spaces):
    // typing "gard" finds the gardens, where @search, which takes the text as given, needs the whole word.
    const folder = await blockScenario('qs-text');
    const path = { i: 'path', o: op('string.absolutePath'), v: `${folder}::1` };
    const run = async (text: string) =>
      titles(
        await backend.admin.querystringSearch('/', {
          query: [path, { i: 'SearchableText', o: op('string.contains'), v: text }],
          sort_on: 'sortable_title',
        }),
      );
    expect(await run('gard')).toEqual(['Old page about gardens', 'Recent news about gardens']);
    expect(await run('riv future')).toEqual(['Future page about rivers']);
    expect(await run('riv gard')).toEqual([]);
    expect(await run('future riv')).toEqual(['Future page about rivers']);
    expect(await run('recent-news')).toEqual(['Recent news about gardens']);
    expect(titles(await backend.admin.search(folder, { SearchableText: 'gard' }))).toEqual([]);
  });

  test('date operations on the publishing date', async () => {
    const folder = await blockScenario('qs-dates');
    const path = { i: 'path', o: op('string.absolutePath'), v: `${folder}::1` };
    const run = async (row: QueryRow) =>
      titles(await backend.admin.querystringSearch('/', { query: [path, row], sort_on: 'effective' }));
    expect(await run({ i: 'effective', o: op('date.largerThan'), v: '2020-01-01' })).toEqual([
      'Recent news about gardens',
      'Future page about rivers',
    ]);
    expect(await run({ i: 'effective', o: op('date.lessThan'), v: '2020-01-01' })).toEqual(['Old page about gardens']);
    expect(await run({ i: 'effective', o: op('date.between'), v: ['2000-01-01', '2030-01-01'] })).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(await run({ i: 'effective', o: op('date.beforeToday'), v: '' })).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(await run({ i: 'effective', o: op('date.afterToday'), v: '' })).toEqual(['Future page about rivers']);
    // "Within the last N days" and "within the next N days" (9000 days back reach 2002, not 2001).
    expect(await run({ i: 'effective', o: op('date.largerThanRelativeDate'), v: '9000' })).toEqual([
      'Recent news about gardens',
    ]);
    expect(await run({ i: 'effective', o: op('date.lessThanRelativeDate'), v: '36500' })).toEqual([
      'Future page about rivers',
    ]);
    expect(await run({ i: 'effective', o: op('date.largerThanRelativeDate'), v: '-36500' })).toEqual([
      'Future page about rivers',
    ]);
    expect(await run({ i: 'effective', o: op('date.today'), v: '' })).toEqual([]);
    expect(await run({ i: 'effective', o: op('date.beforeRelativeDate'), v: '3650' })).toEqual([
      'Old page about gardens',
    ]);
    expect(await run({ i: 'effective', o: op('date.afterRelativeDate'), v: '3650' })).toEqual([
      'Future page about rivers',
    ]);
  });

  test('a path with a depth, the navigation path and the GET form of the search', async () => {
    const folder = await treeScenario('qs-paths');
    const query = (v: string, o = 'string.absolutePath') => [{ i: 'path', o: op(o), v }];
    const deep = await backend.admin.querystringSearch('/', {
      query: query(`${folder}/b::2`),
      sort_on: 'sortable_title',
    });
    expect(titles(deep)).toEqual(['Level 1', 'Level 2', 'Page 2', 'Page 3']);
    const nav = await backend.admin.querystringSearch('/', {
      query: query(`${folder}::1`, 'string.path'),
      sort_on: 'sortable_title',
    });
    expect(titles(nav)).toEqual(['Level 1', 'Page 1']);
    // The GET form carries the whole JSON body in `query`, as Volto sends it.
    const encoded = encodeURIComponent(JSON.stringify({ query: query(`${folder}::1`), sort_on: 'sortable_title' }));
    const viaGet = await backend.admin.raw('GET', `/@querystring-search?query=${encoded}`);
    expect(titles((await viaGet.json()) as never)).toEqual(['Level 1', 'Page 1']);
  });

  test('a published item whose publishing date is still to come is hidden from visitors until then, not from the manager', async () => {
    // Plone's catalog adds effectiveRange=now to every query of a user without "Access inactive portal content":
    // the search, a listing block and the folder's own listing leave the future page out for an anonymous visitor.
    const folder = await blockScenario('qs-inactive');
    await backend.admin.transition(folder, 'publish');
    const query = { sort_on: 'sortable_title', 'path.depth': 1 };
    expect(titles(await backend.anonymous.search(folder, query))).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(titles(await backend.admin.search(folder, query))).toEqual([
      'Future page about rivers',
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    const rows = { query: [{ i: 'path', o: op('string.absolutePath'), v: `${folder}::1` }], sort_on: 'sortable_title' };
    expect(titles(await backend.anonymous.querystringSearch('/', rows))).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    const listing = (await (await backend.anonymous.raw('GET', folder)).json()) as { items: Array<{ title: string }> };
    expect(titles(listing)).toEqual(['Old page about gardens', 'Recent news about gardens']);
    // The page itself stays readable at its address: only the catalog hides it.
    expect((await backend.anonymous.raw('GET', `${folder}/future`)).status).toBe(200);
    // So is a section to come left out of the visitor's navigation, and shown to the manager.
    const section = await backend.scenarioFolder('nav-inactive', { title: 'Section to come' });
    await backend.admin.patchContent(section, { effective: '2099-05-01T08:00:00' });
    await backend.admin.transition(section, 'publish');
    const navigation = async (client: typeof backend.admin) =>
      ((await (await client.raw('GET', '/@navigation')).json()) as { items: Array<{ title: string }> }).items.map(
        (item) => item.title,
      );
    expect(await navigation(backend.anonymous)).toEqual(expect.arrayContaining(['Home', 'Blocks']));
    expect(await navigation(backend.anonymous)).not.toContain('Section to come');
    expect(await navigation(backend.admin)).toContain('Section to come');
  });

  test('the creator, id and inactive-content criteria the listing block offers are answered, not refused', async () => {
    // @querystring offers "Creator: current logged in user", "Short name is not" and "Show inactive" (for the roles
    // chosen): a listing block using them lists what they select.
    const folder = await blockScenario('qs-more-ops');
    await backend.admin.transition(folder, 'publish');
    const path = { i: 'path', o: op('string.absolutePath'), v: `${folder}::1` };
    const run = async (client: typeof backend.admin, row: QueryRow) =>
      titles(await client.querystringSearch('/', { query: [path, row], sort_on: 'sortable_title' }));
    expect(await run(backend.admin, { i: 'Creator', o: op('string.currentUser'), v: '' })).toEqual([
      'Future page about rivers',
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(await run(backend.anonymous, { i: 'Creator', o: op('string.currentUser'), v: '' })).toEqual([]);
    expect(await run(backend.admin, { i: 'getId', o: op('string.isNot'), v: 'old' })).toEqual([
      'Future page about rivers',
      'Recent news about gardens',
    ]);
    const inactive = (roles: string[]) => ({ i: 'show_inactive', o: op('string.showInactive'), v: roles });
    expect(await run(backend.anonymous, inactive(['Anonymous']))).toEqual([
      'Future page about rivers',
      'Old page about gardens',
      'Recent news about gardens',
    ]);
    expect(await run(backend.anonymous, inactive(['Manager']))).toEqual([
      'Old page about gardens',
      'Recent news about gardens',
    ]);
  });

  test('an explicit "show inactive" decides for a manager too, read as Python reads a value', async () => {
    // Plone's catalog lists inactive items to whoever may access them only when the query names no `show_inactive`;
    // a value it names decides, by its truth: "Show inactive" for roles the manager lacks hides a future page from
    // her, as does an empty `show_inactive=` in @search, while any other text (`false` too) is a true string.
    const folder = await blockScenario('qs-inactive-explicit');
    await backend.admin.transition(folder, 'publish');
    const path = { i: 'path', o: op('string.absolutePath'), v: `${folder}::1` };
    const inactive = { i: 'show_inactive', o: op('string.showInactive'), v: ['Anonymous'] };
    const listed = await backend.admin.querystringSearch('/', { query: [path, inactive], sort_on: 'sortable_title' });
    expect(titles(listed)).toEqual(['Old page about gardens', 'Recent news about gardens']);
    const get = async (client: typeof backend.admin, query: string) =>
      titles(
        (await (
          await client.raw('GET', `${folder}/@search?sort_on=sortable_title&path.depth=1&${query}`)
        ).json()) as never,
      );
    expect(await get(backend.admin, 'show_inactive=')).toEqual(['Old page about gardens', 'Recent news about gardens']);
    expect(await get(backend.anonymous, 'show_inactive=false')).toEqual([
      'Future page about rivers',
      'Old page about gardens',
      'Recent news about gardens',
    ]);
  });

  test('the querystring configuration offers the indexes Volto builds its criteria from', async () => {
    const response = await backend.admin.raw('GET', '/@querystring');
    const body = (await response.json()) as {
      indexes: Record<string, unknown>;
      sortable_indexes: Record<string, unknown>;
    };
    expect(Object.keys(body.indexes)).toEqual(
      expect.arrayContaining(['SearchableText', 'path', 'portal_type', 'review_state']),
    );
    expect(Object.keys(body.sortable_indexes)).toContain('sortable_title');
  });
});

describe('what a search returns', () => {
  test('fullobjects, metadata_fields and a folder listing batch', async () => {
    const folder = await treeScenario('returns');
    const full = await backend.admin.raw('GET', `${folder}/@search?path.depth=1&sort_on=sortable_title&fullobjects=1`);
    expect(((await full.json()) as { items: Array<Record<string, unknown>> }).items[0]).toHaveProperty('UID');
    const meta = await backend.admin.raw(
      'GET',
      `${folder}/@search?path.depth=1&sort_on=sortable_title&metadata_fields=UID`,
    );
    expect(((await meta.json()) as { items: Array<Record<string, unknown>> }).items[0]).toHaveProperty('UID');
    const listing = await backend.admin.raw('GET', `${folder}?b_size=1&metadata_fields=_all`);
    expect(((await listing.json()) as { items: unknown[] }).items).toHaveLength(1);
    const noItems = await backend.admin.raw('GET', `${folder}?include_items=false`);
    expect((await noItems.json()) as Record<string, unknown>).not.toHaveProperty('items');
  });
  test('a metadata field that is no catalog column is left out of every summary, a column and getPath kept', async () => {
    // plone.restapi 10 reads only the catalog's columns and getPath/getURL for metadata_fields: a field of the
    // object (its text) or of a behavior (facebook_app_id) is not a key of the summary, from a brain or an object.
    const folder = await treeScenario('metadata-columns');
    const asked = ['UID', 'getPath', 'text', 'facebook_app_id'];
    const keysOf = (item: Record<string, unknown>) => asked.filter((field) => field in item);
    const query = asked.map((field) => `metadata_fields=${field}`).join('&');
    const search = await backend.admin.raw('GET', `${folder}/@search?path.depth=1&sort_on=sortable_title&${query}`);
    expect(((await search.json()) as { items: Array<Record<string, unknown>> }).items.map(keysOf)).toEqual([
      ['UID', 'getPath'],
      ['UID', 'getPath'],
    ]);
    const listing = await backend.admin.raw('GET', `${folder}?${query}`);
    expect(((await listing.json()) as { items: Array<Record<string, unknown>> }).items.map(keysOf)).toEqual([
      ['UID', 'getPath'],
      ['UID', 'getPath'],
    ]);
    const block = await backend.admin.querystringSearch(folder, {
      query: [{ i: 'path', o: op('string.relativePath'), v: '.::1' }],
      sort_on: 'sortable_title',
      metadata_fields: asked,
    });
    expect(block.items.map((item) => keysOf(item as Record<string, unknown>))).toEqual([
      ['UID', 'getPath'],
      ['UID', 'getPath'],
    ]);
  });
});

describe('the other indexes and parameters the mock serves', () => {
  test('id, UID, creator, folderishness and navigation exclusion filter a search', async () => {
    const folder = await treeScenario('field-indexes');
    const { content } = await backend.admin.getContent(`${folder}/p1`);
    const get = async (query: string) =>
      titles(
        (await (await backend.admin.raw('GET', `${folder}/@search?sort_on=sortable_title&${query}`)).json()) as never,
      );
    expect(await get('getId=p1')).toEqual(['Page 1']);
    expect(await get('id=p2')).toEqual(['Page 2']);
    expect(await get(`UID=${String(content.UID)}`)).toEqual(['Page 1']);
    expect(await get('Creator=admin&path.depth=1')).toEqual(['Level 1', 'Page 1']);
    expect(await get('is_folderish=false')).toEqual([]);
    expect(await get('exclude_from_nav=false&path.depth=1')).toEqual(['Level 1', 'Page 1']);
    expect(await get('SearchableText=page&use_site_search_settings=1')).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  test('a folder listing pages with b_start, and lists full objects', async () => {
    const folder = await treeScenario('listing-params');
    const second = (await (await backend.admin.raw('GET', `${folder}?b_start=1&b_size=1`)).json()) as {
      items: Array<{ title: string }>;
    };
    expect(second.items.map((item) => item.title)).toEqual(['Level 1']);
    const full = (await (await backend.admin.raw('GET', `${folder}?fullobjects=1`)).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(full.items[0]).toHaveProperty('blocks');
  });

  test('a listing block query with full objects, metadata fields and a relative path', async () => {
    const folder = await treeScenario('qs-returns');
    const rows = [{ i: 'path', o: op('string.relativePath'), v: '..::1' }];
    const full = await backend.admin.querystringSearch(`${folder}/b`, {
      query: rows,
      sort_on: 'sortable_title',
      fullobjects: true,
    });
    // The context the search is called on (Level 1) is left out of its own results.
    expect(titles(full)).toEqual(['Page 1']);
    const meta = await backend.admin.querystringSearch(`${folder}/b`, {
      query: rows,
      sort_on: 'sortable_title',
      metadata_fields: ['UID'],
    });
    expect(meta.items.every((item) => typeof (item as Record<string, unknown>).UID === 'string')).toBe(true);
  });
});

describe('tags', () => {
  test("an editor's tags are kept, shown on the page and in listings, and a tag criterion finds what carries it", async () => {
    // plone.app.dexterity's ICategorization.subjects is a Tuple of TextLine: plone.restapi deserializes each tag as a
    // text line (stripped), the object keeps them in order, `Subject()` feeds the Subject column and KeywordIndex.
    const folder = await backend.scenarioFolder('tags', { title: 'Tagged section' });
    await backend.admin.createContent(folder, {
      '@type': 'Document',
      id: 'gardens',
      title: 'Gardens',
      subjects: [' Gardens ', 'Rivers'],
    });
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'plain', title: 'Plain' });
    expect((await backend.admin.getContent(`${folder}/gardens`)).content.subjects).toEqual(['Gardens', 'Rivers']);
    const search = async (query: string) =>
      (
        (await (await backend.admin.raw('GET', `${folder}/@search?path.depth=1&${query}`)).json()) as {
          items: Array<Record<string, unknown>>;
        }
      ).items.map((item) => [item.title, item.Subject]);
    expect(await search('Subject=Gardens&metadata_fields=Subject')).toEqual([['Gardens', ['Gardens', 'Rivers']]]);
    expect(await search('sort_on=sortable_title&metadata_fields=Subject')).toEqual([
      ['Gardens', ['Gardens', 'Rivers']],
      ['Plain', []],
    ]);
    const byTag = async (tags: string[], operation = 'any') =>
      titles(
        await backend.admin.querystringSearch(folder, {
          query: [
            { i: 'path', o: op('string.relativePath'), v: '.::1' },
            { i: 'Subject', o: op(`selection.${operation}`), v: tags },
          ],
        }),
      );
    expect(await byTag(['Rivers', 'Lakes'])).toEqual(['Gardens']);
    expect(await byTag(['Rivers', 'Lakes'], 'all')).toEqual([]);
    await backend.admin.patchContent(`${folder}/gardens`, { subjects: ['Lakes'] });
    expect((await backend.admin.getContent(`${folder}/gardens`)).content.subjects).toEqual(['Lakes']);
    expect(await byTag(['Rivers'])).toEqual([]);
    expect(await byTag(['Lakes'])).toEqual(['Gardens']);
  });

  test('the tags field offers every tag in use, sorted, to choose from', async () => {
    // plone.app.vocabularies' KeywordsVocabulary lists the Subject index's keys (a BTree: sorted), each a term whose
    // token is the tag's urlsafe base64 (safe_simpleterm_from_value) and whose title is the tag itself.
    const folder = await backend.scenarioFolder('tags-vocabulary', { title: 'Tagged section' });
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'one', title: 'One', subjects: ['Rivers'] });
    await backend.admin.createContent(folder, {
      '@type': 'Document',
      id: 'two',
      title: 'Two',
      subjects: ['Gardens', 'Rivers'],
    });
    const keywords = await backend.admin.raw('GET', `${folder}/@vocabularies/plone.app.vocabularies.Keywords`);
    expect(await keywords.json()).toEqual({
      '@id': `${backend.baseUrl}${folder}/@vocabularies/plone.app.vocabularies.Keywords`,
      items: [
        { title: 'Gardens', token: 'R2FyZGVucw==' },
        { title: 'Rivers', token: 'Uml2ZXJz' },
      ],
      items_total: 2,
    });
  });
});

describe('expiration', () => {
  test('a page past its expiration date is hidden from visitors, not from the manager, and the expiration criteria find it', async () => {
    // CMFPlone's CatalogTool adds effectiveRange=now for a user without "Access inactive portal content": the
    // DateRangeIndex over effective() and expires() (CEILING_DATE when unset) keeps what is effective and not expired.
    const folder = await backend.scenarioFolder('expiration', { title: 'Expiring section' });
    await backend.admin.transition(folder, 'publish');
    const items: Array<[string, string, string | undefined]> = [
      ['expired', 'Expired page', '2001-05-01T08:00:00'],
      ['lasting', 'Lasting page', '2099-05-01T08:00:00'],
      ['plain', 'Plain page', undefined],
    ];
    for (const [id, title, expires] of items) {
      await backend.admin.createContent(folder, { '@type': 'Document', id, title, ...(expires ? { expires } : {}) });
      await backend.admin.transition(`${folder}/${id}`, 'publish');
    }
    expect((await backend.admin.getContent(`${folder}/expired`)).content.expires).toBe('2001-05-01T08:00:00+00:00');
    expect((await backend.admin.getContent(`${folder}/plain`)).content.expires).toBeNull();
    const query = { sort_on: 'sortable_title', 'path.depth': 1 };
    expect(titles(await backend.anonymous.search(folder, query))).toEqual(['Lasting page', 'Plain page']);
    expect(titles(await backend.admin.search(folder, query))).toEqual(['Expired page', 'Lasting page', 'Plain page']);
    const rows = { query: [{ i: 'path', o: op('string.absolutePath'), v: `${folder}::1` }], sort_on: 'sortable_title' };
    expect(titles(await backend.anonymous.querystringSearch('/', rows))).toEqual(['Lasting page', 'Plain page']);
    const listing = (await (await backend.anonymous.raw('GET', folder)).json()) as { items: Array<{ title: string }> };
    expect(titles(listing)).toEqual(['Lasting page', 'Plain page']);
    // The page itself stays readable at its address: only the catalog hides it.
    expect((await backend.anonymous.raw('GET', `${folder}/expired`)).status).toBe(200);
    const columns = await backend.admin.raw(
      'GET',
      `${folder}/@search?path.depth=1&sort_on=sortable_title&metadata_fields=expires&metadata_fields=ExpirationDate`,
    );
    expect(
      ((await columns.json()) as { items: Array<Record<string, unknown>> }).items.map((item) => [
        item.expires,
        item.ExpirationDate,
      ]),
    ).toEqual([
      ['2001-05-01T08:00:00+00:00', '2001-05-01T08:00:00+00:00'],
      ['2099-05-01T08:00:00+00:00', '2099-05-01T08:00:00+00:00'],
      ['2499-12-31T00:00:00+00:00', 'None'],
    ]);
    const byExpiration = async (operation: string) =>
      titles(
        await backend.admin.querystringSearch('/', {
          query: [...rows.query, { i: 'expires', o: op(`date.${operation}`), v: '' }],
          sort_on: 'sortable_title',
        }),
      );
    expect(await byExpiration('beforeToday')).toEqual(['Expired page']);
    expect(await byExpiration('afterToday')).toEqual(['Lasting page', 'Plain page']);
  });

  test('a listing sorted on the expiration date lists the soonest first and what never expires last', async () => {
    // `expires` is a DateIndex, and so a sort index; an object that never expires holds CMF's CEILING_DATE.
    const folder = await backend.scenarioFolder('expiration-order', { title: 'Expiring section' });
    const items: Array<[string, string | undefined]> = [
      ['Never', undefined],
      ['Later', '2099-05-01T08:00:00'],
      ['Sooner', '2098-05-01T08:00:00'],
    ];
    for (const [title, expires] of items) {
      await backend.admin.createContent(folder, { '@type': 'Document', title, ...(expires ? { expires } : {}) });
    }
    const sorted = async (sort_order: 'ascending' | 'descending') =>
      titles(
        await backend.admin.querystringSearch(folder, {
          query: [{ i: 'path', o: op('string.relativePath'), v: '.::1' }],
          sort_on: 'expires',
          sort_order,
        }),
      );
    expect(await sorted('ascending')).toEqual(['Sooner', 'Later', 'Never']);
    expect(await sorted('descending')).toEqual(['Never', 'Later', 'Sooner']);
  });
});

describe('links', () => {
  test("a Link's target is kept, shown on the Link and in every summary's getRemoteUrl, site variables as paths", async () => {
    // ILink's remoteUrl is a required TextLine of the type's own schema. plone.app.contenttypes' getRemoteUrl indexer
    // (plone.volto adds the column to every summary) replaces ${portal_url} and ${navigation_root_url} by the
    // portal's absolute_url_path(); a URL outside the site is kept as sent.
    const folder = await backend.scenarioFolder('links', { title: 'Links' });
    const created = async (id: string, title: string, remoteUrl?: string) =>
      (
        await backend.admin.raw('POST', folder, {
          body: JSON.stringify({ '@type': 'Link', id, title, ...(remoteUrl ? { remoteUrl } : {}) }),
          headers: { 'Content-Type': 'application/json' },
        })
      ).status;
    expect(await created('plone-org', 'Plone', 'https://plone.org/news')).toBe(201);
    expect(await created('contact', 'Contact', '${portal_url}/no-such-contact-page')).toBe(201);
    expect(await created('nowhere', 'Nowhere')).toBe(400);
    expect((await backend.admin.getContent(`${folder}/plone-org`)).content.remoteUrl).toBe('https://plone.org/news');
    const search = await backend.admin.raw('GET', `${folder}/@search?path.depth=1&sort_on=sortable_title`);
    expect(
      ((await search.json()) as { items: Array<Record<string, unknown>> }).items.map((item) => [
        item.title,
        item.getRemoteUrl,
      ]),
    ).toEqual([
      ['Contact', physical('/no-such-contact-page')],
      ['Plone', 'https://plone.org/news'],
    ]);
    const listing = (await (await backend.admin.raw('GET', folder)).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(listing.items.map((item) => item.getRemoteUrl)).toEqual([
      'https://plone.org/news',
      physical('/no-such-contact-page'),
    ]);
  });
});
