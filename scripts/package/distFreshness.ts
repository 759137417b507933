// Whether dist/ is older than what it is built from: `prepare` builds only then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: a change in any of them makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.build.json'];
/** What the build writes last of each step: the oldest of them dates dist/. */
export const BUILD_OUTPUTS = ['dist/index.mjs', 'dist/index.cjs', 'dist/types/index.d.ts', 'dist/types/index.d.mts'];

/** The newest modification time under `path` (a file or a directory tree), in milliseconds. */
function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/** Why dist/ under `root` needs a build, or null when it is newer than every input. */
export function staleReason(root: string): string | null {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...BUILD_OUTPUTS.map((file) => statSync(join(root, file)).mtimeMs));
  const changed = BUILD_INPUTS.filter((input) => existsSync(join(root, input))).find(
    (input) => newestChange(join(root, input)) > built,
  );
  return changed ? `${changed} changed since the last build` : null;
}
