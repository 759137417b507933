// `prepare` builds dist/ for a git install and skips the build after `npm ci` when dist/ is already newer than its
// sources, so a fresh clone builds once and a repeated install costs nothing.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, staleReason } from '../../scripts/package/distFreshness';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** Writes `file` under the temporary package with the modification time `seconds` after the epoch. */
function touch(file: string, seconds: number): void {
  const path = join(root!, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, seconds, seconds);
}

function packageBuiltAt(seconds: number): void {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(join(tmpdir(), 'dist-freshness-'));
  touch('package.json', 100);
  touch('src/core/safeHref.ts', 100);
  utimesSync(join(root, 'src/core'), 100, 100);
  utimesSync(join(root, 'src'), 100, 100);
  for (const output of BUILD_OUTPUTS) touch(output, seconds);
}

describe('prepare', () => {
  it('builds a clone without dist/', () => {
    root = mkdtempSync(join(tmpdir(), 'dist-freshness-'));
    touch('src/index.ts', 100);
    expect(staleReason(root!)).toBe('dist/index.mjs is missing');
  });

  it('skips the build when dist/ is newer than every source', () => {
    packageBuiltAt(200);
    expect(staleReason(root!)).toBeNull();
  });

  it('builds again when a source deep in src/ changed after the build', () => {
    packageBuiltAt(200);
    touch('src/core/safeHref.ts', 300);
    expect(staleReason(root!)).toBe('src changed since the last build');
  });

  it('builds again when the build configuration changed, or one of the outputs is older', () => {
    packageBuiltAt(200);
    touch('vite.config.ts', 300);
    expect(staleReason(root!)).toBe('vite.config.ts changed since the last build');
    packageBuiltAt(200);
    touch('dist/types/index.d.ts', 50);
    expect(staleReason(root!)).toBe('src changed since the last build');
  });
});
