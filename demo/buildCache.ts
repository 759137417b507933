// Reuses a production build of the demo while nothing it is built from has changed: the browser tests
// then start in a second instead of waiting for Vite on every run.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** What the demo's build reads: the package's sources, its catalogues, the demo and the dependency versions. */
const INPUTS = ['src', 'demo', 'locales', 'package-lock.json', 'vite.config.ts'];
const IGNORED = new Set(['node_modules', 'dist', '.cache']);

/** A hash of every input file's path and content. */
export async function demoBuildKey(extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra);
  for (const input of INPUTS) {
    for (const file of await listFiles(path.join(repoRoot, input))) {
      hash
        .update(path.relative(repoRoot, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder holding the build for `key` under `cacheDir`, made with `build(folder)` when missing.
 * Older builds are removed, so the cache holds one build at a time.
 */
export async function cachedBuild(
  cacheDir: string,
  key: string,
  build: (outDir: string) => Promise<void>,
): Promise<string> {
  const target = path.join(cacheDir, key);
  if (existsSync(path.join(target, 'index.html'))) return target;
  await mkdir(cacheDir, { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  await build(partial);
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
  for (const entry of await readdir(cacheDir)) {
    if (entry !== key && !entry.includes('.partial-'))
      await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
  return target;
}

async function listFiles(entry: string): Promise<string[]> {
  if (!existsSync(entry)) return [];
  const stats = await readdir(entry, { withFileTypes: true }).catch(() => null);
  if (!stats) return [entry];
  const files: string[] = [];
  for (const child of stats.sort((a, b) => a.name.localeCompare(b.name))) {
    if (IGNORED.has(child.name)) continue;
    const childPath = path.join(entry, child.name);
    if (child.isDirectory()) files.push(...(await listFiles(childPath)));
    else if (child.isFile()) files.push(childPath);
  }
  return files;
}
