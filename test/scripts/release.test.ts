// `npm run changelog` and `npm run release` as a release manager uses them. The release runs in a throwaway clone of
// the working tree (its own git repository, the repository's node_modules linked), so that an --apply that should
// have refused writes nothing here.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloneWorkingTree } from '../../scripts/package/gitClone';

const repoRoot = join(import.meta.dirname, '../..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

interface ScriptRun {
  status: number | null;
  output: string;
}

/** Runs `scripts/<script>.ts` with `args` in `cwd`, as `npm run <script> -- <args>` does. */
function runScript(cwd: string, script: string, ...args: string[]): ScriptRun {
  const run = spawnSync(tsx, [`scripts/${script}.ts`, ...args], { cwd, encoding: 'utf8', timeout: 300_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

let clone: string;
/** The clone's commit of the working tree, which every test starts from. */
let start: string;

beforeAll(async () => {
  clone = await cloneWorkingTree();
  symlinkSync(join(repoRoot, 'node_modules'), join(clone, 'node_modules'));
  // .gitignore's `node_modules/` names a directory, not the link to one.
  appendFileSync(join(clone, '.git/info/exclude'), 'node_modules\n');
  start = git(clone, 'rev-parse', 'HEAD').trim();
}, 60_000);
afterAll(() => rmSync(dirname(clone), { recursive: true, force: true }));
afterEach(() => {
  git(clone, 'reset', '--quiet', '--hard', start);
  git(clone, 'clean', '--quiet', '-fd');
  for (const tag of git(clone, 'tag').split('\n').filter(Boolean)) git(clone, 'tag', '-d', tag);
});

describe('--help', () => {
  it('npm run changelog -- --help says how to use it instead of printing the draft', () => {
    const run = runScript(repoRoot, 'changelog', '--help');
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/^Usage: npm run changelog/);
    expect(run.output).not.toContain('Draft of the CHANGELOG.md section');
  });

  it('npm run release -- --help says how to use it and runs nothing (no type check, no pack)', () => {
    const run = runScript(clone, 'release', '--help');
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/^Usage: npm run release/);
    expect(run.output).toContain('--apply');
    expect(run.output).not.toContain('npm run typecheck');
    expect(existsSync(join(clone, '.cache/release'))).toBe(false);
    expect(git(clone, 'status', '--porcelain')).toBe('');
  }, 300_000);
});

describe('--version', () => {
  it('is read written either way, --version=1.0.0 or --version 1.0.0, as the other scripts read their options', () => {
    for (const args of [['--version=1.0.0'], ['--version', '1.0.0']]) {
      const run = runScript(repoRoot, 'changelog', ...args);
      expect(run.status).toBe(0);
      expect(run.output).toMatch(/^## 1\.0\.0 \(/m);
    }
  });

  it("refuses what is no x.y.z version above the package's, which package.json could not take as it is", () => {
    for (const [given, message] of [
      ['v1.0.0', '--version=v1.0.0 is no version'],
      ['1.0', '--version=1.0 is no version'],
      ['0.0.5', "--version=0.0.5 is not above the package's version, 0.1.0"],
      ['0.1.0', "--version=0.1.0 is not above the package's version, 0.1.0"],
    ]) {
      const run = runScript(repoRoot, 'changelog', `--version=${given}`);
      expect(run.status).not.toBe(0);
      expect(run.output).toContain(message);
    }
  });

  it('given without a value (--version, or --version followed by another option) stops and says what it takes', () => {
    // In the clone: were `--write` taken while the version is missing, it would write the release there.
    for (const args of [['--version'], ['--version', '--write']]) {
      const run = runScript(clone, 'changelog', ...args);
      expect(run.status).not.toBe(0);
      expect(run.output).toContain('--version takes a value, as in --version=0.2.0');
      expect(run.output).not.toContain('Draft of the CHANGELOG.md section');
      expect(git(clone, 'status', '--porcelain')).toBe('');
    }
    const release = runScript(clone, 'release', '--apply', '--version');
    expect(release.status).not.toBe(0);
    expect(release.output).toContain('release: --version takes a value, as in --version=0.2.0');
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });
});

describe('npm run release -- --apply', () => {
  it('stops before writing anything when the version it would release is already tagged', () => {
    git(clone, 'tag', '0.2.0');
    const run = runScript(clone, 'release', '--apply');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('tag 0.2.0 already exists');
    expect(git(clone, 'status', '--porcelain')).toBe('');
    expect(readFileSync(join(clone, 'package.json'), 'utf8')).toContain('"version": "0.1.0"');
  }, 300_000);

  it('stops before writing anything when the version it is given is no version npm version takes', () => {
    const run = runScript(clone, 'release', '--apply', '--version=1.0');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('--version=1.0 is no version');
    expect(git(clone, 'status', '--porcelain')).toBe('');
  }, 300_000);

  it('stops before writing anything when the tarball would ship a file that must not ship', () => {
    appendFileSync(join(clone, 'src/components/SocialLinks.test.tsx'), '// a test left beside its component\n');
    git(clone, 'add', '--all');
    git(clone, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'A test');
    const run = runScript(clone, 'release', '--apply');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('src/components/SocialLinks.test.tsx must not ship: a test file');
    expect(git(clone, 'status', '--porcelain')).toBe('');
  }, 300_000);

  it('stops before writing anything on a tree with uncommitted changes, which the release commit would take in', () => {
    appendFileSync(join(clone, 'src/index.ts'), '// work in progress\n');
    const run = runScript(clone, 'release', '--apply');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('uncommitted changes');
    expect(run.output).toContain('src/index.ts');
    expect(git(clone, 'status', '--porcelain')).toBe(' M src/index.ts\n');
  }, 300_000);
});

describe('npm run release -- --test', () => {
  it('builds dist/ before the unit tests, whose test of the package types reads it', () => {
    // Each script the release runs writes its name, in order: the clone's own package.json, reset after the test.
    const manifestFile = join(clone, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['typecheck', 'lint', 'build', 'test', 'prepack']) {
      manifest.scripts[name] = `node -e "require('fs').appendFileSync('steps.log', '${name}\\n')"`;
    }
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    runScript(clone, 'release', '--test');
    const steps = readFileSync(join(clone, 'steps.log'), 'utf8').split('\n');
    // They ran after a pull that changed src/ against the last build's dist/, and stopped with "run npm run build".
    expect(steps.slice(0, steps.indexOf('test'))).toContain('build');
  }, 300_000);
});

describe('npm run changelog -- --write', () => {
  it('sets the version CHANGELOG.md names in package.json and package-lock.json too', () => {
    const run = runScript(clone, 'changelog', '--write');
    expect(run.status).toBe(0);
    const changelog = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/^## 0\.2\.0 \(/m);
    const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect(JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8'))).toMatchObject({ version: '0.2.0' });
    expect([lock.version, lock.packages['']?.version]).toEqual(['0.2.0', '0.2.0']);
  }, 60_000);
});

describe('npm publish of the release', () => {
  it('publishes the scoped package with public access, so that the README’s npm install of it works', () => {
    // A dry run, offline: npm says the access it would ask the registry for. A new scoped package published with
    // npm's default access is created restricted (a private package, or a refusal with 402 on a free account).
    const run = spawnSync('npm', ['publish', '--dry-run', '--offline', '--ignore-scripts', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).toMatch(/Publishing to \S+ with tag latest and public access \(dry-run\)/);
  }, 60_000);
});
