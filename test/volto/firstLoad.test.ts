// What the package entry brings into a page's first load: no Volto module (plain Node imports it), and no
// editor code, which arrives through `import()` as chunks of its own.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { staticImports } from './support/staticImports';

const graph = staticImports('src/index.ts');
const EDITOR_ENTRIES = [
  'src/volto/editing/VoltoSocialLinksWidget.tsx',
  'src/volto/FollowUsBlockEdit.tsx',
  'src/volto/SocialMediaControlPanelRoute.tsx',
];

describe('the framework-agnostic entry points', () => {
  it.each(['contract', 'core', 'client', 'store', 'networks', 'components', 'editing'])(
    '%s imports nothing of Volto, even through import()',
    (entry) => {
      const entryGraph = staticImports(`src/${entry}/index.ts`);
      const reached = [...entryGraph.files, ...entryGraph.dynamic];
      expect(entryGraph.packages.filter((name) => name.startsWith('@plone/'))).toEqual([]);
      expect(reached.filter((file) => file.startsWith('src/volto/'))).toEqual([]);
    },
  );
});

describe('the package entry', () => {
  it('imports nothing of Volto and no router, so plain Node and the first load can import it', () => {
    expect(graph.packages.filter((name) => name.startsWith('@plone/') || name.startsWith('react-router'))).toEqual([]);
  });

  it('keeps the editors out of the first load and reaches them only through import()', () => {
    expect(
      graph.files.filter((file) => file.startsWith('src/editing/') || file.startsWith('src/volto/editing/')),
    ).toEqual([]);
    for (const file of EDITOR_ENTRIES) {
      expect(graph.files).not.toContain(file);
      expect(graph.dynamic).toContain(file);
    }
  });

  it('loads the Follow Us block view and the listing template only on pages that show them, through import()', () => {
    for (const file of [
      'src/volto/FollowUsBlockVoltoView.tsx',
      'src/volto/SocialLinksListingTemplate.tsx',
      'src/components/FollowUsBlockView.tsx',
      'src/components/SocialLinksListing.tsx',
      'src/components/SummarySocialLinks.tsx',
    ]) {
      expect(graph.files).not.toContain(file);
    }
    expect(graph.dynamic).toContain('src/volto/blockViews.ts');
  });

  it('leaves what only editors use to the editor chunks: block schema, network hints, editors’ messages', () => {
    for (const file of [
      'src/components/followUsBlockSchema.ts',
      'src/components/followUsBlockSchemaMessages.ts',
      'src/networks/networkHints.ts',
      'src/networks/editorNetworks.ts',
      'src/volto/voltoMessages.ts',
      'src/store/thunks.ts',
      'src/store/SocialMediaClientContext.tsx',
    ]) {
      expect(graph.files).not.toContain(file);
    }
  });

  it('reads the settings payload at the first load with the page readers, without valibot or its schemas', () => {
    expect(graph.files.filter((file) => file.startsWith('src/contract/') && file.endsWith('Schemas.ts'))).toEqual([]);
    expect(graph.packages).not.toContain('valibot');
    expect(graph.files).toEqual(
      expect.arrayContaining([
        'src/contract/parseInheritSource.ts',
        'src/contract/parseSettingsData.ts',
        'src/contract/parseSocialLinks.ts',
      ]),
    );
  });

  it('brings no Redux Toolkit into the first load: the reducer is plain, only the editors’ thunks use it', () => {
    expect(
      graph.packages.filter((name) => name.startsWith('@reduxjs/') || name === 'redux' || name === 'immer'),
    ).toEqual([]);
  });

  it('keeps the client SDK and Redux Toolkit’s store set-up out of the first load', () => {
    expect(graph.files.filter((file) => file.startsWith('src/client/') && !file.endsWith('types.ts'))).toEqual([]);
    expect(graph.files).not.toContain('src/volto/createVoltoClient.ts');
    expect(graph.packages).not.toContain('@reduxjs/toolkit/query');
  });

  it('is loadable by plain Node with require, as Volto’s add-on registry resolves it, where Volto is not installed', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "const m = require('./src/index.ts'); console.log(typeof m.default, typeof m.installExpander)",
      ],
      { cwd: resolve(__dirname, '..', '..'), encoding: 'utf8' },
    );
    expect(output.trim()).toBe('function function');
  });
});
