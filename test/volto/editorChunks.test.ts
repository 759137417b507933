// What an editor downloads when she opens an editor: the links widget's chunk (every edit or add form with a
// `social_links` field) and the control panel's. Volto's own Field, which the widget hands a field of another kind
// called `social_links` back to, is about 1.5 kB gzip of each: it must come only when such a field is met.
import { readFileSync } from 'node:fs';
import { staticImports } from './support/staticImports';

const VOLTO_FIELD = '@plone/volto/components/manage/Form/Field';

describe('the editor chunks', () => {
  it.each([
    ['the links widget', 'src/volto/editing/VoltoSocialLinksWidget.tsx'],
    ['the control panel', 'src/volto/SocialMediaControlPanelRoute.tsx'],
  ])('of %s do not carry Volto’s Field, which only a field of another kind needs', (_, entry) => {
    expect(staticImports(entry).packages).not.toContain(VOLTO_FIELD);
  });

  it('load Volto’s Field from the links widget when it meets a field of another kind', () => {
    expect(staticImports('src/volto/editing/VoltoSocialLinksWidget.tsx').dynamic).toContain(
      'src/volto/editing/VoltoOwnFieldWidget.tsx',
    );
  });

  it('leave to the widget in Volto’s forms the code that hands a field back to Volto, which the panel never needs', () => {
    const panel = staticImports('src/volto/SocialMediaControlPanelRoute.tsx');
    expect(panel.files).toContain('src/volto/editing/VoltoLinksWidget.tsx');
    expect(panel.files).not.toContain('src/volto/editing/VoltoSocialLinksWidget.tsx');
    expect(panel.files).not.toContain('src/volto/editing/lazyEditorPart.tsx');
    expect(panel.dynamic).not.toContain('src/volto/editing/VoltoOwnFieldWidget.tsx');
  });
});

describe('the blocks’ edit chunks', () => {
  // webpack puts an import() of a module into the chunk its name says: the edit forms name the views' chunks as the
  // loadables do (`./blockViews` is named `blockViews` by the loadable Babel plugin; the Share view `sm-share`), so
  // that an editor loads the chunk a page with the block loads, and no copy of it.
  const chunkNames = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*'([^']+)'\)/g)]
      .map(([, name, path]) => `${name} ${path!.replace(/^.*\//, '')}`)
      .sort();

  it('show the blocks’ views from the chunks pages load, copying none of their code', () => {
    for (const entry of ['src/volto/FollowUsBlockEdit.tsx', 'src/volto/ShareBlockEdit.tsx']) {
      const graph = staticImports(entry);
      expect(graph.files).not.toContain('src/volto/blockViews.ts');
      expect(graph.files).not.toContain('src/volto/ShareBlockVoltoView.tsx');
    }
    expect(chunkNames('src/volto/editing/blockViewsInEditor.tsx')).toEqual([
      'blockViews blockViews',
      'sm-share ShareBlockVoltoView',
    ]);
    expect(chunkNames('src/volto/loadableViews.tsx')).toEqual(['sm-share ShareBlockVoltoView']);
    expect(readFileSync('src/volto/loadableViews.tsx', 'utf8')).toContain("loadable(() => import('./blockViews')");
  });
});
