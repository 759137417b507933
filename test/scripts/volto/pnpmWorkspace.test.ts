import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copiesSplitThePage,
  peerCopies,
  type PeerCopy,
  type PnpmWorkspace,
} from '../../../scripts/volto/pnpmWorkspace';

/** A package directory in a pnpm-like store under `root`, with its package.json. */
function storePackage(root: string, entry: string, name: string, version: string): string {
  const dir = join(root, 'node_modules', '.pnpm', entry, 'node_modules', ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }));
  return dir;
}

/** `name` linked into the node_modules of `from` (a package directory), as pnpm links a dependency. */
function link(from: string, name: string, target: string): void {
  const path = join(from, 'node_modules', ...name.split('/'));
  mkdirSync(join(path, '..'), { recursive: true });
  symlinkSync(target, path);
}

const copy = (name: string, ours: string, volto: string, versions = ['8.1.2', '8.1.2']): PeerCopy => ({
  name,
  optional: false,
  ours: { dir: ours, version: versions[0]! },
  volto: { dir: volto, version: versions[1]! },
});

describe('the peers of our package in a pnpm workspace', () => {
  it('finds the copy each side gets through its links, and names what pnpm did not link for us', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'pnpm-layout-')));
    const ours = storePackage(root, '@example+volto-socialmedia@0.1.0', '@example/volto-socialmedia', '0.1.0');
    const volto = join(root, 'core', 'packages', 'volto');
    mkdirSync(volto, { recursive: true });
    const react = storePackage(root, 'react@18.2.0', 'react', '18.2.0');
    const intlOld = storePackage(root, 'react-intl@3.12.1', 'react-intl', '3.12.1');
    const intlNew = storePackage(root, 'react-intl@7.1.11', 'react-intl', '7.1.11');
    // pnpm puts a package's own links beside it in its store entry; Volto's are in its node_modules.
    const oursModules = join(ours, '..', '..');
    for (const [name, target] of [
      ['react', react],
      ['react-intl', intlNew],
    ] as const)
      symlinkSync(target, join(oursModules, name));
    link(volto, 'react', react);
    link(volto, 'react-intl', intlOld);
    const workspace = { root: volto, addonDir: ours, workspace: root } as PnpmWorkspace;

    const found = Object.fromEntries(peerCopies(workspace).map((peer) => [peer.name, peer]));
    expect(found.react).toMatchObject({ ours: { dir: react }, volto: { dir: react } });
    expect(found['react-intl']).toMatchObject({
      ours: { dir: intlNew, version: '7.1.11' },
      volto: { dir: intlOld, version: '3.12.1' },
    });
    expect(found['react-redux']).toMatchObject({ optional: false, ours: null, volto: null });
    expect(found.msw).toMatchObject({ optional: true, ours: null });
    expect(copiesSplitThePage(found.react!)).toBe(false);
    expect(copiesSplitThePage(found['react-intl']!)).toBe(true);
  });

  it('lets two copies of react-redux 8.1 or later be (they share one context), no other peer', () => {
    expect(copiesSplitThePage(copy('react-redux', '/a', '/b'))).toBe(false);
    expect(copiesSplitThePage(copy('react-redux', '/a', '/b', ['8.0.5', '8.1.2']))).toBe(true);
    expect(copiesSplitThePage(copy('react-router-dom', '/a', '/b', ['5.2.0', '5.2.0']))).toBe(true);
    expect(copiesSplitThePage(copy('react-router-dom', '/a', '/a', ['5.2.0', '5.2.0']))).toBe(false);
  });
});
