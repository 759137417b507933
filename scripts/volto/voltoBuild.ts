// Builds the Volto project for production with a given `volto.config.js`, keeps a copy of each variant's build
// (without and with the add-on) so that the next build does not replace it, and runs its SSR server.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../lib/runCommand';
import { startServer, waitForHttp, type ServerProcess } from '../lib/startServer';
import { readJson, type VoltoProject } from './voltoProject';

export interface BuildResult {
  /** Wall-clock seconds of the build (of the earlier run that made it, when `reused`). */
  seconds: number | null;
  peakRssMb: number | null;
  /** The build in `build/` was made by an earlier run from the same inputs. */
  reused: boolean;
}

/** A build on disk and what it recorded about itself. */
export type StampedBuild = BuildResult & { key: string; name: string; dir: string };

/**
 * The key of an add-on build: the packed tarball's hash and the behavior prefix the site sets (`''` for the
 * package's default). A build's pages find settings only on a backend of the same prefix.
 */
export function addonBuildKey(tarballSha: string, behaviorPrefix: string | null): string {
  return `addon-${tarballSha}-${behaviorPrefix ?? ''}`;
}

/** The behavior prefix an add-on build of `addonBuildKey` was made for; null for the package's default. */
export function addonBuildPrefix(key: string): string | null {
  const match = /^addon-[0-9a-f]+-(.*)$/.exec(key);
  return match && match[1] ? match[1] : null;
}

/** What the last build in `build/` recorded about itself, or null when there is none. */
export function lastBuild(project: VoltoProject): StampedBuild | null {
  return stampedBuild(join(project.root, 'build'));
}

/**
 * Where the copy of the `name` build is kept (`builds/<name>` in the app root, so that a new Volto install,
 * which replaces the app root, drops it too).
 */
export function keptBuildDir(project: VoltoProject, name: string): string {
  return join(project.root, 'builds', name);
}

/** The kept copy of the `name` build, or null when there is none. */
export function keptBuild(project: VoltoProject, name: string): StampedBuild | null {
  const kept = stampedBuild(keptBuildDir(project, name));
  return kept?.name === name ? kept : null;
}

function stampedBuild(dir: string): StampedBuild | null {
  const stamp = readJson(join(dir, 'socialmedia-harness.json'));
  if (!stamp || !existsSync(join(dir, 'server.js'))) return null;
  return {
    dir,
    key: stamp.key,
    name: stamp.name,
    seconds: stamp.seconds ?? null,
    peakRssMb: stamp.peakRssMb ?? null,
    reused: true,
  };
}

/** Environment without the variables razzle would inline at build time (the API URLs must stay run-time). */
function buildEnvironment(configFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('RAZZLE_') || ['PORT', 'HOST', 'NODE_ENV', 'ADDONS', 'THEME', 'REGISTRYCONFIG'].includes(key))
      continue;
    env[key] = value;
  }
  env.VOLTOCONFIG = configFile;
  env.CI = 'true';
  return env;
}

/**
 * `razzle build` with `configSource` as the project's volto config. `key` identifies the inputs (the config
 * and our tarball): when `build/` or the kept copy of `name` was made from the same key it is reused. Either
 * way the build ends up both in `build/` and in `keptBuildDir(project, name)`.
 */
export async function buildVolto(
  project: VoltoProject,
  name: string,
  configSource: string,
  key: string,
  log: (line: string) => void,
): Promise<BuildResult> {
  const configFile = project.configFile ?? join(project.root, 'volto.config.js');
  const stampFile = join(project.root, 'build', 'socialmedia-harness.json');
  const previous = lastBuild(project);
  writeFileSync(configFile, configSource);
  if (previous?.key === key) {
    log(`Volto ${project.version}: reusing the ${name} build`);
    keepBuild(project, name);
    return previous;
  }
  const kept = keptBuild(project, name);
  if (kept?.key === key) {
    log(`Volto ${project.version}: reusing the kept ${name} build`);
    rmSync(join(project.root, 'build'), { recursive: true, force: true });
    cpSync(kept.dir, join(project.root, 'build'), { recursive: true });
    return { seconds: kept.seconds, peakRssMb: kept.peakRssMb, reused: true };
  }
  log(`Volto ${project.version}: razzle build (${name})`);
  const result = await runCommand('npx', ['razzle', 'build', '--noninteractive'], {
    cwd: project.root,
    env: buildEnvironment(configFile),
    logFile: join(project.workDir, `build-${name}.log`),
    timeoutMs: 30 * 60_000,
    measureMemory: true,
  });
  writeFileSync(stampFile, JSON.stringify({ key, name, seconds: result.seconds, peakRssMb: result.peakRssMb }));
  keepBuild(project, name);
  log(
    `Volto ${project.version}: built (${name}) in ${result.seconds.toFixed(0)} s, peak RSS ${result.peakRssMb ?? '?'} MB`,
  );
  return { seconds: result.seconds, peakRssMb: result.peakRssMb, reused: false };
}

/** Copies `build/` to where the `name` build is kept, unless the copy there is that build already. */
function keepBuild(project: VoltoProject, name: string): void {
  const current = lastBuild(project);
  const kept = keptBuild(project, name);
  if (!current || (kept && kept.key === current.key)) return;
  const dir = keptBuildDir(project, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(current.dir, dir, { recursive: true });
}

/** How to run the server: from another build than `build/` (Volto reads `BUILD_DIR`), with extra Node flags. */
export interface VoltoServerOptions {
  buildDir?: string;
  nodeArgs?: string[];
}

/** Starts `node build/server.js` (or the server of `options.buildDir`) against `apiPath`; waits until it answers. */
export async function startVolto(
  project: VoltoProject,
  port: number,
  apiPath: string,
  logName: string,
  options: VoltoServerOptions = {},
): Promise<{ url: string; server: ServerProcess }> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...buildEnvironment(join(project.root, 'volto.config.js')),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    RAZZLE_API_PATH: apiPath,
    RAZZLE_PUBLIC_URL: url,
  };
  if (project.configFile) delete env.VOLTOCONFIG;
  if (options.buildDir) env.BUILD_DIR = options.buildDir;
  const serverFile = join(options.buildDir ?? 'build', 'server.js');
  const server = startServer('node', [...(options.nodeArgs ?? []), serverFile], {
    cwd: project.root,
    env,
    logFile: join(project.workDir, `server-${logName}.log`),
  });
  try {
    await waitForHttp(`${url}/ok`, { timeoutMs: 60_000, server });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, server };
}
