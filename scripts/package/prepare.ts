// `prepare`: builds dist/ when it is missing or older than what it is built from, so an install from a git URL (npm
// runs `prepare` there, with the dev dependencies) gets the entry points the exports map names. npm also runs
// `prepare` after every `npm ci` / `npm install` in this repository: there it costs a stat of the sources when dist/ is
// fresh, and one build (~20 s) on a fresh clone. `npm pack` still builds unconditionally (`prepack`).
import { spawnSync } from 'node:child_process';
import { staleReason } from './distFreshness';
import { REPO_ROOT } from './paths';

const reason = staleReason(REPO_ROOT);
if (reason === null) {
  console.log('prepare: dist/ is up to date, no build needed');
} else {
  console.log(`prepare: building dist/ (${reason})`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
