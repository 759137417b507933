// What a TypeScript project that depends on the package reads of its types, through the exports map as TypeScript
// resolves it for a bundler and for Node's own ESM and CommonJS: every entry point found, `applyConfig` callable as the
// default export where the runtime gives it. Reads the built declarations (dist/types, which `prepare` builds).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleReason } from '../../scripts/package/distFreshness';
import { REPO_ROOT, readManifest } from '../../scripts/package/paths';

const name = readManifest().name;
const project = mkdtempSync(join(tmpdir(), 'package-types-'));
mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true });
symlinkSync(REPO_ROOT, join(project, 'node_modules', name), 'dir');
// The project's own msw, as a project that tests with the mock's handlers has it (the same copy as the package's).
symlinkSync(join(REPO_ROOT, 'node_modules', 'msw'), join(project, 'node_modules', 'msw'), 'dir');
afterAll(() => rmSync(project, { recursive: true, force: true }));

const uses = [
  `import type { VoltoConfig } from '${name}';`,
  `import { safeHref } from '${name}/core';`,
  `import { createNetworkRegistry } from '${name}/networks';`,
  `import { SocialLinks } from '${name}/components';`,
  `const config: VoltoConfig = { settings: {} };`,
  `export const used = [safeHref, createNetworkRegistry, SocialLinks];`,
].join('\n');

/** The type errors of `file` (its text `text`) compiled in the project with `options`, as `file(line): message`. */
function typeErrors(file: string, text: string, options: ts.CompilerOptions): string[] {
  writeFileSync(join(project, file), text);
  const program = ts.createProgram([join(project, file)], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    ...options,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.startsWith(project))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

describe('the package’s types in a TypeScript project', () => {
  beforeAll(() => {
    // Declarations older than the sources would test the package as it was: say so rather than fail on them.
    const stale = staleReason(REPO_ROOT);
    if (stale) throw new Error(`dist/ is out of date (${stale}): run \`npm run build\` first`);
  });

  it('give a bundler project every entry point and applyConfig as the default export', () => {
    const text = `import applyConfig from '${name}';\n${uses}\napplyConfig(config);\n`;
    expect(
      typeErrors('bundler.ts', text, {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      }),
    ).toEqual([]);
  });

  it('give a project resolving as Node 10 did (no exports map) every entry point, the subpaths included', () => {
    const subpaths = Object.keys(readManifest().exports ?? {}).filter(
      (key) => key.startsWith('./') && !key.includes('.json') && !key.endsWith('.css'),
    );
    const imports = subpaths.map((subpath, index) => `import * as entry${index} from '${name}/${subpath.slice(2)}';`);
    const text = `import applyConfig from '${name}';\n${imports.join('\n')}\n${uses}\napplyConfig(config);\nexport const entries = [${subpaths.map((_, index) => `entry${index}`).join(', ')}];\n`;
    expect(subpaths.length).toBeGreaterThan(5);
    expect(
      typeErrors('node10.ts', text, {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        esModuleInterop: true,
      }),
    ).toEqual([]);
  });

  it('give a Node ESM project (node16) applyConfig as the default export its import gets', () => {
    const text = `import applyConfig from '${name}';\n${uses}\napplyConfig(config);\n`;
    expect(
      typeErrors('esm.mts', text, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }),
    ).toEqual([]);
  });

  it('give a Node CommonJS project (node16) applyConfig as the `default` its require gets', () => {
    const text = `import socialMedia = require('${name}');\n${uses}\nsocialMedia.default(config);\n`;
    expect(
      typeErrors('cjs.cts', text, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }),
    ).toEqual([]);
  });

  const mockServer = (load: string) =>
    `${load}\nexport const server = setupServer(...createHandlers(demoSite(), { baseUrl: 'http://127.0.0.1:8080/Plone' }));\n`;

  it('give a Node ESM project (node16) the mock’s handlers as the msw it imports takes them', () => {
    const text = mockServer(
      `import { setupServer } from 'msw/node';\nimport { createHandlers, demoSite } from '${name}/mock';`,
    );
    expect(
      typeErrors('mock.mts', text, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }),
    ).toEqual([]);
  });

  it('give a Node CommonJS project (node16) the mock’s handlers as the msw it requires takes them', () => {
    const text = mockServer(
      `import { setupServer } from 'msw/node';\nimport { createHandlers, demoSite } from '${name}/mock';`,
    );
    expect(
      typeErrors('mock.cts', text, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }),
    ).toEqual([]);
  });
});
