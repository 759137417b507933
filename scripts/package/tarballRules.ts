// What the published tarball may hold: the sources Volto compiles (`main` is src/index.ts), the built entry points,
// the locales, README, CHANGELOG and the license's text (which it must hold: the MIT license asks for it). Never the
// tests, the demo, the docs' screenshots, the news fragments or the repository's own tooling. The mock's fixtures
// (src/mock/fixtures) stay: they are the `mock` entry's public API.
import type { ExportTarget, PackageManifest } from './paths';

/** Paths (relative to the package root) that never belong in the tarball, each with the reason shown to the user. */
const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /^test\//, reason: 'the test suite' },
  { pattern: /(^|\/)__tests__\/|\.(test|spec)\.[cm]?[jt]sx?$/, reason: 'a test file' },
  { pattern: /^demo\//, reason: 'the demo site' },
  { pattern: /^docs\//, reason: 'the docs (screenshots, reports)' },
  { pattern: /\.(png|jpe?g|webp)$/, reason: 'a screenshot or image' },
  { pattern: /^news\//, reason: 'a news fragment (it belongs in CHANGELOG.md)' },
  { pattern: /^(scripts|backend|\.ci|\.github)\//, reason: "the repository's own tooling" },
  { pattern: /(^|\/)(node_modules|coverage|test-results)\//, reason: 'an installed or generated directory' },
  { pattern: /\.tgz$/, reason: 'a packed tarball' },
];

/** Why `path` must not ship, or null when it may. */
export function forbiddenReason(path: string): string | null {
  return FORBIDDEN.find(({ pattern }) => pattern.test(path))?.reason ?? null;
}

/** Every file the manifest points at (`main`, `types`, each `exports` target), relative to the package root. */
export function declaredFiles(manifest: PackageManifest & { types?: string }): string[] {
  const targets = new Set<string>();
  const add = (target: string | undefined) => {
    if (target) targets.add(target.replace(/^\.\//, ''));
  };
  add(manifest.main);
  add(manifest.types);
  // A target is a path, or conditions whose values are targets (`import: { types, default }`).
  const addTarget = (target: ExportTarget) => {
    if (typeof target === 'string') add(target);
    else Object.values(target).forEach(addTarget);
  };
  Object.values(manifest.exports ?? {}).forEach(addTarget);
  return [...targets].sort();
}

/**
 * What is wrong with a tarball holding `paths`: forbidden files, files the manifest names that are missing, and no
 * license text.
 */
export function tarballProblems(paths: readonly string[], manifest: PackageManifest): string[] {
  const present = new Set(paths);
  const forbidden = paths.flatMap((path) => {
    const reason = forbiddenReason(path);
    return reason ? [`${path} must not ship: ${reason}`] : [];
  });
  const missing = declaredFiles(manifest)
    .filter((file) => !present.has(file))
    .map((file) => `${file} is named in package.json but missing from the tarball`);
  const license = paths.some((path) => /^LICEN[CS]E(\.\w+)?$/i.test(path))
    ? []
    : ['LICENSE is missing from the tarball'];
  return [...forbidden, ...missing, ...license];
}
