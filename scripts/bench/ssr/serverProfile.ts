// A CPU profile of Volto's server with the add-on while it renders pages under the benchmark's load:
// `node --cpu-prof`, which writes the profile when the process exits, so the server is made to exit on SIGTERM.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../lib/freePort';
import { startMockBackend } from '../../volto/backends';
import { startVolto } from '../../volto/voltoBuild';
import type { VoltoProject } from '../../volto/voltoProject';
import { summariseProfile, type ProfileSummary } from './cpuProfile';
import { loadServer } from './serverLoad';

/** A profile's summary and the pages served while it was taken. */
export type ServerProfile = ProfileSummary & { seconds: number; pagesServed: number };

/**
 * Loads the server of `buildDir` (the `variant` build, against a mock of `behaviorPrefix`) for `seconds` after a
 * warm-up while it profiles itself, and summarises the profile of those `seconds`. Throws when the server wrote none.
 */
export async function profileServer(
  project: VoltoProject,
  buildDir: string,
  behaviorPrefix: string | null,
  variant: 'with' | 'without',
  paths: string[],
  clients: number,
  seconds: number,
  warmupSeconds: number,
): Promise<ServerProfile> {
  const dir = join(project.workDir, `ssr-profile-${variant}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Node writes the profile on a normal exit only; a SIGTERM would end the process without it.
  const exitOnSignal = join(dir, 'exit-on-sigterm.cjs');
  writeFileSync(exitOnSignal, "process.on('SIGTERM', () => process.exit(0));\n");
  const backend = await startMockBackend(await freePort(), behaviorPrefix);
  try {
    const { url, server } = await startVolto(project, await freePort(), backend.apiPath, `bench-profile-${variant}`, {
      buildDir,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--require', exitOnSignal],
    });
    // The profile spans the whole life of the server; only the samples of the bounded load, after the start-up
    // and the warm-up, are summarised, with the pages served in it.
    let load: Awaited<ReturnType<typeof loadServer>>;
    const window = { fromMicros: 0, toMicros: 0 };
    try {
      await loadServer(url, server.child.pid, paths, clients, warmupSeconds);
      window.fromMicros = monotonicMicros();
      load = await loadServer(url, server.child.pid, paths, clients, seconds);
      window.toMicros = monotonicMicros();
      // Node writes the profile while it exits: wait for the exit, not for the file to appear.
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await Promise.race([exited, sleep(60_000)]);
    } finally {
      await server.stop();
    }
    const profile = readdirSync(dir).find((file) => file.endsWith('.cpuprofile'));
    if (!profile) throw new Error(`the server wrote no profile into ${dir}`);
    const summary = summariseProfile(join(dir, profile), join(buildDir, 'server.js'), window);
    return { ...summary, seconds: load.seconds, pagesServed: load.pages };
  } finally {
    await backend.close();
  }
}

/** Now on the clock a V8 profile's times are on (Node's `process.hrtime` and V8 both read the monotonic clock). */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
