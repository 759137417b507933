// What our package takes from Volto's source, checked against a release that cannot be built here: the scanner of
// our imports, the resolution of a module as webpack resolves it, the exports read from its text, and the checks a
// run records when a module, an export or a shadowed component is gone.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckList } from '../../../scripts/volto/checks';
import {
  checkVoltoSources,
  missingExports,
  ourVoltoUse,
  voltoImportsOf,
  voltoModuleFile,
} from '../../../scripts/volto/voltoSources';

// `npm pack` of a Volto release, replaced in each test that needs it by writing a tree.
const unpackVolto = vi.hoisted(() => vi.fn());
vi.mock('../../../scripts/volto/voltoProject', () => ({ unpackVolto }));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  unpackVolto.mockReset();
});

function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'volto-src-'));
  dirs.push(root);
  writeTree(root, files);
  return root;
}

describe("our imports of Volto's modules", () => {
  it('reads default, named (renamed too), namespace and lazy imports, and leaves type-only ones out', () => {
    const source = [
      "import Icon from '@plone/volto/components/theme/Icon/Icon';",
      "import { injectLazyLibs, other as renamed } from '@plone/volto/helpers/Loadable/Loadable';",
      "import Toast, { toastType } from '@plone/volto/components/manage/Toast/Toast';",
      "import * as helpers from '@plone/volto/helpers';",
      "import type { Content } from '@plone/volto/types';",
      "import Original from '@plone/volto-original/components/theme/ContentMetadataTags/ContentMetadataTags';",
      "const lazy = () => import('@plone/volto/components/manage/Form/BlockDataForm');",
      "const server = require('@plone/volto/express-middleware/static');",
      "import { other } from 'react-intl';",
    ].join('\n');
    expect(voltoImportsOf(source, 'src/x.ts')).toEqual([
      { path: 'components/theme/Icon/Icon', names: ['default'], from: 'src/x.ts' },
      { path: 'helpers/Loadable/Loadable', names: ['injectLazyLibs', 'other'], from: 'src/x.ts' },
      { path: 'components/manage/Toast/Toast', names: ['default', 'toastType'], from: 'src/x.ts' },
      { path: 'helpers', names: [], from: 'src/x.ts' },
      { path: 'components/theme/ContentMetadataTags/ContentMetadataTags', names: ['default'], from: 'src/x.ts' },
      { path: 'components/manage/Form/BlockDataForm', names: [], from: 'src/x.ts' },
      { path: 'express-middleware/static', names: [], from: 'src/x.ts' },
    ]);
  });

  it('finds in our own source the shadowed ContentMetadataTags and the Volto widgets the editors use', () => {
    const { imports, shadowed } = ourVoltoUse();
    expect(shadowed).toEqual(['components/theme/ContentMetadataTags/ContentMetadataTags']);
    const paths = imports.map((use) => use.path);
    expect(paths).toContain('components/manage/Widgets/SelectWidget');
    expect(paths).toContain('components/theme/ContentMetadataTags/ContentMetadataTags');
  });
});

describe("a module in Volto's source", () => {
  it('resolves as webpack does: the file itself, with an extension, or the folder’s index', () => {
    const root = tree({ 'icons/add.svg': '<svg/>', 'a/B.jsx': '', 'c/index.ts': '' });
    expect(voltoModuleFile(root, 'icons/add.svg')).toBe(join(root, 'icons/add.svg'));
    expect(voltoModuleFile(root, 'a/B')).toBe(join(root, 'a/B.jsx'));
    expect(voltoModuleFile(root, 'c')).toBe(join(root, 'c/index.ts'));
    expect(voltoModuleFile(root, 'a/Gone')).toBeNull();
  });

  it('exports what its text declares or lists, and nothing else', () => {
    const text = 'export default Widget;\nexport function useClient() {}\nexport const a = 1;\nexport { b, c as d };';
    expect(missingExports(text, ['default', 'useClient', 'a', 'b', 'd'])).toEqual([]);
    expect(missingExports(text, ['useClientOld', 'c2'])).toEqual(['useClientOld', 'c2']);
    expect(missingExports('export { Widget as default };', ['default'])).toEqual([]);
    expect(missingExports('export const Widget = 1;', ['default'])).toEqual(['default']);
  });
});

describe('the checks of a run', () => {
  /** Volto's source files with every module and export our source takes, but those `leaveOut` names. */
  function voltoFiles(leaveOut: (path: string, name: string) => boolean): Record<string, string> {
    const { imports, shadowed } = ourVoltoUse();
    const files: Record<string, string> = {};
    for (const use of imports) {
      if (leaveOut(use.path, '')) continue;
      const file = `volto-source-99.0.0/package/src/${use.path.endsWith('.svg') ? use.path : `${use.path}.jsx`}`;
      const exports = use.names
        .filter((name) => !leaveOut(use.path, name))
        .map((name) => (name === 'default' ? 'export default X;\n' : `export const ${name} = 1;\n`));
      files[file] = `${files[file] ?? ''}${exports.join('')}`;
    }
    for (const path of shadowed.filter((shadow) => !leaveOut(shadow, ''))) {
      files[`volto-source-99.0.0/package/src/${path}.jsx`] ??= 'export default X;\n';
    }
    return files;
  }

  /** A cache with such a source tree, as `checkVoltoSources` leaves it once unpacked whole. */
  function unpackedVolto(leaveOut: (path: string, name: string) => boolean): string {
    return tree({ ...voltoFiles(leaveOut), 'volto-source-99.0.0/unpacked': '99.0.0\n' });
  }

  it('pass when every module, export and shadowed component is there', async () => {
    const checks = new CheckList();
    await checkVoltoSources(
      checks,
      '99.0.0',
      unpackedVolto(() => false),
    );
    expect(checks.failed).toEqual([]);
    expect(checks.results.length).toBeGreaterThan(10);
  });

  it('fail, naming the module and the file of ours that imports it, when a module, an export or a component is gone', async () => {
    const checks = new CheckList();
    const gone = ['components/manage/Widgets/SelectWidget', 'components/theme/ContentMetadataTags/ContentMetadataTags'];
    const cacheDir = unpackedVolto(
      (path, name) => gone.includes(path) || (path === 'hooks/client/useClient' && name !== ''),
    );
    await checkVoltoSources(checks, '99.0.0', cacheDir);
    const failed = checks.failed.map((result) => `${result.name} | ${result.detail}`);
    expect(failed).toEqual([
      expect.stringMatching(
        /^components\/manage\/Widgets\/SelectWidget is in its source and exports default \| no such module; imported by src\/volto\/editing\/VoltoLinkRow\.tsx/,
      ),
      expect.stringMatching(
        /^components\/theme\/ContentMetadataTags\/ContentMetadataTags .* \| no such module; imported by src\/customizations\//,
      ),
      expect.stringMatching(/^hooks\/client\/useClient .* \| it exports no useClient; imported by src\/volto\//),
      expect.stringMatching(
        /^the component we shadow, components\/theme\/ContentMetadataTags\/ContentMetadataTags, is in its source \| src\/customizations\/volto\/components\/theme\/ContentMetadataTags\/ContentMetadataTags shadows nothing in Volto 99\.0\.0$/,
      ),
    ]);
  });

  it('unpack the release again when an earlier run was cut short before the whole tree was there', async () => {
    // A part of the tree without the stamp: the tar stopped before SelectWidget.
    const cacheDir = tree(voltoFiles((path) => path === 'components/manage/Widgets/SelectWidget'));
    unpackVolto.mockImplementation(async (version: string, dir: string, members: string[]) => {
      expect([version, members]).toEqual(['99.0.0', ['package/src']]);
      expect(existsSync(join(dir, 'package'))).toBe(false);
      writeTree(
        cacheDir,
        voltoFiles(() => false),
      );
    });
    const checks = new CheckList();
    await checkVoltoSources(checks, '99.0.0', cacheDir);
    expect(unpackVolto).toHaveBeenCalledTimes(1);
    expect(checks.failed).toEqual([]);
    expect(readFileSync(join(cacheDir, 'volto-source-99.0.0', 'unpacked'), 'utf8')).toBe('99.0.0\n');

    // The next run reads what is there.
    await checkVoltoSources(new CheckList(), '99.0.0', cacheDir);
    expect(unpackVolto).toHaveBeenCalledTimes(1);
  });
});
