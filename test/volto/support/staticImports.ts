// Follows the static imports of a module through the source tree (not `import()`), to check what a page
// loads first: which of our files, and which packages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportGraph {
  /** Our files reached, relative to the repository root. */
  files: string[];
  /** Package specifiers imported by them (`react`, `@plone/volto/...`). */
  packages: string[];
  /** Targets of dynamic `import()` found on the way (relative paths, resolved). */
  dynamic: string[];
}

const root = resolve(__dirname, '..', '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
// webpack's magic comment (`/* webpackChunkName: "…" */`) may stand before the path.
const DYNAMIC = /\bimport\(\s*(?:\/\*[^]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

/** The static import graph from `entry` (a path relative to the repository root). Type-only imports are skipped. */
export function staticImports(entry: string): ImportGraph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.css')) return; // a stylesheet: in the graph, with no imports of its own
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = match[1]!;
      if (target.startsWith('.')) visit(resolveSource(dirname(file), target));
      else packages.add(target);
    }
    for (const match of source.matchAll(DYNAMIC)) {
      const target = match[1]!;
      if (target.startsWith('.')) dynamic.add(relative(root, resolveSource(dirname(file), target)));
    }
  };
  visit(resolveSource(root, entry));
  return {
    files: [...files].map((file) => relative(root, file)).sort(),
    packages: [...packages].sort(),
    dynamic: [...dynamic].sort(),
  };
}

function resolveSource(directory: string, specifier: string): string {
  const base = join(directory, specifier);
  if (specifier.endsWith('.css') && existsSync(base)) return base;
  for (const candidate of [base, ...EXTENSIONS.map((extension) => `${base}${extension}`)]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${directory}`);
}
