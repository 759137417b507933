// Packs our package with `npm pack` and installs the tarball into the Volto project by its name: in
// `dependencies` (a file: tarball) and in the `addons` of the project's `volto.config.js`.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { runCommand } from '../lib/runCommand';
import { ADDON_NAME, REPO_ROOT } from './settings';
import { NPM_INSTALL_FLAGS, readJson, type VoltoProject } from './voltoProject';

export interface PackedAddon {
  tarball: string;
  /** First 12 hex digits of the tarball's sha256: a new one means a new package. */
  sha: string;
  /** Set when `npm pack` had to skip `prepack` (the library build failed): the error, for the report. */
  prepackError: string | null;
  seconds: number;
}

/** Runs `npm pack` in the repository (its `prepack` builds the library); falls back to `--ignore-scripts`. */
export async function packAddon(cacheDir: string, log: (line: string) => void): Promise<PackedAddon> {
  const dir = join(cacheDir, 'addon');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  let prepackError: string | null = null;
  try {
    await runCommand('npm', ['pack', '--pack-destination', dir], {
      cwd: REPO_ROOT,
      logFile: join(cacheDir, 'npm-pack.log'),
    });
  } catch (error) {
    prepackError = (error as Error).message;
    log(`npm pack failed in prepack; packing without it (reported as a problem):\n${prepackError}`);
    await runCommand('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], {
      cwd: REPO_ROOT,
      logFile: join(cacheDir, 'npm-pack-ignore-scripts.log'),
    });
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Error(`npm pack wrote no tarball into ${dir}`);
  const tarball = join(dir, file);
  const sha = createHash('sha256').update(readFileSync(tarball)).digest('hex').slice(0, 12);
  return { tarball, sha, prepackError, seconds: (Date.now() - started) / 1000 };
}

/**
 * Copies the tarball into the project under a name that carries its hash (so npm sees a new spec and
 * reinstalls just that package), lists it in `dependencies`, and runs npm install. Returns the seconds taken,
 * or `null` when this very tarball is installed already.
 */
export async function installAddon(
  project: VoltoProject,
  packed: PackedAddon,
  extraDependencies: Record<string, string>,
  log: (line: string) => void,
): Promise<number | null> {
  const addonsDir = join(project.root, 'addons');
  mkdirSync(addonsDir, { recursive: true });
  const fileName = `${basename(packed.tarball, '.tgz')}-${packed.sha}.tgz`;
  const spec = `file:addons/${fileName}`;
  const pkgFile = join(project.root, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const installedPkg = readJson(join(project.root, 'node_modules', ...ADDON_NAME.split('/'), 'package.json'));
  const wanted: Record<string, string> = { [ADDON_NAME]: spec, ...extraDependencies };
  const same = Object.entries(wanted).every(([name, value]) => pkg.dependencies?.[name] === value);
  if (same && installedPkg && existsSync(join(addonsDir, fileName))) {
    log(`${ADDON_NAME}: tarball ${packed.sha} already installed`);
    return null;
  }
  for (const old of readdirSync(addonsDir)) if (old.endsWith('.tgz')) rmSync(join(addonsDir, old));
  copyFileSync(packed.tarball, join(addonsDir, fileName));
  pkg.dependencies = { ...pkg.dependencies, ...wanted };
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  log(`${ADDON_NAME}: npm install ${spec}`);
  const result = await runCommand('npm', NPM_INSTALL_FLAGS, {
    cwd: project.root,
    logFile: join(project.workDir, 'install-addon.log'),
    timeoutMs: 20 * 60_000,
  });
  return result.seconds;
}

/** The project's `volto.config.js`, listing `addons` by name. */
export function voltoConfigSource(addons: string[]): string {
  return `// Written by scripts/volto (the Volto harness of ${ADDON_NAME}).\nmodule.exports = { addons: ${JSON.stringify(addons)}, theme: '' };\n`;
}
