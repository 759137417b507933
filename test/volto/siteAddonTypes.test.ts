// A site's own add-on written in TypeScript, as cookieplone lays one out: its `applyConfig` receives Volto's
// configuration typed as `ConfigType` of @plone/registry (`settings` as @plone/types declares Volto's settings) and
// hands it to `configureSocialMedia`, as the README's Configuration section shows. The site's type check must pass.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../../scripts/package/paths';

const project = mkdtempSync(join(tmpdir(), 'site-addon-types-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The type errors of each of a site add-on's `files` (name: text), compiled together, importing the add-on by name. */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.keys(files).map((name) => join(project, name));
  for (const name of Object.keys(files)) writeFileSync(join(project, name), files[name]!);
  const program = ts.createProgram(paths, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
    baseUrl: REPO_ROOT,
    paths: { '@example/volto-socialmedia': ['./src/index.ts'] },
  });
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(files))
    errors[name] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(join(project, name)))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  return errors;
}

// What Volto 18's own types say of its configuration, in the parts the add-on touches: @plone/types 1.x declares the
// settings as an interface (no index signature), `legacyTraverse` as `string | false` and the lists it does not
// describe as `unknown[]`; @plone/registry's `ConfigType` is the registry's class.
const VOLTO_CONFIG_TYPE = `
interface SettingsConfig {
  publicURL: string;
  apiPath: string;
  internalApiPath: string | undefined;
  legacyTraverse: string | false;
  apiExpanders: Array<{ match: string | { path: string }; GET_CONTENT: string[]; querystring?: object }> | [];
  controlpanels: unknown[];
  controlPanelsIcons: Record<string, unknown>;
  storeExtenders: unknown[];
  asyncPropsExtenders: unknown[];
}
declare class Config {
  get settings(): SettingsConfig | Record<string, never>;
  set settings(settings: SettingsConfig | Record<string, never>);
  get blocks(): { blocksConfig: Record<string, { id: string; title: string }> } | Record<string, never>;
  set blocks(blocks: { blocksConfig: Record<string, { id: string; title: string }> } | Record<string, never>);
  get widgets(): { id: Record<string, unknown>; widget: Record<string, unknown> } | Record<string, never>;
  set widgets(widgets: { id: Record<string, unknown>; widget: Record<string, unknown> } | Record<string, never>);
  registerSlotComponent(options: { slot: string; name: string; component: unknown; predicates?: unknown[] }): void;
  getSlotComponent(slot: string, name: string): Array<{ component: unknown; predicates?: unknown[] }>;
  unRegisterSlotComponent(slot: string, name: string, position: number): void;
}
type ConfigType = InstanceType<typeof Config>;
`;

describe('a site’s own add-on in TypeScript', () => {
  it('passes Volto’s configuration, as Volto’s own types declare it, to configureSocialMedia, and is told of an option of the wrong type', () => {
    const errors = typeErrors({
      'index.ts': `${VOLTO_CONFIG_TYPE}
import { configureSocialMedia, SLOT_COMPONENT_NAME } from '@example/volto-socialmedia';

export default function applyConfig(config: ConfigType): ConfigType {
  config.registerSlotComponent({ slot: 'followUs', name: SLOT_COMPONENT_NAME, component: () => null });
  return configureSocialMedia(config, { behaviorPrefix: 'plonegovbr', slot: 'followUs', fallbackLinks: [] });
}
`,
      'mistyped.ts': `${VOLTO_CONFIG_TYPE}
import { configureSocialMedia } from '@example/volto-socialmedia';

export default function applyConfig(config: ConfigType) {
  return configureSocialMedia(config, { behaviorPrefix: 42 });
}
`,
    });
    expect(errors['index.ts']).toEqual([]);
    expect(errors['mistyped.ts']).toEqual([
      expect.stringContaining("Type 'number' is not assignable to type 'string'"),
    ]);
  }, 60_000);
});
