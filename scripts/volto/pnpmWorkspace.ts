// A Volto 18 site as cookieplone lays one out: a pnpm workspace whose `core/packages/volto` is Volto and whose
// `packages/site-policy` is the site's own add-on, which depends on ours and names it in its `addons`. pnpm gives a
// package only what it declares (its dependencies and peers, linked from the site's graph), so an import that our
// package.json does not declare, or a peer that pnpm resolves to another copy than Volto's, shows here and not in the
// npm project of `voltoProject.ts`.
import { copyFileSync, existsSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { runCommand } from '../lib/runCommand';
import type { PackedAddon } from './addonInstall';
import { installedCopy, peerRanges } from './peerRanges';
import { readManifest } from '../package/paths';
import { ADDON_NAME } from './settings';
import { patchPackageJson, readJson, recipeHash, voltoTarball, type VoltoProject } from './voltoProject';

/** The pnpm the workspace installs with (cookieplone's Volto 18 projects pin a pnpm 9). */
export const PNPM_VERSION = '9.15.9';

/** The site's own add-on in the workspace. */
export const POLICY_ADDON = 'site-policy';

/** cookieplone's `.npmrc`: what pnpm hoists to the workspace's node_modules for the tools; the rest stays private. */
const NPMRC = [
  '*eslint*',
  '*prettier*',
  '*stylelint*',
  '*cypress*',
  '*process*',
  '*parcel*',
  'babel-plugin-react-intl',
  'babel-preset-razzle',
].map((pattern) => `public-hoist-pattern[]=${pattern}\n`);

/** The key of the workspace's build without the add-on: Volto's install recipe and the pnpm. */
export function pnpmBaselineKey(version: string): string {
  return `pnpm-baseline-${recipeHash(version)}-${PNPM_VERSION}`;
}

/** A Volto project (its root is `core/packages/volto`) inside the workspace at `workspace`. */
export interface PnpmWorkspace extends VoltoProject {
  workspace: string;
  /** Where pnpm linked our package for the site's add-on (the real directory in its store). */
  addonDir: string;
}

/**
 * Lays out the workspace next to `npmProject` (from the same Volto tarball, with the same dev-only dependencies
 * dropped) with our tarball as the site add-on's dependency, and runs `pnpm install`. An install of the same Volto,
 * tarball and behavior prefix is reused.
 */
export async function preparePnpmWorkspace(
  npmProject: VoltoProject,
  packed: PackedAddon,
  behaviorPrefix: string | null,
  log: (line: string) => void,
): Promise<PnpmWorkspace> {
  const workDir = `${npmProject.workDir}-pnpm`;
  const workspace = join(workDir, 'workspace');
  const root = join(workspace, 'core', 'packages', 'volto');
  const policyDir = join(workspace, 'packages', POLICY_ADDON);
  const stampFile = join(workDir, 'installed.json');
  const voltoRecipe = recipeHash(npmProject.version);
  const recipe = [voltoRecipe, PNPM_VERSION, packed.sha, behaviorPrefix ?? ''].join(' ');
  const stamp = readJson(stampFile);
  // As in cookieplone, Volto's own folder holds no `volto.config.js`: the workspace's is handed to the build.
  rmSync(join(root, 'volto.config.js'), { force: true });
  const done = (installSeconds: number | null): PnpmWorkspace => ({
    version: npmProject.version,
    root,
    workDir,
    installSeconds,
    configFile: join(workspace, 'volto.config.js'),
    workspace,
    addonDir: realpathSync(join(policyDir, 'node_modules', ...ADDON_NAME.split('/'))),
  });
  if (stamp?.recipe === recipe && existsSync(join(policyDir, 'node_modules'))) {
    log(`pnpm workspace of Volto ${npmProject.version}: reusing the install in ${workspace}`);
    return done(null);
  }

  log(`pnpm workspace of Volto ${npmProject.version}: laying it out in ${workspace}`);
  // Volto and its kept builds stay while Volto's recipe does (the builds' keys say what they were built from).
  const entries = ['package.json', 'pnpm-lock.yaml', 'node_modules', 'packages'];
  if (stamp?.voltoRecipe !== voltoRecipe) entries.push('core');
  for (const entry of entries) rmSync(join(workspace, entry), { recursive: true, force: true });
  mkdirSync(join(workspace, 'core', 'packages'), { recursive: true });
  if (!existsSync(join(root, 'package.json'))) {
    await runCommand('tar', ['xzf', voltoTarball(npmProject), '-C', join(workspace, 'core', 'packages')], {
      logFile: join(workDir, 'untar.log'),
    });
    renameSync(join(workspace, 'core', 'packages', 'package'), root);
    patchPackageJson(join(root, 'package.json'));
  }
  writeJson(join(workspace, 'package.json'), {
    name: 'site-dev',
    version: '1.0.0',
    private: true,
    dependencies: { '@plone/volto': 'workspace:*', [POLICY_ADDON]: 'workspace:*' },
  });
  writeFileSync(join(workspace, 'pnpm-workspace.yaml'), 'packages:\n  - core/packages/*\n  - packages/*\n');
  writeFileSync(join(workspace, '.npmrc'), NPMRC.join(''));
  writeSitePolicy(policyDir, packed, behaviorPrefix);

  log(`pnpm workspace of Volto ${npmProject.version}: pnpm ${PNPM_VERSION} install`);
  const installed = await runCommand('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', '--ignore-scripts'], {
    cwd: workspace,
    logFile: join(workDir, 'install.log'),
    timeoutMs: 20 * 60_000,
  });
  writeJson(stampFile, { recipe, voltoRecipe, seconds: installed.seconds });
  log(`pnpm workspace of Volto ${npmProject.version}: installed in ${installed.seconds.toFixed(0)} s`);
  return done(installed.seconds);
}

/** The site's add-on: depends on ours (the tarball, copied in), names it in `addons`, and sets the prefix. */
function writeSitePolicy(dir: string, packed: PackedAddon, behaviorPrefix: string | null): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  const tarball = join(dir, `socialmedia-${packed.sha}.tgz`);
  copyFileSync(packed.tarball, tarball);
  writeJson(join(dir, 'package.json'), {
    name: POLICY_ADDON,
    version: '1.0.0',
    private: true,
    main: 'src/index.js',
    addons: [ADDON_NAME],
    dependencies: { [ADDON_NAME]: `file:./${tarball.slice(dir.length + 1)}` },
    peerDependencies: { react: '18.2.0', 'react-dom': '18.2.0' },
  });
  const body = behaviorPrefix
    ? `import { configureSocialMedia } from '${ADDON_NAME}';\n\n` +
      `export default function applyConfig(config) {\n` +
      `  return configureSocialMedia(config, { behaviorPrefix: ${JSON.stringify(behaviorPrefix)} });\n}\n`
    : `export default function applyConfig(config) {\n  return config;\n}\n`;
  writeFileSync(join(dir, 'src', 'index.js'), `// Written by scripts/volto: the site's own add-on.\n${body}`);
}

/** One of our peers as the workspace installed it: the copy our package gets and the copy Volto gets. */
export interface PeerCopy {
  name: string;
  optional: boolean;
  ours: { dir: string; version: string } | null;
  volto: { dir: string; version: string } | null;
}

/** Each of our peer dependencies, as our package and Volto find it from where pnpm put them. */
export function peerCopies(workspace: PnpmWorkspace): PeerCopy[] {
  const peers = peerRanges(readManifest());
  return peers.map(({ name, optional }) => ({
    name,
    optional,
    ours: installedCopy(workspace.addonDir, name),
    volto: installedCopy(workspace.root, name),
  }));
}

/**
 * Whether two copies of `name` would split what the page shares: React's hooks, react-intl's and the router's
 * context, loadable's chunks, dnd-kit's, react-toastify's toasts (a copy shows its toasts only in its own container).
 * react-redux from 8.1 on keeps its context on `globalThis` (one per React), so two copies of it share the store; they
 * only cost their bytes, which the first-load budget counts.
 */
export function copiesSplitThePage(peer: PeerCopy): boolean {
  if (!peer.ours || !peer.volto || peer.ours.dir === peer.volto.dir) return false;
  const sharedContext = (version: string) => semver.gte(version, '8.1.0');
  return !(peer.name === 'react-redux' && sharedContext(peer.ours.version) && sharedContext(peer.volto.version));
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
