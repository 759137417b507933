// `npm run bench:mock`: the mock backend under load, and how its catalog sorting scales. Starts the mock's HTTP
// server on 127.0.0.1 in this process; concurrent clients mix reads (a page with the inherit expansion, a
// sorted @search) and writes (a PATCH of social_links, each read back at once and once more at the end) for a
// bounded time. Prints requests, throughput, latency percentiles, errors, lost writes and memory, then the time
// to sort folders of growing size by position and by title, and the time to read a hostile link address.
// Exits non-zero when a request failed or a write was lost.
// Options: --seconds=20 --clients=16 --writes=0.2 (share of writes) --seed=1 --sizes=4000,16000,32000
import { performance } from 'node:perf_hooks';
import { demoSite } from '../../src/mock/fixtures/demoSite';
import { createMockSite, searchCatalog, type RequestContext } from '../../src/mock/model';
import { startMockServer } from '../../src/mock/node';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--') && arg.includes('='))
    .map((arg) => arg.slice(2).split('=', 2) as [string, string]),
);
const SECONDS = Number(options.seconds ?? 20);
const CLIENTS = Number(options.clients ?? 16);
const WRITE_SHARE = Number(options.writes ?? 0.2);
const SEED = Number(options.seed ?? 1);
const SIZES = (options.sizes ?? '4000,16000,32000').split(',').map(Number);
const SETTINGS = 'example.socialmedia.settings';
const ADMIN = { Accept: 'application/json', Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };

/** A small seeded generator (mulberry32): the same seed gives the same mix of requests. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function percentile(sorted: Float64Array, share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function load(): Promise<boolean> {
  const site = demoSite();
  // One folder with settings per client, each with a page: a client's writes go to its own folder, so every
  // acknowledged write has one expected value to read back.
  for (let client = 0; client < CLIENTS; client += 1) {
    const folder = site.create(site.root, {
      type: 'Folder',
      id: `bench-${client}`,
      title: `Bench ${client}`,
      state: 'published',
    });
    site.create(folder, { type: 'Document', id: 'page', title: `Page ${client}`, state: 'published' });
  }
  const server = await startMockServer({ port: 0, log: false, site });
  const rssBefore = process.memoryUsage().rss;
  const latencies: number[] = [];
  let errors = 0;
  let lostWrites = 0;
  let writes = 0;
  const lastWritten = new Map<number, string>();
  const deadline = performance.now() + SECONDS * 1000;

  async function timed(url: string, init: RequestInit = { headers: ADMIN }): Promise<Response | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) errors += 1;
      return new Response(response.status === 204 ? null : body, { status: response.status });
    } catch {
      errors += 1;
      return undefined;
    }
  }

  async function readBack(client: number, expected: string): Promise<void> {
    const response = await timed(`${server.url}/bench-${client}`);
    const body = response?.ok ? ((await response.json()) as { x_username?: string }) : undefined;
    if (body?.x_username !== expected) lostWrites += 1;
  }

  async function runClient(client: number): Promise<void> {
    const next = random(SEED * 1000 + client);
    const reads = [
      `${server.url}/bench-${client}/page?expand=inherit&expand.inherit.behaviors=${SETTINGS}`,
      `${server.url}/team/alice?expand=inherit&expand.inherit.behaviors=${SETTINGS}`,
      `${server.url}/@search?portal_type=Document&sort_on=sortable_title`,
      `${server.url}/@search?path.query=/Plone/team&path.depth=1&sort_on=getObjPositionInParent`,
    ];
    for (let sequence = 0; performance.now() < deadline; sequence += 1) {
      if (next() < WRITE_SHARE) {
        const username = `c${client}n${sequence}`;
        const links = [{ '@id': `x-${username}`, id: 'x', title: 'X', href: [{ '@id': `https://x.com/${username}` }] }];
        const response = await timed(`${server.url}/bench-${client}`, {
          method: 'PATCH',
          headers: { ...ADMIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ social_links: links }),
        });
        writes += 1;
        if (response?.status === 204) {
          lastWritten.set(client, username);
          await readBack(client, username);
        }
      } else {
        await timed(reads[Math.floor(next() * reads.length)]!);
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => runClient(client)));
  const elapsed = (performance.now() - started) / 1000;
  for (const [client, username] of lastWritten) await readBack(client, username);
  const rssAfter = process.memoryUsage().rss;
  await server.close();

  const sorted = Float64Array.from(latencies).sort();
  console.log(
    `Load: ${CLIENTS} clients on loopback for ${SECONDS} s, ${Math.round(WRITE_SHARE * 100)}% writes, seed ${SEED}`,
  );
  console.log(`  requests      ${latencies.length + errors} (${writes} writes, each read back)`);
  console.log(`  throughput    ${(latencies.length / elapsed).toFixed(0)} requests/s`);
  console.log(
    `  latency       p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
      `max ${percentile(sorted, 1).toFixed(1)} ms`,
  );
  console.log(`  errors        ${errors}`);
  console.log(`  lost writes   ${lostWrites}`);
  console.log(`  memory (RSS)  ${mib(rssBefore)} before, ${mib(rssAfter)} after (server and clients, one process)`);
  return errors === 0 && lostWrites === 0;
}

/** The median time of `runs` calls of `work`, in milliseconds, after one call that warms the JIT up. */
function median(runs: number, work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

function sorting(): void {
  console.log(
    'Sorting a folder through the catalog (median of 5; the time per n log2 n stays flat when it is n log n)',
  );
  for (const size of SIZES) {
    const site = createMockSite({ now: () => new Date('2026-01-01T00:00:00Z') });
    const folder = site.create(site.root, { type: 'Folder', id: 'big', title: 'Big' });
    for (let index = 0; index < size; index += 1) {
      site.create(folder, { type: 'Document', id: `page-${index}`, title: `Page ${size - index}` });
    }
    const ctx: RequestContext = {
      site,
      user: site.user('admin')!,
      siteUrl: '',
      actualUrl: '',
      queryString: '',
      form: {},
    };
    const path = { query: '/Plone/big', depth: 1 };
    const byPosition = median(5, () => searchCatalog(ctx, { path, sort_on: 'getObjPositionInParent' }));
    const byTitle = median(5, () => searchCatalog(ctx, { path, sort_on: 'sortable_title' }));
    const perNLogN = (ms: number) => ((ms * 1e6) / (size * Math.log2(size))).toFixed(1);
    console.log(
      `  ${String(size).padStart(6)} items: by position ${byPosition.toFixed(1)} ms (${perNLogN(byPosition)} ns per n log2 n), ` +
        `by title ${byTitle.toFixed(1)} ms (${perNLogN(byTitle)} ns)`,
    );
  }
}

async function hostileAddress(): Promise<void> {
  const server = await startMockServer({ port: 0, log: false });
  const padding = ' '.repeat(256 * 1024);
  const links = [{ id: 'x', href: [{ '@id': `https://x.com/a${padding}b` }] }];
  await fetch(server.url, {
    method: 'PATCH',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ social_links: links }),
  });
  const started = performance.now();
  const response = await fetch(server.url, { headers: ADMIN });
  await response.arrayBuffer();
  console.log(
    `An X address with 256 KiB of spaces inside: the site root GET answers ${response.status} in ` +
      `${(performance.now() - started).toFixed(1)} ms`,
  );
  await server.close();
}

async function main(): Promise<void> {
  const ok = await load();
  sorting();
  await hostileAddress();
  if (!ok) {
    console.error('FAIL: requests failed or writes were lost');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
