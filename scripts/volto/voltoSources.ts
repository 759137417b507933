// What our package takes from Volto's own source, checked against a Volto release that cannot be built here (its
// dependencies are missing from the registry we install from) but whose npm package can be unpacked: every module we
// import from `@plone/volto/…` (and `@plone/volto-original/…`) is there and exports what we import, and every
// component we shadow in `src/customizations/volto/` still exists, so that a site on that Volto can install us.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CheckList } from './checks';
import { REPO_ROOT } from './settings';
import { unpackVolto } from './voltoProject';

/** One import of a Volto module in our source. */
export interface VoltoImport {
  /** The module's path inside Volto's `src/`, e.g. `components/theme/Icon/Icon`. */
  path: string;
  /** `default` for a default import, else the imported names. */
  names: string[];
  /** Where we import it. */
  from: string;
}

const SOURCE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx'];

/** The files below `dir` whose names end with one of `extensions`. */
function filesBelow(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .sort()
    .map((name) => join(dir, name));
}

/** The Volto modules `source` imports (type-only imports left out: they leave nothing in a build). */
export function voltoImportsOf(source: string, from: string): VoltoImport[] {
  const found: VoltoImport[] = [];
  const module = String.raw`'@plone\/volto(?:-original)?\/([^']+)'`;
  for (const match of source.matchAll(new RegExp(String.raw`import\s+(?!type\s)([^;]*?)\s+from\s+${module}`, 'g'))) {
    const clause = match[1]!.trim();
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const names = named
      ? named
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0]!)
          .filter((name) => name !== '' && !name.startsWith('type '))
      : [];
    if (!clause.startsWith('{') && !clause.startsWith('*')) names.unshift('default');
    found.push({ path: match[2]!, names, from });
  }
  for (const match of source.matchAll(new RegExp(String.raw`(?:import|require)\(\s*${module}\s*\)`, 'g'))) {
    found.push({ path: match[1]!, names: [], from });
  }
  return found;
}

/** Every Volto import of our `src/`, and the Volto paths our customizations shadow. */
export function ourVoltoUse(srcDir = join(REPO_ROOT, 'src')): { imports: VoltoImport[]; shadowed: string[] } {
  const files = filesBelow(srcDir, ['.ts', '.tsx']);
  const imports = files.flatMap((file) => voltoImportsOf(readFileSync(file, 'utf8'), relative(REPO_ROOT, file)));
  const customizations = join(srcDir, 'customizations', 'volto');
  const shadowed = existsSync(customizations)
    ? filesBelow(customizations, SOURCE_EXTENSIONS).map((file) =>
        relative(customizations, file).replace(/\.[jt]sx?$/, ''),
      )
    : [];
  return { imports, shadowed };
}

/** The file of Volto's `src/` that `path` resolves to, as webpack resolves it, or `null`. */
export function voltoModuleFile(voltoSrc: string, path: string): string | null {
  const candidates = [
    join(voltoSrc, path),
    ...SOURCE_EXTENSIONS.map((extension) => join(voltoSrc, `${path}${extension}`)),
    ...SOURCE_EXTENSIONS.map((extension) => join(voltoSrc, path, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The names of `imported` that the module's source does not export (by its text: `export default`, `export …`). */
export function missingExports(moduleSource: string, imported: string[]): string[] {
  return imported.filter((name) => {
    if (name === 'default') return !/export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(moduleSource);
    const declared = new RegExp(String.raw`export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+${name}\b`);
    const listed = new RegExp(String.raw`export\s*\{[^}]*\b${name}\b[^}]*\}`);
    return !declared.test(moduleSource) && !listed.test(moduleSource);
  });
}

/** Checks our Volto imports and customizations against the source of Volto `version`, unpacked under `cacheDir`. */
export async function checkVoltoSources(checks: CheckList, version: string, cacheDir: string): Promise<void> {
  const dir = join(cacheDir, `volto-source-${version}`);
  const voltoSrc = join(dir, 'package', 'src');
  // Written once the tar has unpacked whole: a run cut short in the middle unpacks again instead of reading a part.
  const unpacked = join(dir, 'unpacked');
  if (!existsSync(unpacked)) {
    rmSync(join(dir, 'package'), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await unpackVolto(version, dir, ['package/src']);
    writeFileSync(unpacked, `${version}\n`);
  }
  const { imports, shadowed } = ourVoltoUse();
  const byPath = new Map<string, VoltoImport[]>();
  for (const use of imports) byPath.set(use.path, [...(byPath.get(use.path) ?? []), use]);
  for (const [path, uses] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const file = voltoModuleFile(voltoSrc, path);
    // An asset (an icon) has no exports to read: its file is what the build takes.
    const names = /\.(svg|css|less)$/.test(path) ? [] : [...new Set(uses.flatMap((use) => use.names))];
    const missing = file ? missingExports(readFileSync(file, 'utf8'), names) : [];
    checks.check(
      `${path} is in its source${names.length ? ` and exports ${names.join(', ')}` : ''}`,
      file !== null && missing.length === 0,
      `${file ? `it exports no ${missing.join(', ')}` : 'no such module'}; imported by ${uses.map((use) => use.from).join(', ')}`,
    );
  }
  for (const path of shadowed) {
    checks.check(
      `the component we shadow, ${path}, is in its source`,
      voltoModuleFile(voltoSrc, path) !== null,
      `src/customizations/volto/${path} shadows nothing in Volto ${version}`,
    );
  }
}
