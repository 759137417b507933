// A git repository that holds what the working tree holds now, for a `git+file://` install: a clone of HEAD with the
// uncommitted changes copied over and committed in the clone. The repository itself is only read (no commit, no
// index change there).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCommand, tail } from '../lib/runCommand';
import { REPO_ROOT, freshTempDir } from './paths';

async function git(cwd: string, args: string[]): Promise<string> {
  const run = await runCommand('git', args, { cwd, reject: false });
  if (run.code !== 0) throw new Error(`git ${args.join(' ')} failed in ${cwd}:\n${tail(run.output)}`);
  return run.output;
}

/** NUL-separated `git ls-files` output as paths. */
const paths = (output: string) => output.split('\0').filter(Boolean);

/** Clones the repository and commits its working tree in the clone; returns the clone's directory. */
export async function cloneWorkingTree(): Promise<string> {
  const clone = join(freshTempDir('git'), 'volto-socialmedia');
  await git(REPO_ROOT, ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone]);
  const changed = paths(await git(REPO_ROOT, ['ls-files', '-z', '--modified', '--others', '--exclude-standard']));
  const deleted = new Set(paths(await git(REPO_ROOT, ['ls-files', '-z', '--deleted'])));
  for (const file of changed.filter((path) => !deleted.has(path))) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    copyFileSync(join(REPO_ROOT, file), join(clone, file));
  }
  for (const file of deleted) rmSync(join(clone, file), { force: true });
  await git(clone, ['add', '--all']);
  const identity = ['-c', 'user.name=test:package', '-c', 'user.email=test-package@example.invalid'];
  await git(clone, [...identity, 'commit', '--quiet', '--allow-empty', '-m', 'The working tree, for test:package']);
  return clone;
}
