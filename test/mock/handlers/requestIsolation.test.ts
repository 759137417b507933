// No request reaches a prototype or another request's answer: `__proto__`, `constructor` and `prototype` are
// ordinary names in query keys, dotted keys, JSON bodies and paths, as they are in Python, on the demo site.
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const base = () => backend.baseUrl;
const json = { Accept: 'application/json' };
const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };

const BUILT_INS = [Object.prototype, Array.prototype, Function.prototype, String.prototype] as const;
const builtInKeys = () => BUILT_INS.map((prototype) => Reflect.ownKeys(prototype).map(String).sort());
const cleanKeys = builtInKeys();

// A failing test must not leave a polluted prototype to the tests after it.
afterEach(() => {
  BUILT_INS.forEach((prototype, index) => {
    for (const key of Reflect.ownKeys(prototype)) {
      if (!cleanKeys[index]!.includes(String(key))) delete (prototype as Record<PropertyKey, unknown>)[key];
    }
  });
});

async function text(path: string, init: RequestInit = { headers: json }) {
  const response = await fetch(`${base()}${path}`, init);
  return { status: response.status, text: await response.text() };
}

/** Answers a visitor and an editor see on every page: a folder listing, a search, the settings. */
const REFERENCE_READS = [
  '/team',
  '/@search?portal_type=Document&sort_on=sortable_title',
  '/community/meetups?expand=inherit&expand.inherit.behaviors=example.socialmedia.settings',
  '/@vocabularies/plone.app.vocabularies.Keywords',
];

async function referenceAnswers() {
  return Promise.all(REFERENCE_READS.map((path) => text(path)));
}

describe('query keys', () => {
  test('a search with "__proto__.fullobjects" changes no later answer: folder items stay summaries', async () => {
    const before = await referenceAnswers();
    const hostile = await text('/@search?__proto__.fullobjects=1&portal_type=Document');
    expect(hostile.status).toBe(200);
    // Regression: the dotted key used to reach Object.prototype, and every later listing answered full objects.
    expect(({} as Record<string, unknown>).fullobjects).toBeUndefined();
    const team = JSON.parse((await text('/team')).text) as { items: Array<Record<string, unknown>> };
    expect(team.items[0]).not.toHaveProperty('@components');
    expect(await referenceAnswers()).toEqual(before);
    expect(builtInKeys()).toEqual(cleanKeys);
  });

  test('"__proto__", "constructor" and "prototype" are ordinary keys in every service, dotted or not', async () => {
    const before = await referenceAnswers();
    const keys = [
      '__proto__',
      '__proto__.sort_on',
      'constructor',
      'constructor.prototype.sort_on',
      'prototype',
      '__proto__:list',
      'path.__proto__.depth',
      'expand.__proto__',
      '__proto__.__proto__.b_size',
      'toString',
      'hasOwnProperty',
    ];
    const services = ['', '/@search', '/team', '/@inherit', '/@querystring-search', '/@navigation', '/team/@workflow'];
    for (const service of services) {
      for (const key of keys) {
        const answer = await text(`${service}?${encodeURIComponent(key)}=sortable_title&${encodeURIComponent(key)}=1`);
        expect([200, 400], `${service}?${key}`).toContain(answer.status);
      }
    }
    expect(builtInKeys()).toEqual(cleanKeys);
    expect(await referenceAnswers()).toEqual(before);
  });

  test('any mix of prototype names and dots in query keys leaves later answers unchanged', async () => {
    const before = await referenceAnswers();
    const part = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'fullobjects',
      'sort_on',
      'path',
      'depth',
      'b_size',
    );
    const key = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    const value = fc.constantFrom('1', '0', 'sortable_title', 'descending', '__proto__', '');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const answer = await text(`/@search?${query}`);
        expect(answer.status).toBeLessThan(501);
        expect(builtInKeys()).toEqual(cleanKeys);
      }),
      { numRuns: 150, seed: 20261123 },
    );
    expect(await referenceAnswers()).toEqual(before);
  });

  test('a sort index or vocabulary named after a built-in is unknown, as any other unknown name', async () => {
    const unknownSort = await text('/@search?portal_type=Document&sort_on=no_such_index');
    for (const name of ['constructor', '__proto__', 'toString']) {
      const sorted = await text(`/@search?portal_type=Document&sort_on=${name}`);
      expect(sorted.status).toBeLessThan(501);
      // The same answer as for an index the catalog does not have, apart from the name echoed back.
      expect(sorted.text.replaceAll(encodeURIComponent(name), 'X').replaceAll(name, 'X')).toBe(
        unknownSort.text.replaceAll('no_such_index', 'X'),
      );
      const vocabulary = await text(`/@vocabularies/${name}`);
      expect(vocabulary.status).toBe(404);
      expect(JSON.parse(vocabulary.text)).toEqual({
        error: { type: 'Not Found', message: `The vocabulary '${name}' does not exist` },
      });
    }
  });

  test('a listing query row on an index named "__proto__" or "constructor" filters nothing away and pollutes nothing', async () => {
    const body = (index: string) =>
      JSON.stringify({
        query: [
          { i: 'portal_type', o: 'plone.app.querystring.operation.selection.any', v: ['Document'] },
          { i: index, o: 'plone.app.querystring.operation.selection.any', v: ['x'] },
        ],
        sort_on: 'sortable_title',
      });
    const plain = await text('/@querystring-search', { method: 'POST', headers: json, body: body('no_such_index') });
    for (const index of ['__proto__', 'constructor']) {
      const answer = await text('/@querystring-search', { method: 'POST', headers: json, body: body(index) });
      expect(answer).toEqual(plain);
    }
    const operation = await text('/@querystring-search', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: [{ i: 'portal_type', o: 'constructor', v: 'Document' }] }),
    });
    expect(operation.status).toBe(400);
    expect(JSON.parse(operation.text)).toMatchObject({ type: 'BadRequest', message: 'Invalid query.' });
    expect(builtInKeys()).toEqual(cleanKeys);
  });

  test('a requested metadata field named "constructor" is no catalog column, so every summary leaves it out', async () => {
    const answer = JSON.parse(
      (await text('/@search?portal_type=Document&metadata_fields=constructor&metadata_fields=UID')).text,
    ) as { items: Array<Record<string, unknown>> };
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) {
      expect(Object.getOwnPropertyDescriptor(item, 'constructor')).toBeUndefined();
      expect(typeof item.UID).toBe('string');
    }
  });
});

describe('JSON bodies', () => {
  test('links carrying "__proto__" and "constructor" keys are stored and read back as data', async () => {
    const links = [
      {
        '@id': 'x',
        id: 'x',
        title: 'X',
        href: [{ '@id': 'https://x.com/hardened', title: 'x' }],
        __proto__: { polluted: true },
        constructor: { prototype: { polluted: true } },
      },
    ];
    // JSON.stringify writes an own `__proto__` key as the JSON text a client would send.
    const raw = `{"__proto__": {"polluted": true}, "social_links": ${JSON.stringify(links).replace('"id":"x",', '"id":"x","__proto__":{"polluted":true},')}}`;
    const patch = await text('/team', { method: 'PATCH', headers: admin, body: raw });
    expect(patch.status).toBe(204);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const read = JSON.parse((await text('/team')).text) as { social_links: Array<Record<string, unknown>> };
    const stored = read.social_links[0]!;
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ polluted: true });
    expect(stored.constructor).toEqual({ prototype: { polluted: true } });
    expect(builtInKeys()).toEqual(cleanKeys);
  });

  test('a POST that creates content with prototype keys creates it and pollutes nothing', async () => {
    const raw =
      '{"@type": "Document", "title": "Hostile", "__proto__": {"id": "forged"}, "constructor": {"prototype": {"x": 1}}}';
    const created = await text('', { method: 'POST', headers: admin, body: raw });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.text)).toMatchObject({ id: 'hostile', title: 'Hostile' });
    expect(builtInKeys()).toEqual(cleanKeys);
  });

  test('credentials hidden under "__proto__" are no credentials', async () => {
    const login = await text('/@login', {
      method: 'POST',
      headers: json,
      body: '{"__proto__": {"login": "admin", "password": "admin"}}',
    });
    expect(login.status).toBe(400);
    expect(JSON.parse(login.text)).toEqual({
      error: { type: 'Missing credentials', message: 'Login and password must be provided in body.' },
    });
  });
});

describe('paths', () => {
  test('object ids named after built-ins are missing objects, never a crash', async () => {
    for (const id of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty']) {
      const answer = await text(`/${id}`);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({
        context: base(),
        message: `Resource not found: ${base()}/${id}`,
        type: 'NotFound',
      });
      expect((await text(`/team/@workflow/${id}`, { method: 'POST', headers: admin })).status).toBe(400);
      expect(JSON.parse((await text(`/@types/${id}`, { headers: admin })).text)).toEqual({
        message: `Type '${id}' could not be found.`,
        type: 'NotFound',
      });
      expect((await text(`/@users/${id}`, { headers: admin })).status).toBe(404);
    }
    expect(builtInKeys()).toEqual(cleanKeys);
  });
});
