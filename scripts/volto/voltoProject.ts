// The throwaway Volto project: Volto's own npm package used as the app root (as cookieplone's workspace uses
// `core/packages/volto`), with its dev-only dependencies dropped so that it resolves from our registry.
// It lives in the cache directory, outside the repository, and its node_modules are kept between runs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../lib/runCommand';

/** A Volto project on disk. */
export interface VoltoProject {
  version: string;
  /** The app root (`package/` of the unpacked `@plone/volto` tarball). */
  root: string;
  /** Folder for this version's logs and stamps. */
  workDir: string;
  /** Seconds `npm install` took in this run, or `null` when the cached install was reused. */
  installSeconds: number | null;
  /**
   * The `volto.config.js` the build reads (`VOLTOCONFIG`), when it lives outside the app root as in a cookieplone
   * workspace; the server then starts without it, as that workspace's `start:prod` does. Default: the app root's.
   */
  configFile?: string;
}

/** devDependencies that are only for Volto's own tests, docs and releases, several missing from our registry. */
const DEV_ONLY = [/cypress/, /storybook/, /^release-it$/, /^@plone\/volto-coresandbox$/, /^@plone\/types$/];

/** Extra dependencies: without ajv 8 the hoisted ajv 6 breaks ajv-keywords 5 (`ajv/dist/compile/codegen`). */
const EXTRA_DEPENDENCIES: Record<string, string> = { ajv: '^8.12.0' };

/** The flags every npm install in the project uses (see volto-integration.md §9 for why each one). */
export const NPM_INSTALL_FLAGS = ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps'];

/** Unpacks and installs Volto `version` under `cacheDir`, reusing an earlier install of the same recipe. */
export async function prepareVoltoProject(
  version: string,
  cacheDir: string,
  log: (line: string) => void,
): Promise<VoltoProject> {
  const workDir = join(cacheDir, `volto-${version}`);
  const root = join(workDir, 'package');
  const stampFile = join(workDir, 'installed.json');
  const recipe = recipeHash(version);
  mkdirSync(workDir, { recursive: true });

  const stamp = readJson(stampFile);
  if (stamp?.recipe === recipe && existsSync(join(root, 'node_modules', '@plone', 'registry'))) {
    log(`Volto ${version}: reusing the install in ${root}`);
    return { version, root, workDir, installSeconds: null };
  }

  log(`Volto ${version}: unpacking the npm package into ${root}`);
  rmSync(root, { recursive: true, force: true });
  for (const file of readdirSync(workDir)) if (file.endsWith('.tgz')) rmSync(join(workDir, file));
  await unpackVolto(version, workDir);
  patchPackageJson(join(root, 'package.json'));

  log(`Volto ${version}: npm install (a cold install takes several minutes)`);
  const installed = await runCommand('npm', NPM_INSTALL_FLAGS, {
    cwd: root,
    logFile: join(workDir, 'install.log'),
    timeoutMs: 30 * 60_000,
  });
  writeFileSync(
    stampFile,
    JSON.stringify({ recipe, version, node: process.version, seconds: installed.seconds }, null, 2),
  );
  log(`Volto ${version}: installed in ${installed.seconds.toFixed(0)} s`);
  return { version, root, workDir, installSeconds: installed.seconds };
}

/** The `@plone/volto` tarball `prepareVoltoProject` unpacked `project` from. */
export function voltoTarball(project: VoltoProject): string {
  const file = readdirSync(project.workDir).find((name) => /^plone-volto-.*\.tgz$/.test(name));
  if (!file) throw new Error(`no @plone/volto tarball in ${project.workDir}`);
  return join(project.workDir, file);
}

/** Drops the dev-only dependencies and adds the extra ones. */
export function patchPackageJson(file: string): void {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const name of Object.keys(pkg.devDependencies ?? {})) {
    if (DEV_ONLY.some((pattern) => pattern.test(name))) delete pkg.devDependencies[name];
  }
  pkg.dependencies = { ...pkg.dependencies, ...EXTRA_DEPENDENCIES };
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** Changes whenever the way the project is made changes, so that a stale cache is rebuilt. */
export function recipeHash(version: string): string {
  const recipe = JSON.stringify({
    version,
    devOnly: DEV_ONLY.map(String),
    extra: EXTRA_DEPENDENCIES,
    flags: NPM_INSTALL_FLAGS,
    node: process.versions.node.split('.')[0],
  });
  return createHash('sha256').update(recipe).digest('hex').slice(0, 16);
}

/** Parses a JSON file, or returns `null` when it is missing or broken. */
export function readJson(file: string): any {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Fetches Volto `version`'s npm package into `dir` and unpacks it there (`package/`), or only its `members`. */
export async function unpackVolto(version: string, dir: string, members: string[] = []): Promise<void> {
  const packed = await runCommand('npm', ['pack', `@plone/volto@${version}`, '--silent'], {
    cwd: dir,
    logFile: join(dir, 'pack.log'),
  });
  const tarball = packed.output
    .trim()
    .split('\n')
    .filter((line) => line.endsWith('.tgz'))
    .pop();
  if (!tarball) throw new Error(`npm pack @plone/volto@${version} printed no tarball name`);
  await runCommand('tar', ['xzf', tarball, ...members], { cwd: dir, logFile: join(dir, 'untar.log') });
}
