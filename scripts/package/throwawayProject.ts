// A user's project in a temporary directory: an empty package.json, then `npm install` of our package (a tarball or
// a git URL) with the peer dependencies a user installs next to it, at the versions this repository tests with.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, tail } from '../lib/runCommand';
import { REPO_ROOT, freshTempDir, readManifest } from './paths';

export interface ThrowawayProject {
  dir: string;
  seconds: number;
}

/** The version of `name` installed in the repository, so the throwaway install is served by npm's cache. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}

/** `name@version` of every peer dependency (the optional msw too: the `mock` entries need it). */
export function peerInstallSpecs(): string[] {
  return Object.keys(readManifest().peerDependencies ?? {}).map((name) => `${name}@${installedVersion(name)}`);
}

/**
 * Creates a project under os.tmpdir() and installs `packageSpec` (a tarball path or a git URL) with the peers.
 * Throws with npm's output when the install fails.
 */
export async function installIntoThrowawayProject(purpose: string, packageSpec: string): Promise<ThrowawayProject> {
  const dir = freshTempDir(purpose);
  const manifest = { name: `throwaway-${purpose}`, version: '0.0.0', private: true };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const started = Date.now();
  const install = await runCommand(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn', packageSpec, ...peerInstallSpecs()],
    { cwd: dir, reject: false },
  );
  if (install.code !== 0) throw new Error(`npm install ${packageSpec} failed in ${dir}:\n${tail(install.output, 40)}`);
  return { dir, seconds: (Date.now() - started) / 1000 };
}

/**
 * What `npm install-scripts ls` lists in the project: the installed packages whose install scripts npm 11 asks the
 * user to review (our package must not be one: its `prepare` runs while npm fetches it from git, never at install).
 */
export async function unreviewedInstallScripts(project: ThrowawayProject): Promise<string> {
  const listed = await runCommand('npm', ['install-scripts', 'ls'], { cwd: project.dir, reject: false });
  return listed.output
    .split('\n')
    .filter((line) => line.trim() !== '' && !/Unknown (user|env) config/.test(line))
    .join('\n');
}
