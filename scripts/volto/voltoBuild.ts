// Builds the Volto project for production with a given `volto.config.js`, and runs its SSR server.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, startServer, waitForHttp, type ServerProcess } from './processes';
import { readJson, type VoltoProject } from './voltoProject';

export interface BuildResult {
  /** Wall-clock seconds of the build (of the earlier run that made it, when `reused`). */
  seconds: number | null;
  peakRssMb: number | null;
  /** The build in `build/` was made by an earlier run from the same inputs. */
  reused: boolean;
}

/** What the last build in `build/` recorded about itself, or null when there is none. */
export function lastBuild(project: VoltoProject): (BuildResult & { key: string; name: string }) | null {
  const stamp = readJson(join(project.root, 'build', 'socialmedia-harness.json'));
  if (!stamp || !existsSync(join(project.root, 'build', 'server.js'))) return null;
  return { key: stamp.key, name: stamp.name, seconds: stamp.seconds ?? null, peakRssMb: stamp.peakRssMb ?? null, reused: true };
}

/** Environment without the variables razzle would inline at build time (the API URLs must stay run-time). */
function buildEnvironment(configFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('RAZZLE_') || ['PORT', 'HOST', 'NODE_ENV', 'ADDONS', 'THEME', 'REGISTRYCONFIG'].includes(key)) continue;
    env[key] = value;
  }
  env.VOLTOCONFIG = configFile;
  env.CI = 'true';
  return env;
}

/**
 * `razzle build` with `configSource` as the project's volto config. `key` identifies the inputs (the config
 * and our tarball): when `build/` was made from the same key it is reused.
 */
export async function buildVolto(project: VoltoProject, name: string, configSource: string, key: string, log: (line: string) => void): Promise<BuildResult> {
  const configFile = join(project.root, 'volto.config.js');
  const stampFile = join(project.root, 'build', 'socialmedia-harness.json');
  const previous = lastBuild(project);
  writeFileSync(configFile, configSource);
  if (previous?.key === key) {
    log(`Volto ${project.version}: reusing the ${name} build`);
    return previous;
  }
  log(`Volto ${project.version}: razzle build (${name})`);
  const result = await runCommand('npx', ['razzle', 'build', '--noninteractive'], {
    cwd: project.root,
    env: buildEnvironment(configFile),
    logFile: join(project.workDir, `build-${name}.log`),
    timeoutMs: 30 * 60_000,
  });
  writeFileSync(stampFile, JSON.stringify({ key, name, seconds: result.seconds, peakRssMb: result.peakRssMb }));
  log(`Volto ${project.version}: built (${name}) in ${result.seconds.toFixed(0)} s, peak RSS ${result.peakRssMb ?? '?'} MB`);
  return { seconds: result.seconds, peakRssMb: result.peakRssMb, reused: false };
}

/** Starts `node build/server.js` against `apiPath` and waits until it answers. */
export async function startVolto(project: VoltoProject, port: number, apiPath: string, logName: string): Promise<{ url: string; server: ServerProcess }> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...buildEnvironment(join(project.root, 'volto.config.js')),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    RAZZLE_API_PATH: apiPath,
    RAZZLE_PUBLIC_URL: url,
  };
  const server = startServer('node', ['build/server.js'], { cwd: project.root, env, logFile: join(project.workDir, `server-${logName}.log`) });
  try {
    await waitForHttp(`${url}/ok`, 60_000, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, server };
}
