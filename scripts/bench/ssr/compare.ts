// Serves the two builds side by side against one mock backend and measures them: the pages' weight first, then
// bounded rounds of load, alternating which variant goes first.
import { cpus, loadavg } from 'node:os';
import { freePort } from '../../lib/freePort';
import type { ServerProcess } from '../../lib/startServer';
import { startMockBackend, type RunningBackend } from '../../volto/backends';
import { startVolto } from '../../volto/voltoBuild';
import type { VoltoProject } from '../../volto/voltoProject';
import { measurePage } from './pageWeight';
import type { BenchResult, Round } from './report';
import { loadServer } from './serverLoad';
import type { BuildPair } from './variants';

export interface CompareOptions {
  pages: string[];
  rounds: number;
  seconds: number;
  clients: number;
  warmupSeconds: number;
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
  const backend = await startMockBackend(await freePort(), null);
  const started: Served[] = [];
  try {
    const without = await serve(project, builds.baseline.dir, backend, 'bench-without', started);
    const withAddon = await serve(project, builds.addon.dir, backend, 'bench-with', started);
    const pages = [];
    for (const path of options.pages) {
      const measured = {
        path,
        without: await measurePage(without.url, path),
        with: await measurePage(withAddon.url, path),
      };
      for (const page of [measured.without, measured.with])
        if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      pages.push(measured);
    }
    log(`warm-up: ${options.warmupSeconds} s each`);
    const load = (served: Served, seconds: number) =>
      loadServer(served.url, served.server.child.pid, options.pages, options.clients, seconds);
    await load(without, options.warmupSeconds);
    await load(withAddon, options.warmupSeconds);
    backend.requests.clear();
    const loadAverage = loadavg()[0]!;
    const rounds: Round[] = [];
    for (let index = 0; index < options.rounds; index += 1) {
      const first = index % 2 === 0 ? 'without' : 'with';
      const order = first === 'without' ? [without, withAddon] : [withAddon, without];
      const [a, b] = [await load(order[0]!, options.seconds), await load(order[1]!, options.seconds)];
      const round: Round = first === 'without' ? { first, without: a, with: b } : { first, without: b, with: a };
      backend.requests.clear();
      rounds.push(round);
      const [withoutRate, withRate] = [round.without.throughput, round.with.throughput];
      log(
        `round ${index + 1}/${options.rounds}: ${withoutRate.toFixed(1)} pages/s without, ` +
          `${withRate.toFixed(1)} with (${(withRate / withoutRate).toFixed(3)})`,
      );
    }
    return {
      voltoVersion: project.version,
      node: process.version,
      date: new Date().toISOString(),
      cpus: cpus().length,
      loadAverage,
      clients: options.clients,
      secondsPerRound: options.seconds,
      warmupSeconds: options.warmupSeconds,
      pages,
      rounds,
    };
  } finally {
    for (const served of started) await served.server.stop();
    await backend.close();
  }
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
