// `npm run release`: everything a release checks and makes, as a dry run unless told otherwise. Reads the news/
// fragments (the next version and its CHANGELOG section), type-checks, lints when the package has a lint script,
// builds and runs the unit tests with `--test`, packs (prepack builds dist/), lists every file of the tarball with
// its size, and fails when the tarball holds what must not ship. `--apply` then writes CHANGELOG.md, deletes the
// fragments and sets the version in package.json (it refuses first on a tree with uncommitted changes or a version
// already tagged); committing, tagging and `npm publish` of the tarball stay a maintainer's steps, printed at the end.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { planRelease, writeRelease } from './changelog';
import { cliOptions } from './lib/cliOptions';
import { packTarball, packedPaths } from './package/packTarball';
import { printTarballContents } from './package/tarballReport';
import { REPO_ROOT, readManifest } from './package/paths';
import { declaredFiles, tarballProblems } from './package/tarballRules';

const options = cliOptions();
const apply = options.flag('apply');

/** Runs an npm script in the foreground; throws when it fails. */
function npmRun(script: string, ...extra: string[]): void {
  console.log(`\n> npm run ${script} ${extra.join(' ')}`.trimEnd());
  const run = spawnSync('npm', ['run', script, ...extra], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run ${script} failed`);
}

const USAGE = `Usage: npm run release -- [--test] [--apply] [--version=x.y.z]

A dry run by default: prints the next version and its CHANGELOG.md section, type-checks, lints, packs (prepack
builds dist/), lists the tarball and fails when it holds what must not ship. Nothing is written.
  --test             build, then run the unit tests too
  --apply            then write CHANGELOG.md, delete the news/ fragments and set the version in package.json and
                     package-lock.json; committing, tagging and npm publish stay yours (the steps are printed)
  --version=x.y.z    the release's version, above the package's (default: the next one the fragments call for)
  --help             this text`;

/** `git <args>` in the repository: its output, or throws with git's message. */
function git(...gitArgs: string[]): string {
  const run = spawnSync('git', gitArgs, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${gitArgs.join(' ')} failed: ${run.stderr.trim()}`);
  return run.stdout;
}

/**
 * What makes `--apply` refuse before it writes anything: changes not committed (the tarball would ship them and the
 * printed `git commit -am` take them into the release commit), and a tag of the version (the printed `git tag`
 * would fail after the fragments are gone).
 */
function applyBlockers(releaseVersion: string): string[] {
  const blockers: string[] = [];
  const changes = git('status', '--porcelain').trimEnd();
  if (changes !== '') {
    const files = changes.split('\n').map((line) => `      ${line}`);
    blockers.push(`the tree has uncommitted changes, which the tarball would ship:\n${files.join('\n')}`);
  }
  if (git('tag', '--list', releaseVersion).trim() !== '') blockers.push(`tag ${releaseVersion} already exists`);
  return blockers;
}

function main(): Promise<void> | void {
  if (options.flag('help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const release = planRelease(options.requiredValue('version', '0.2.0'));
  console.log(
    `Release ${readManifest().version} -> ${release.version}${apply ? '' : ' (dry run: nothing is written)'}`,
  );
  console.log(`\n${release.section}`);

  const blockers = applyBlockers(release.version);
  if (apply && blockers.length > 0) throw new Error(`--apply changes nothing when\n  - ${blockers.join('\n  - ')}`);
  if (blockers.length > 0) console.log(`--apply would refuse:\n  - ${blockers.join('\n  - ')}`);
  if (apply) {
    // What must not ship stops the release before it checks the code or writes: all but dist/ is packed as it is
    // now, and the files of dist/ that package.json names count as there (the build after the bump writes them, and
    // the tarball is checked again then).
    const built = declaredFiles(readManifest()).filter((file) => file.startsWith('dist/'));
    const early = tarballProblems([...packedPaths(), ...built], readManifest());
    if (early.length > 0) throw new Error(`The tarball must not ship as it is:\n  - ${early.join('\n  - ')}`);
  }

  npmRun('typecheck');
  if (readManifest().scripts?.lint) npmRun('lint');
  if (options.flag('test')) {
    // The test of the package types reads dist/: it must be this tree's.
    npmRun('build');
    npmRun('test');
  }

  if (apply) {
    writeRelease(release);
    console.log(`\nCHANGELOG.md, package.json and package-lock.json: ${release.version}; news/ fragments deleted`);
  }
  return packTarball(join(REPO_ROOT, '.cache', 'release')).then((tarball) => {
    printTarballContents(tarball);
    const problems = tarballProblems(
      tarball.entries.map((entry) => entry.path),
      readManifest(),
    );
    if (problems.length > 0) throw new Error(`The tarball must not ship as it is:\n  - ${problems.join('\n  - ')}`);
    console.log('\nThe tarball holds only what a user needs.');
    if (!apply) {
      console.log('Dry run: run `npm run release -- --apply` to write CHANGELOG.md and the version.');
      return;
    }
    console.log('\nThen, after a review of the diff:');
    console.log(`  git commit -am "Release ${release.version}" && git tag ${release.version}`);
    console.log(`  npm publish ${tarball.file} && git push --follow-tags`);
  });
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`\nrelease: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
