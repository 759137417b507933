// A path with a long run of slashes, in a listing's query or in the request itself, is answered at once: anyone who
// can reach the mock (a page in the developer's browser, a test) sends such a request without logging in, and while
// the mock reads it, it answers nobody else.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';
import { takeFailure } from '../../../src/mock/server/controlEndpoints';

const backend = useMockBackend();
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const SLASHES = '/'.repeat(20_000);

/** The answer of a listing block's query for the paths below `path` (one level), and how long it took. */
async function childrenOf(path: string) {
  const started = performance.now();
  const response = await fetch(`${backend.baseUrl}/@querystring-search`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      query: [{ i: 'path', o: 'plone.app.querystring.operation.string.absolutePath', v: `${path}::1` }],
      sort_on: 'getId',
    }),
  });
  const body = (await response.json()) as { items: Array<{ '@id': string }> };
  return { status: response.status, ids: body.items.map((item) => item['@id']), ms: performance.now() - started };
}

describe('a path with a long run of slashes', () => {
  test('in a listing block’s query, is answered at once, and as the same path without them', async () => {
    const plain = await childrenOf('/team');
    expect(plain.ids.length).toBeGreaterThan(0);
    expect(await childrenOf(`/team${SLASHES}`)).toMatchObject({ status: 200, ids: plain.ids });
    // A run that something follows held the mock for seconds (minutes for a body of a few hundred kilobytes): every
    // item of the site compared its path with the query's through a regular expression that backtracked over it.
    const padded = await childrenOf(`/team${SLASHES}nobody`);
    expect(padded).toMatchObject({ status: 200, ids: [] });
    expect(padded.ms).toBeLessThan(1_000);
  });

  test('does not hold the server while it looks for a failure queued for the path', () => {
    const started = performance.now();
    expect(takeFailure([{ path: '/Plone/team' }], 'GET', `/Plone/team${SLASHES}x`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
