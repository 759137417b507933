// The import specifiers a user of the package can write: one per `exports` entry (package.json itself aside).
import type { PackageManifest } from './paths';

/**
 * `@example/volto-socialmedia`, `@example/volto-socialmedia/contract`, ... in the order of the exports map: the
 * modules, not the files exported as they are (`package.json`, `styles.css`).
 */
export function entrySpecifiers(manifest: PackageManifest): string[] {
  return Object.keys(manifest.exports ?? { '.': manifest.main ?? '' })
    .filter((key) => !/\.(json|css)$/.test(key))
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.replace(/^\.\//, '')}`));
}
