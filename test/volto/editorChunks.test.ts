// What an editor downloads when she opens an editor: the links widget's chunk (every edit or add form with a
// `social_links` field) and the control panel's. Volto's own Field, which the widget hands a field of another kind
// called `social_links` back to, is about 1.5 kB gzip of each: it must come only when such a field is met.
import { staticImports } from './support/staticImports';

const VOLTO_FIELD = '@plone/volto/components/manage/Form/Field';

describe('the editor chunks', () => {
  it.each([
    ['the links widget', 'src/volto/editing/VoltoSocialLinksWidget.tsx'],
    ['the control panel', 'src/volto/SocialMediaControlPanelRoute.tsx'],
  ])('of %s do not carry Volto’s Field, which only a field of another kind needs', (_, entry) => {
    const graph = staticImports(entry);
    expect(graph.packages).not.toContain(VOLTO_FIELD);
    expect(graph.dynamic).toContain('src/volto/editing/VoltoOwnFieldWidget.tsx');
  });
});
