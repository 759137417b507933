// Where the package scripts work: the repository, its package.json, and fresh directories under the system's temp.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** An `exports` target: a path, or conditions (`import`, `require`, `types`, `default`) each naming a target. */
export type ExportTarget = string | { [condition: string]: ExportTarget };

/** The fields of package.json the package scripts read. */
export interface PackageManifest {
  name: string;
  version: string;
  main?: string;
  files?: string[];
  exports?: Record<string, ExportTarget>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  scripts?: Record<string, string>;
}

/** The package.json in `dir` (the repository's by default). */
export function readManifest(dir: string = REPO_ROOT): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

/** A new empty directory under os.tmpdir(), named after what it is for. */
export function freshTempDir(purpose: string): string {
  return mkdtempSync(join(tmpdir(), `volto-socialmedia-${purpose}-`));
}
