// What the published tarball may hold: what a Volto site and a user of the entry points need, never the tests, the
// demo, the docs' screenshots or the news fragments; and everything package.json points at must be in it.
import { describe, expect, it } from 'vitest';
import { entrySpecifiers } from '../../scripts/package/entryPoints';
import { declaredFiles, forbiddenReason, tarballProblems } from '../../scripts/package/tarballRules';
import { readManifest } from '../../scripts/package/paths';

const manifest = readManifest();

describe('the tarball', () => {
  it('may hold the sources Volto compiles, the built entry points, the mock’s fixtures, the locales and the docs a user reads', () => {
    for (const path of [
      'src/index.ts',
      'src/mock/fixtures/demoSite.ts',
      'dist/index.mjs',
      'dist/types/core/index.d.ts',
      'locales/eu/LC_MESSAGES/volto.po',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
      'package.json',
    ]) {
      expect(forbiddenReason(path), path).toBeNull();
    }
  });

  it('must not hold tests, the demo, screenshots, news fragments or the repository’s tooling', () => {
    expect(forbiddenReason('test/core/safeHref.test.ts')).toBe('the test suite');
    expect(forbiddenReason('src/core/safeHref.test.ts')).toBe('a test file');
    expect(forbiddenReason('src/editing/__tests__/widget.tsx')).toBe('a test file');
    expect(forbiddenReason('demo/src/App.tsx')).toBe('the demo site');
    expect(forbiddenReason('docs/screenshots/footer.png')).toBe('the docs (screenshots, reports)');
    expect(forbiddenReason('src/components/preview.png')).toBe('a screenshot or image');
    expect(forbiddenReason('news/16.feature')).toBe('a news fragment (it belongs in CHANGELOG.md)');
    expect(forbiddenReason('scripts/release.ts')).toBe("the repository's own tooling");
    expect(forbiddenReason('backend/create_site.py')).toBe("the repository's own tooling");
  });

  it('is reported with every forbidden file and every file package.json names but the tarball lacks', () => {
    const complete = declaredFiles(manifest);
    expect(tarballProblems([...complete, 'README.md', 'LICENSE'], manifest)).toEqual([]);
    const withoutCore = complete.filter((file) => file !== 'dist/core.cjs');
    expect(tarballProblems([...withoutCore, 'test/setup.ts'], manifest)).toEqual([
      'test/setup.ts must not ship: the test suite',
      'dist/core.cjs is named in package.json but missing from the tarball',
      'LICENSE is missing from the tarball',
    ]);
  });

  it('is checked against every file the exports map names, for import, require and types', () => {
    const files = declaredFiles(manifest);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/index.ts',
        'dist/index.mjs',
        'dist/index.cjs',
        'dist/types/index.d.ts',
        'dist/types/index.d.mts',
      ]),
    );
    expect(files).toEqual(
      expect.arrayContaining(['dist/mock/node.mjs', 'dist/mock/node.cjs', 'dist/types/mock/node.d.ts']),
    );
    expect(files.filter((file) => file.endsWith('.json'))).toEqual(['package.json']);
  });
});

describe('the entry points a user imports', () => {
  it('are the package name and each subpath of the exports map, package.json and the stylesheet aside', () => {
    expect(entrySpecifiers(manifest)).toEqual([
      '@example/volto-socialmedia',
      '@example/volto-socialmedia/contract',
      '@example/volto-socialmedia/core',
      '@example/volto-socialmedia/client',
      '@example/volto-socialmedia/store',
      '@example/volto-socialmedia/networks',
      '@example/volto-socialmedia/components',
      '@example/volto-socialmedia/editing',
      '@example/volto-socialmedia/mock',
      '@example/volto-socialmedia/mock/node',
    ]);
  });
});
