// `npm pack` of the repository (its `prepack` builds dist/) and the list of what the tarball holds, read back
// from the tarball itself with tar, so the list is what a user would download.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, tail } from '../lib/runCommand';
import { REPO_ROOT } from './paths';

export interface TarballEntry {
  /** Path inside the tarball, without npm's `package/` prefix. */
  path: string;
  bytes: number;
}

export interface PackedTarball {
  file: string;
  /** Size of the .tgz, what a registry download costs. */
  bytes: number;
  /** Sum of the files' sizes once unpacked. */
  unpackedBytes: number;
  entries: TarballEntry[];
}

/** Packs the repository into `destination` and lists the tarball; throws with npm's output when packing fails. */
export async function packTarball(destination: string): Promise<PackedTarball> {
  mkdirSync(destination, { recursive: true });
  const before = new Set(readdirSync(destination));
  const packed = await runCommand('npm', ['pack', '--pack-destination', destination], {
    cwd: REPO_ROOT,
    reject: false,
  });
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${tail(packed.output)}`);
  const name = readdirSync(destination).find((entry) => entry.endsWith('.tgz') && !before.has(entry));
  if (!name) throw new Error(`npm pack wrote no new tarball into ${destination}`);
  const file = join(destination, name);
  const entries = await listTarball(file);
  return {
    file,
    bytes: statSync(file).size,
    unpackedBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    entries,
  };
}

/** The files of an npm tarball with their sizes, in tar's order. */
export async function listTarball(file: string): Promise<TarballEntry[]> {
  const listed = await runCommand('tar', ['-tvzf', file], { reject: false });
  if (listed.code !== 0) throw new Error(`tar could not read ${file}:\n${tail(listed.output)}`);
  return listed.output
    .split('\n')
    .filter((line) => line.startsWith('-'))
    .map((line) => {
      // -rw-r--r-- 0/0   1234 1985-10-26 08:15 package/src/index.ts
      const fields = line.trim().split(/\s+/);
      return {
        path: fields
          .slice(5)
          .join(' ')
          .replace(/^package\//, ''),
        bytes: Number(fields[2]),
      };
    });
}

/**
 * The paths `npm pack` would put into the tarball as the tree is now, without building or writing anything (its
 * `--dry-run`, scripts ignored: dist/ is as the last build left it). Throws with npm's output when npm fails.
 */
export function packedPaths(): string[] {
  const listed = spawnSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`npm pack --dry-run failed:\n${tail(listed.stderr)}`);
  const [packed] = JSON.parse(listed.stdout) as Array<{ files: Array<{ path: string }> }>;
  return packed?.files.map((file) => file.path) ?? [];
}
