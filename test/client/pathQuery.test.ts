// A path that carries a query string (a batching link, an `@id` with parameters): its parameters count as the
// caller's, so that Plone gets each key once.
import { documentResponse, inheritComponent, SITE } from '../contract/fixtures';
import { useMockBackend } from '../support/mockBackend';
import { json } from './fakeFetch';
import { setup } from './setupClient';

const SETTINGS = 'example.socialmedia.settings';

describe('createClient: a path that carries a query string', () => {
  it('sends the behaviors a path names once, with ours appended (Plone answers a repeated one with a 500)', async () => {
    const { client, last } = setup(() => json(documentResponse()));
    await client.getContent('/news?expand.inherit.behaviors=other.behavior&expand=breadcrumbs&expand=navigation');
    expect(last().url).toBe(
      `${SITE}/news?expand=breadcrumbs,navigation,inherit&expand.inherit.behaviors=other.behavior,${SETTINGS}`,
    );
  });

  it("follows a folder's batching link, which carries the expansion already, without repeating a parameter", async () => {
    const { client, last } = setup(() => json(documentResponse({ is_folderish: true, items: [], items_total: 4 })));
    // `batching.next` as Plone writes it for the first page of `listFolder('/folder', { b_size: 2 })`.
    await client.listFolder(`${SITE}/folder?b_start=2&expand=inherit&expand.inherit.behaviors=${SETTINGS}&b_size=2`);
    expect(last().url).toBe(`${SITE}/folder?expand=inherit&expand.inherit.behaviors=${SETTINGS}&b_start=2&b_size=2`);
  });

  it("lets the caller's query replace a parameter the path names too", async () => {
    const { client, last } = setup(() => json(documentResponse({ is_folderish: true, items: [], items_total: 6 })));
    await client.listFolder(`${SITE}/folder?b_start=2&b_size=2`, { b_start: 4 });
    expect(last().url).toBe(`${SITE}/folder?expand=inherit&expand.inherit.behaviors=${SETTINGS}&b_start=4&b_size=2`);
  });

  it('asks @inherit for the behaviors named and @search with each parameter once', async () => {
    const { client, requests } = setup((request) =>
      json(request.url.includes('/@inherit') ? inheritComponent('/news') : { '@id': '', items: [], items_total: 0 }),
    );
    await client.getSettings('/news?expand.inherit.behaviors=other.behavior');
    await client.search('/news?portal_type=Event&b_size=5', { portal_type: 'Document' });
    expect(requests.map((request) => request.url)).toEqual([
      `${SITE}/news/@inherit?expand.inherit.behaviors=${SETTINGS}`,
      `${SITE}/news/@search?portal_type=Document&b_size=5`,
    ]);
  });

  describe('against the mock backend', () => {
    const backend = useMockBackend();

    it("gives a folder's second page when following its batching link", async () => {
      const { content } = await backend.anonymous.getContent('/', { query: { b_size: 2 } });
      const next = (content.batching as { next?: string } | undefined)?.next;
      expect(next).toContain('b_start=2');
      // The link's parameters in the link's order: the answer's `batching['@id']` is the address asked.
      const expected = await backend.anonymous.listFolder('/', { b_start: 2, b_size: 2 });
      expect(expected.items).toHaveLength(2);
      expect(await backend.anonymous.listFolder(next!)).toEqual(expected);
    });

    it("hands a folder listing's batching links to the caller, so that it can follow Plone's next and previous pages", async () => {
      const first = await backend.anonymous.listFolder('/', { b_size: 2 });
      expect(first.items).toHaveLength(2);
      expect(first.items_total).toBeGreaterThan(2);
      const next = first.batching?.next;
      expect(next).toContain('b_start=2');
      expect(first.batching?.prev).toBeUndefined();
      const second = await backend.anonymous.listFolder(next!);
      expect(second.items).toEqual((await backend.anonymous.listFolder('/', { b_size: 2, b_start: 2 })).items);
      expect(second.batching?.prev).toContain('b_start=0');
      expect((await backend.anonymous.listFolder(second.batching!.prev!)).items).toEqual(first.items);
    });

    it('leaves out the batching links of a folder listing that fits on one page, as Plone does', async () => {
      const listing = await backend.anonymous.listFolder('/team');
      expect(listing.items.length).toBe(listing.items_total);
      expect(listing).not.toHaveProperty('batching');
    });

    it("gives a search's second page when following its batching link, which names @search already", async () => {
      const query = { sort_on: 'sortable_title', b_size: 2 };
      const first = await backend.anonymous.search('/', query);
      const next = first.batching?.next;
      expect(next).toContain('/@search?');
      const expected = await backend.anonymous.search('/', { ...query, b_start: 2 });
      expect(expected.items).toHaveLength(2);
      const followed = await backend.anonymous.search(next!);
      expect(followed.items).toEqual(expected.items);
      expect(followed.items_total).toBe(expected.items_total);
    });

    it("gives a querystring search's second page when following its batching link, which names the service already", async () => {
      const body = {
        query: [{ i: 'portal_type', o: 'plone.app.querystring.operation.selection.any', v: ['Document'] }],
        sort_on: 'sortable_title',
        b_size: 2,
      };
      const first = await backend.anonymous.querystringSearch('/', body);
      const next = first.batching?.next;
      expect(next).toContain('/@querystring-search?');
      const expected = await backend.anonymous.querystringSearch('/', { ...body, b_start: 2 });
      expect(expected.items).toHaveLength(2);
      const followed = await backend.anonymous.querystringSearch(next!, body);
      expect(followed.items).toEqual(expected.items);
      expect(followed.items_total).toBe(expected.items_total);
    });

    it("loads a page whose path names another add-on's behaviors, with the settings", async () => {
      const { content, settings } = await backend.anonymous.getContent(
        '/about?expand.inherit.behaviors=other.behavior',
      );
      expect(content['@id']).toBe(`${backend.baseUrl}/about`);
      expect(settings).not.toBeNull();
    });
  });
});
