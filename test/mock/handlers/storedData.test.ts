// What the mock stores it serves back: link items of any JSON shape are read back as written in the content
// GET, the inherit expansion and catalog summaries; what it could not write back (JSON nested too deeply) is
// refused as Plone's decoder refuses it, and nothing is stored; `social_links: null` (or the text "null") is kept
// as Plone keeps it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../src/mock/model';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const base = () => backend.baseUrl;
const json = { Accept: 'application/json' };
const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
const SETTINGS = 'example.socialmedia.settings';

/** A JSON answer as the tests read it: any shape the backend may send. */
type Answer = Record<string, unknown> & { items: Array<Record<string, unknown>> };

async function patchLinks(path: string, raw: string) {
  const response = await fetch(`${base()}${path}`, { method: 'PATCH', headers: admin, body: raw });
  const body = response.status === 204 ? undefined : ((await response.json()) as Record<string, unknown>);
  return { status: response.status, body };
}

async function read(path: string): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${base()}${path}`, { headers: json });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Every place a visitor's page reads the team folder's links from. */
async function linksEverywhere() {
  const content = await read('/team');
  const inherit = await read(`/team/@inherit?expand.inherit.behaviors=${SETTINGS}`);
  const search = await read('/@search?portal_type=Folder&sort_on=getId');
  const summary = search.body.items.find((item) => item['@id'] === `${base()}/team`);
  const inherited = inherit.body[SETTINGS] as { data: Record<string, unknown> } | undefined;
  return {
    statuses: [content.status, inherit.status, search.status],
    content: content.body.social_links,
    inherit: inherited?.data.social_links,
    summary: summary?.social_links,
  };
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('link items of any JSON shape', () => {
  test('whatever list of objects a PATCH accepts is served back as written, in every read', async () => {
    const item = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 3 }), async (links) => {
        const raw = JSON.stringify({ social_links: links });
        const patch = await patchLinks('/team', raw);
        expect(patch.status).toBe(204);
        const expected = (JSON.parse(raw) as { social_links: unknown }).social_links;
        const everywhere = await linksEverywhere();
        expect(everywhere.statuses).toEqual([200, 200, 200]);
        expect(everywhere.content).toEqual(expected);
        expect(everywhere.inherit).toEqual(expected);
        expect(everywhere.summary).toEqual(expected);
      }),
      { numRuns: 60, seed: 20261123 },
    );
  });

  test(`a link nested ${MAX_JSON_DEPTH} levels deep in the body is stored and read back`, async () => {
    // The body object, the list and the item are three levels: the item's value fills the rest.
    const links = [{ id: 'x', deep: nested(MAX_JSON_DEPTH - 3) }];
    expect((await patchLinks('/team', JSON.stringify({ social_links: links }))).status).toBe(204);
    const everywhere = await linksEverywhere();
    expect(everywhere.statuses).toEqual([200, 200, 200]);
    expect(everywhere.content).toEqual(links);
  });

  test('a link nested deeper than the mock can write back is refused, as Plone refuses it, and nothing changes', async () => {
    const before = await linksEverywhere();
    for (const depth of [MAX_JSON_DEPTH, 3000, 100_000]) {
      const raw = `{"social_links": [{"id": "x", "deep": ${'['.repeat(depth)}1${']'.repeat(depth)}}]}`;
      const patch = await patchLinks('/team', raw);
      expect(patch.status).toBe(500);
      expect(patch.body).toMatchObject({
        type: 'RecursionError',
        message: expect.stringContaining('maximum recursion depth'),
      });
      expect(await linksEverywhere()).toEqual(before);
    }
  });

  test('links sent as a JSON text nested too deeply are refused the same way', async () => {
    const before = await linksEverywhere();
    const text = JSON.stringify([{ id: 'x', deep: nested(MAX_JSON_DEPTH + 10) }]);
    const patch = await patchLinks('/team', JSON.stringify({ social_links: text }));
    expect(patch.status).toBe(500);
    expect(patch.body).toMatchObject({ type: 'RecursionError' });
    expect(await linksEverywhere()).toEqual(before);
  });

  test('a listing query nested too deeply is refused without reaching the catalog', async () => {
    const response = await fetch(`${base()}/@querystring-search`, {
      method: 'POST',
      headers: json,
      body: `{"query": [{"i": "portal_type", "o": "plone.app.querystring.operation.selection.any", "v": ${'['.repeat(5000)}${']'.repeat(5000)}}]}`,
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ type: 'RecursionError' });
  });

  test('an X address padded with long runs of spaces still gives the username, as str.strip() does', async () => {
    const padding = ' \t\u00a0'.repeat(2000);
    const links = [
      { id: 'x', href: [{ '@id': `${padding}https://x.com/padded${padding}` }] },
      { id: 'facebook', href: [{ '@id': `https://facebook.com/a${padding}b` }] },
    ];
    expect((await patchLinks('', JSON.stringify({ social_links: links }))).status).toBe(204);
    expect((await read('')).body).toMatchObject({ x_username: 'padded', facebook_username: '' });
  });

  test('a number too large for a double is stored as infinity and written as Python writes it, Infinity', async () => {
    expect((await patchLinks('/team', '{"social_links": [{"id": "x", "followers": 1e400}]}')).status).toBe(204);
    const response = await fetch(`${base()}/team`, { headers: json });
    expect(response.status).toBe(200);
    // json.dumps with its default allow_nan: not JSON a browser can parse, as Plone answers it (inferred).
    expect(await response.text()).toMatch(/"followers": Infinity/);
  });

  test('social_links: null is accepted as Plone accepts it, and then the settings cannot be read, as in Plone', async () => {
    expect((await patchLinks('/team', '{"social_links": null}')).status).toBe(204);
    const content = await read('/team');
    expect(content.status).toBe(500);
    expect(content.body).toMatchObject({ type: 'TypeError', message: "'NoneType' object is not iterable" });
  });

  test.each([['"null"'], ['" null "'], ['"None"']])(
    'social_links sent as the text %s decodes to None and is stored as null is, with the same failing reads',
    async (text) => {
      expect((await patchLinks('/team', `{"social_links": ${text}}`)).status).toBe(204);
      const content = await read('/team');
      expect(content.status).toBe(500);
      expect(content.body).toMatchObject({ type: 'TypeError', message: "'NoneType' object is not iterable" });
    },
  );
});
