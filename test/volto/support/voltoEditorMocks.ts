// Stand-ins for the Volto modules the editors' Volto skin imports (test/volto/support/voltoParts.tsx), for a test
// file that renders that skin. Import it right after jsdomGlobals, before the code under test.
import { vi } from 'vitest';

vi.mock('@plone/volto/components/manage/Widgets/FormFieldWrapper', async () => ({
  default: (await import('./voltoParts')).FormFieldWrapper,
}));
vi.mock('@plone/volto/components/manage/Widgets/TextWidget', async () => ({
  default: (await import('./voltoParts')).TextWidget,
}));
vi.mock('@plone/volto/components/manage/Widgets/SelectWidget', async () => ({
  default: (await import('./voltoParts')).SelectWidget,
}));
vi.mock('@plone/volto/components/manage/Widgets/CheckboxWidget', async () => ({
  default: (await import('./voltoParts')).CheckboxWidget,
}));
vi.mock('@plone/volto/components/manage/Toast/Toast', async () => ({
  default: (await import('./voltoParts')).Toast,
}));
vi.mock('@plone/volto/components/manage/Toolbar/Toolbar', async () => ({
  default: (await import('./voltoParts')).Toolbar,
}));
vi.mock('@plone/volto/components/theme/Icon/Icon', async () => ({
  default: (await import('./voltoParts')).Icon,
}));
vi.mock('@plone/volto/helpers/Loadable/Loadable', async () => ({
  injectLazyLibs: (await import('./voltoParts')).injectLazyLibs,
}));
vi.mock('@plone/volto/hooks/client/useClient', () => ({ useClient: () => true }));
vi.mock('@plone/volto/icons/add.svg', async () => (await import('./voltoParts')).svgModule('add'));
vi.mock('@plone/volto/icons/alert.svg', async () => (await import('./voltoParts')).svgModule('alert'));
vi.mock('@plone/volto/icons/delete.svg', async () => (await import('./voltoParts')).svgModule('delete'));
vi.mock('@plone/volto/icons/drag.svg', async () => (await import('./voltoParts')).svgModule('drag'));
vi.mock('@plone/volto/icons/up-key.svg', async () => (await import('./voltoParts')).svgModule('up-key'));
vi.mock('@plone/volto/icons/down-key.svg', async () => (await import('./voltoParts')).svgModule('down-key'));
vi.mock('@plone/volto/icons/save.svg', async () => (await import('./voltoParts')).svgModule('save'));
vi.mock('@plone/volto/icons/clear.svg', async () => (await import('./voltoParts')).svgModule('clear'));
vi.mock('@plone/volto/components/manage/Form/Field', async () => ({
  default: (await import('./voltoParts')).voltoField,
}));
vi.mock('@plone/volto/registry', async () => ({
  default: (await import('./voltoParts')).voltoRegistry,
}));
