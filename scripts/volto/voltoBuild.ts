// Builds the Volto project for production with a given `volto.config.js`, and runs its SSR server.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, startServer, waitForHttp, type ServerProcess } from './processes';
import type { VoltoProject } from './voltoProject';

export interface BuildResult {
  /** Wall-clock seconds, or null when an identical build was reused. */
  seconds: number | null;
  peakRssMb: number | null;
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
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
  writeFileSync(configFile, configSource);
  if (stamp?.key === key && existsSync(join(project.root, 'build', 'server.js'))) {
    log(`Volto ${project.version}: reusing the ${name} build`);
    return { seconds: null, peakRssMb: null };
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
  return { seconds: result.seconds, peakRssMb: result.peakRssMb };
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
