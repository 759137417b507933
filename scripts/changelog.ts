// `npm run changelog`: the news/ fragments as the next release's CHANGELOG.md section. By default a draft printed to
// the terminal (nothing changes); `--write` adds the section to CHANGELOG.md and deletes the fragments, as towncrier
// does at a release, and sets the version in package.json and package-lock.json. `--version=x.y.z` names the release
// (default: the next semver version the fragments call for).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { type NewsFragment, insertRelease, nextVersion, parseFragment, renderRelease } from './changelogFragments';
import { cliOptions } from './lib/cliOptions';
import { REPO_ROOT, readManifest } from './package/paths';

/** Every fragment in `dir` (news/); throws on a misnamed or empty one. */
export function readFragments(dir: string): NewsFragment[] {
  return readdirSync(dir)
    .sort()
    .flatMap((file) => parseFragment(file, readFileSync(join(dir, file), 'utf8')) ?? []);
}

/** The issue tracker's address from package.json (`bugs.url`), or null when the package names none. */
function issuesUrl(root: string): string | null {
  const bugs = (readManifest(root) as { bugs?: string | { url?: string } }).bugs;
  return (typeof bugs === 'string' ? bugs : bugs?.url) ?? null;
}

export interface PlannedRelease {
  version: string;
  section: string;
  fragments: NewsFragment[];
}

/**
 * The section the fragments of the package at `root` make for `version` (default: the next version they call for),
 * dated `date`. Throws when news/ holds no fragment or a misnamed one, and when `version` is no x.y.z version above the
 * package's.
 */
export function planRelease(version?: string, root: string = REPO_ROOT, date = new Date()): PlannedRelease {
  const fragments = readFragments(join(root, 'news'));
  if (fragments.length === 0) throw new Error('news/ holds no fragment: nothing to release');
  const types = fragments.map((fragment) => fragment.type);
  const current = readManifest(root).version;
  if (version !== undefined && semver.valid(version) !== version) {
    // `npm version` cleans v1.0.0 to 1.0.0 and refuses 1.0: CHANGELOG.md, package.json and the tag would disagree.
    throw new Error(`--version=${version} is no version: a release is named x.y.z, as in 0.2.0`);
  }
  if (version !== undefined && !semver.gt(version, current)) {
    throw new Error(`--version=${version} is not above the package's version, ${current}`);
  }
  const releaseVersion = version ?? nextVersion(current, types);
  const day = date.toISOString().slice(0, 10);
  const section = renderRelease(releaseVersion, day, fragments, issuesUrl(root));
  return { version: releaseVersion, section, fragments };
}

/**
 * Sets the release's version in package.json and package-lock.json at `root`, writes the planned section into its
 * CHANGELOG.md and deletes the fragments from news/, so that the three name one version. Throws when npm refuses the
 * version, before the changelog is touched.
 */
export function writeRelease(release: PlannedRelease, root: string = REPO_ROOT): void {
  const bumped = spawnSync('npm', ['version', release.version, '--no-git-tag-version'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (bumped.status !== 0) throw new Error(`npm version ${release.version} failed:\n${bumped.stderr.trim()}`);
  const changelog = join(root, 'CHANGELOG.md');
  writeFileSync(changelog, insertRelease(readFileSync(changelog, 'utf8'), release.version, release.section));
  for (const fragment of release.fragments) rmSync(join(root, 'news', fragment.file));
}

const USAGE = `Usage: npm run changelog -- [--write] [--version=x.y.z]

Prints the news/ fragments as the next release's CHANGELOG.md section, a draft: nothing changes.
  --write            add the section to CHANGELOG.md, delete the fragments and set the version in package.json and
                     package-lock.json (npm run release -- --apply does the same after its checks)
  --version=x.y.z    the release's version, above the package's (default: the next one the fragments call for)
  --help             this text`;

function main(): void {
  const options = cliOptions();
  if (options.flag('help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const release = planRelease(options.requiredValue('version', '0.2.0'));
  if (!options.flag('write')) {
    console.log(`Draft of the CHANGELOG.md section (${release.fragments.length} fragments; --write to apply):\n`);
    console.log(release.section);
    return;
  }
  writeRelease(release);
  console.log(
    `CHANGELOG.md: added ${release.version}; deleted ${release.fragments.length} fragments from news/; ` +
      `package.json and package-lock.json: ${release.version}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
