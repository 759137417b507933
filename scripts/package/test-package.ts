// `npm run test:package`: the package as a user gets it. Packs the repository, installs the tarball into a throwaway
// project, then installs it from a git URL (a clone of the working tree), and each time loads every entry point of the
// exports map in plain Node with `import` and with `require`. One line per load; exits non-zero on any failure.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cloneWorkingTree } from './gitClone';
import { entrySpecifiers } from './entryPoints';
import { loadEveryEntryPoint } from './loadEntryPoints';
import { packTarball } from './packTarball';
import { freshTempDir, readManifest } from './paths';
import { tarballProblems } from './tarballRules';
import { installIntoThrowawayProject, unreviewedInstallScripts } from './throwawayProject';

const started = Date.now();
const log = (line: string) =>
  console.log(`[package ${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s] ${line}`);
const manifest = readManifest();
const specifiers = entrySpecifiers(manifest);
const failures: string[] = [];
const keptForInspection: string[] = [];

async function checkInstall(label: string, purpose: string, spec: string) {
  log(`${label}: npm install ${spec}`);
  const project = await installIntoThrowawayProject(purpose, spec);
  log(`${label}: installed in ${project.seconds.toFixed(1)}s into ${project.dir}`);
  const unreviewed = await unreviewedInstallScripts(project);
  log(`${label}: npm install-scripts ls: ${unreviewed.replace(/\s*\n\s*/g, ' | ')}`);
  if (unreviewed.includes(manifest.name)) {
    failures.push(`${label}: npm asks the user to review an install script of ${manifest.name}`);
  }
  const loads = await loadEveryEntryPoint(project.dir, specifiers, console.log);
  const failed = loads.filter((load) => load.error);
  failures.push(...failed.map((load) => `${label}: ${load.mode} ${load.specifier}: ${load.error}`));
  log(`${label}: ${loads.length - failed.length} of ${loads.length} loads ok`);
  if (failed.length > 0) keptForInspection.push(project.dir);
  else rmSync(project.dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const packDir = freshTempDir('pack');
  if (only !== 'git') {
    log('npm pack (prepack builds dist/)');
    const tarball = await packTarball(packDir);
    log(`${tarball.file}: ${tarball.entries.length} files, ${tarball.bytes} bytes packed`);
    const problems = tarballProblems(
      tarball.entries.map((entry) => entry.path),
      manifest,
    );
    failures.push(...problems.map((problem) => `tarball: ${problem}`));
    await checkInstall('tarball', 'tarball', tarball.file);
  }
  if (only !== 'tarball') {
    const clone = await cloneWorkingTree();
    log(`git: clone of the working tree at ${clone}`);
    await checkInstall('git URL', 'git-install', `git+file://${clone}`);
    rmSync(join(clone, '..'), { recursive: true, force: true });
  }
  rmSync(packDir, { recursive: true, force: true });
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    if (keptForInspection.length > 0) console.error(`Kept for inspection: ${keptForInspection.join(', ')}`);
    process.exit(1);
  }
  const from = only === 'git' ? 'from git' : only === 'tarball' ? 'from the tarball' : 'from the tarball and from git';
  log(`every entry point (${specifiers.length}) loads with import and require, ${from}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
