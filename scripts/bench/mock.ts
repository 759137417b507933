// `npm run bench:mock`: the mock backend under load, and how its catalog sorting scales. Starts the mock's HTTP
// server on 127.0.0.1 in this process; concurrent clients mix reads (a page with the inherit expansion, a
// sorted @search) and writes (a PATCH of social_links, each read back at once and once more at the end) for a
// bounded time. Prints requests, throughput, latency percentiles, errors, lost writes and memory, then the time
// to sort folders of growing size by position and by title, and the time to read a hostile link address.
// Exits non-zero when a request failed or a write was lost. With --write-docs, writes the figures into their
// section of docs/reliability.md.
// Options: --seconds=20 --clients=16 --writes=0.2 (share of writes) --seed=1 --sizes=4000,16000,32000 --write-docs
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoSite } from '../../src/mock/fixtures/demoSite';
import { createMockSite, searchCatalog, type RequestContext } from '../../src/mock/model';
import { startMockServer } from '../../src/mock/node';
import { cliOptions } from '../lib/cliOptions';
import { count, replaceSection, runStamp } from '../lib/docSection';
import { REPO_ROOT } from '../volto/settings';

const options = cliOptions();
const SECONDS = options.number('seconds', 20);
const CLIENTS = options.number('clients', 16);
const WRITE_SHARE = options.number('writes', 0.2);
const SEED = options.number('seed', 1);
const SIZES = (options.value('sizes') ?? '4000,16000,32000').split(',').map(Number);
const WRITE_DOCS = options.flag('write-docs');
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

interface LoadFigures {
  requests: number;
  writes: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  lostWrites: number;
  rssBefore: number;
  rssAfter: number;
}

async function load(): Promise<LoadFigures> {
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
  const figures: LoadFigures = {
    requests: latencies.length + errors,
    writes,
    throughput: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
    errors,
    lostWrites,
    rssBefore,
    rssAfter,
  };
  console.log(
    `Load: ${CLIENTS} clients on loopback for ${SECONDS} s, ${Math.round(WRITE_SHARE * 100)}% writes, seed ${SEED}`,
  );
  console.log(`  requests      ${figures.requests} (${writes} writes, each read back)`);
  console.log(`  throughput    ${figures.throughput.toFixed(0)} requests/s`);
  console.log(
    `  latency       p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`,
  );
  console.log(`  errors        ${errors}`);
  console.log(`  lost writes   ${lostWrites}`);
  console.log(`  memory (RSS)  ${mib(rssBefore)} before, ${mib(rssAfter)} after (server and clients, one process)`);
  return figures;
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

interface SortFigures {
  size: number;
  byPosition: number;
  byTitle: number;
}

function sorting(): SortFigures[] {
  const figures: SortFigures[] = [];
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
    figures.push({ size, byPosition, byTitle });
    console.log(
      `  ${String(size).padStart(6)} items: by position ${byPosition.toFixed(1)} ms (${perNLogN(byPosition)} ns per n log2 n), ` +
        `by title ${byTitle.toFixed(1)} ms (${perNLogN(byTitle)} ns)`,
    );
  }
  return figures;
}

async function hostileAddress(): Promise<{ status: number; ms: number }> {
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
  const ms = performance.now() - started;
  console.log(
    `An X address with 256 KiB of spaces inside: the site root GET answers ${response.status} in ${ms.toFixed(1)} ms`,
  );
  await server.close();
  return { status: response.status, ms };
}

const DOC_START = '<!-- bench-mock:start (written by `npm run bench:mock -- --write-docs`) -->';
const DOC_END = '<!-- bench-mock:end -->';

/** The figures of this run as the section of docs/reliability.md. */
function docLines(
  figures: LoadFigures,
  sorts: SortFigures[],
  hostile: { status: number; ms: number },
  loadAverage: number,
): string[] {
  const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  const { when, machine } = runStamp(loadAverage);
  return [
    `Measured ${when} by \`npm run bench:mock\` ` +
      `(\`--seconds=${SECONDS} --clients=${CLIENTS} --writes=${WRITE_SHARE} --seed=${SEED}\`), ${machine}. ` +
      `The mock and its ${CLIENTS} clients share one process, so latency is an upper bound.`,
    '',
    '| Requests | Writes | Throughput | p50 | p99 | Errors | Lost writes | RSS before / after |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${count(figures.requests)} | ${count(figures.writes)} | ${figures.throughput.toFixed(0)} requests/s | ` +
      `${ms(figures.p50)} | ${ms(figures.p99)} | ${figures.errors} | ${figures.lostWrites} | ` +
      `${Math.round(figures.rssBefore / 2 ** 20)} / ${Math.round(figures.rssAfter / 2 ** 20)} MiB |`,
    '',
    'Sorting one folder through the catalog (median of 5 after a warm-up):',
    '',
    '| Items in the folder | by position | by title |',
    '| ---: | ---: | ---: |',
    ...sorts.map((sort) => `| ${count(sort.size)} | ${ms(sort.byPosition)} | ${ms(sort.byTitle)} |`),
    '',
    `An X address with 256 KiB of spaces inside: the site root's GET answered ${hostile.status} in ` +
      `${ms(hostile.ms)}.`,
  ];
}

async function main(): Promise<void> {
  const loadAverage = loadavg()[0]!;
  const figures = await load();
  const sorts = sorting();
  const hostile = await hostileAddress();
  const ok = figures.errors === 0 && figures.lostWrites === 0;
  if (WRITE_DOCS && ok) {
    const file = join(REPO_ROOT, 'docs', 'reliability.md');
    replaceSection(file, DOC_START, DOC_END, docLines(figures, sorts, hostile, loadAverage), { missing: 'throw' });
    console.log(`Wrote the figures into ${file}`);
  }
  if (!ok) {
    console.error('FAIL: requests failed or writes were lost');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
