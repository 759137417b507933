// Whether the versions a Volto project installed admit our peer dependency ranges: the add-on must take Volto's own
// React, react-intl, Redux, router, loadable and dnd-kit, never a second copy beside them.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import semver from 'semver';
import { readJson } from './voltoProject';

/** A peer dependency as package.json declares it. */
export interface PeerRange {
  name: string;
  range: string;
  optional: boolean;
}

/** Our peers, from a manifest's `peerDependencies` and `peerDependenciesMeta`. */
export function peerRanges(manifest: {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}): PeerRange[] {
  return Object.entries(manifest.peerDependencies ?? {}).map(([name, range]) => ({
    name,
    range,
    optional: manifest.peerDependenciesMeta?.[name]?.optional === true,
  }));
}

/**
 * One line per peer the project does not satisfy: a required peer it lacks, or an installed version outside our
 * range. `installedVersion` answers the version in the project's node_modules, null when it has none.
 */
export function peerRangeProblems(peers: PeerRange[], installedVersion: (name: string) => string | null): string[] {
  return peers.flatMap(({ name, range, optional }) => {
    const version = installedVersion(name);
    if (version === null) return optional ? [] : [`${name}: not installed (we need ${range})`];
    return semver.satisfies(version, range) ? [] : [`${name}: ${version} installed, outside our range ${range}`];
  });
}

/** The real directory and version of `name` as Node finds it from `fromDir`, or null. */
export function installedCopy(fromDir: string, name: string): { dir: string; version: string } | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) {
      const real = realpathSync(candidate);
      return { dir: real, version: String(readJson(join(real, 'package.json'))?.version) };
    }
    if (dirname(dir) === dir) return null;
  }
}
