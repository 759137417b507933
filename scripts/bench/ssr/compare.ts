// Serves the two builds side by side against one mock backend and measures them: the pages' weight first, then
// bounded rounds of load, alternating which variant goes first, on several pairs of server processes started anew
// (one process can run some percent faster or slower than another of the same build for its whole life: JIT and
// heap layout), so that no one pair decides the ratio.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../lib/freePort';
import type { ServerProcess } from '../../lib/startServer';
import { startMockBackend, type RunningBackend } from '../../volto/backends';
import { startVolto } from '../../volto/voltoBuild';
import type { VoltoProject } from '../../volto/voltoProject';
import { breakdownPage, ICONS } from './htmlBreakdown';
import { measurePage, weighHtml } from './pageWeight';
import type { BenchResult, Round } from './report';
import { pageFile } from './pages';
import { loadServer } from './serverLoad';
import type { BuildPair } from './variants';

export interface CompareOptions {
  pages: string[];
  rounds: number;
  seconds: number;
  clients: number;
  warmupSeconds: number;
  /** Pairs of server processes the rounds are spread over (each pair started anew and warmed up). */
  pairs: number;
  /** Where to keep each page's HTML as each variant served it (`<variant>/<page>.html`), if anywhere. */
  pagesDir?: string;
  /** Only the pages' weight: no load rounds. */
  weightOnly?: boolean;
}

interface Served {
  url: string;
  server: ServerProcess;
}

/** Measures both builds; stops every server it started, whatever happens. */
export async function compareBuilds(
  project: VoltoProject,
  builds: BuildPair,
  options: CompareOptions,
  log: (line: string) => void,
): Promise<Omit<BenchResult, 'profiles' | 'addonBuild'>> {
  const backend = await startMockBackend(await freePort(), builds.behaviorPrefix);
  const started: Served[] = [];
  try {
    let without = await serve(project, builds.baseline.dir, backend, 'bench-without', started);
    let withAddon = await serve(project, builds.addon.dir, backend, 'bench-with', started);
    const pages = [];
    for (const path of options.pages) {
      const [plain, added] = [await measurePage(without.url, path), await measurePage(withAddon.url, path)];
      for (const page of [plain.weight, added.weight])
        if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      if (options.pagesDir) keepPages(options.pagesDir, path, { without: plain.html, with: added.html });
      pages.push({ path, without: plain.weight, with: added.weight, breakdown: breakdownPage(added.html, plain.html) });
    }
    // Every demo page shows the site's links: a page without them measures an add-on that found no settings.
    const bare = pages.filter((page) => !page.breakdown.parts.some((part) => part.name === ICONS && part.count > 0));
    if (bare.length)
      throw new Error(
        `with the add-on, ${bare.map((page) => page.path).join(', ')} showed no social links: ` +
          `the build's settings behavior and the mock's (prefix ${builds.behaviorPrefix ?? 'example'}) disagree`,
      );
    const run = {
      voltoVersion: project.version,
      node: process.version,
      date: new Date().toISOString(),
      cpus: cpus().length,
      clients: options.clients,
      secondsPerRound: options.seconds,
      warmupSeconds: options.warmupSeconds,
      pairs: Math.max(1, Math.min(options.pairs, options.rounds)),
      pages,
    };
    if (options.weightOnly) return { ...run, loadAverage: loadavg()[0]!, rounds: [] };
    const load = (served: Served, seconds: number) =>
      loadServer(served.url, served.server.child.pid, options.pages, options.clients, seconds);
    const loadAverage = loadavg()[0]!;
    const rounds: Round[] = [];
    for (let index = 0; index < options.rounds; index += 1) {
      const pair = Math.floor((index * run.pairs) / options.rounds);
      if (index === 0 || pair !== rounds[index - 1]!.pair) {
        if (index > 0) {
          // A new pair of processes: the old ones stop first, so that only two servers ever run.
          for (const served of started.splice(0)) await served.server.stop();
          without = await serve(project, builds.baseline.dir, backend, 'bench-without', started);
          withAddon = await serve(project, builds.addon.dir, backend, 'bench-with', started);
        }
        log(`pair ${pair + 1}/${run.pairs} of server processes: warm-up ${options.warmupSeconds} s each`);
        await load(without, options.warmupSeconds);
        await load(withAddon, options.warmupSeconds);
        backend.requests.clear();
      }
      const first = index % 2 === 0 ? 'without' : 'with';
      const order = first === 'without' ? [without, withAddon] : [withAddon, without];
      const [a, b] = [await load(order[0]!, options.seconds), await load(order[1]!, options.seconds)];
      const round: Round =
        first === 'without' ? { pair, first, without: a, with: b } : { pair, first, without: b, with: a };
      backend.requests.clear();
      rounds.push(round);
      const [withoutRate, withRate] = [round.without.throughput, round.with.throughput];
      log(
        `round ${index + 1}/${options.rounds}: ${withoutRate.toFixed(1)} pages/s without, ` +
          `${withRate.toFixed(1)} with (${(withRate / withoutRate).toFixed(3)})`,
      );
    }
    return { ...run, loadAverage, rounds };
  } finally {
    for (const served of started) await served.server.stop();
    await backend.close();
  }
}

/** Writes both variants' HTML of the page at `path` into `dir` (`with/…` and `without/…`). */
function keepPages(dir: string, path: string, html: Record<'with' | 'without', string>): void {
  for (const variant of ['with', 'without'] as const) {
    mkdirSync(join(dir, variant), { recursive: true });
    writeFileSync(join(dir, variant, pageFile(path)), html[variant]);
  }
}

/** The pages of `paths` that an earlier run kept in `dir`, weighed and broken down again (no server needed). */
export function keptPages(dir: string, paths: string[]): BenchResult['pages'] {
  return paths
    .filter((path) => existsSync(join(dir, 'with', pageFile(path))) && existsSync(join(dir, 'without', pageFile(path))))
    .map((path) => {
      const [plain, added] = ['without', 'with'].map((variant) =>
        readFileSync(join(dir, variant, pageFile(path)), 'utf8'),
      );
      return {
        path,
        without: { path, status: 200, ...weighHtml(plain!) },
        with: { path, status: 200, ...weighHtml(added!) },
        breakdown: breakdownPage(added!, plain!),
      };
    });
}

async function serve(
  project: VoltoProject,
  buildDir: string,
  backend: RunningBackend,
  logName: string,
  started: Served[],
): Promise<Served> {
  const served = await startVolto(project, await freePort(), backend.apiPath, logName, { buildDir });
  started.push(served);
  return served;
}
