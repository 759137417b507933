// The lint configuration keeps the architecture: a layer that imports from a layer above it, the mock reaching past
// the contract, or two files importing each other (even for types only) fail `npm run lint`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(repoRoot, 'eslint.config.mjs');

/** The rule ids ESLint reports for `code` as if it were the file `file` of the repository. */
async function problemsIn(
  file: string,
  code: string,
  cwd = repoRoot,
): Promise<Array<{ rule: string | null; message: string }>> {
  const eslint = new ESLint({ cwd, overrideConfigFile: configFile });
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file) });
  return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

const boundaryProblems = async (file: string, code: string) =>
  (await problemsIn(file, code)).filter((problem) => problem.rule === 'import-x/no-restricted-paths');

describe('the import boundaries', () => {
  it.each([
    ['src/core', 'src/components', `import { SocialLinks } from '../components';\nexport const view = SocialLinks;\n`],
    ['src/contract', 'src/core', `import { safeHref } from '../core';\nexport const check = safeHref;\n`],
    [
      'src/store',
      'src/editing',
      `import type * as editing from '../editing';\nexport type Editing = typeof editing;\n`,
    ],
    ['src/components', 'src/volto', `export const load = () => import('../volto');\n`],
    ['src/networks', 'src/components', `export { SocialLinks } from '../components';\n`],
    ['src/editing', 'src/index.ts', `export { default as applyConfig } from '..';\n`],
  ])('reject an upward import from %s to %s', async (from, _to, code) => {
    const problems = await boundaryProblems(`${from}/upwardImport.ts`, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/import downwards/);
  });

  it('reject the mock importing anything of the package but the contract', async () => {
    const problems = await boundaryProblems(
      'src/mock/model/usesClient.ts',
      `export { createClient } from '../../client';\n`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/contract only/);
  });

  it('reject the package importing the scripts, the tests or the demo', async () => {
    const code = `import { freePort } from '../../scripts/lib/freePort';\nexport const port = freePort;\n`;
    expect(await boundaryProblems('src/editing/usesScripts.ts', code)).toHaveLength(1);
  });

  it.each([
    [
      'src/components',
      `import { safeHref } from '../core';\nimport { networkFor } from '../networks';\nexport const a = [safeHref, networkFor];\n`,
    ],
    ['src/mock', `import { SocialLinkSchema } from '../contract';\nexport const schema = SocialLinkSchema;\n`],
    ['test/core', `import { SocialLinks } from '../../src/components';\nexport const view = SocialLinks;\n`],
  ])('let %s import downwards', async (from, code) => {
    expect(await boundaryProblems(`${from}/downwardImport.ts`, code)).toEqual([]);
  });
});

describe('the import cycles', () => {
  /** A throwaway source tree linted with the repository's configuration. */
  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'lint-cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  const cycleProblems = async (dir: string, file: string, code: string) =>
    (await problemsIn(file, code, dir)).filter((problem) => problem.rule === 'local/no-import-cycle');

  it('reject two files that import each other', async () => {
    const code = `import { b } from './b';\nexport const a = () => b;\n`;
    const dir = project({
      'src/core/a.ts': code,
      'src/core/b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
    });
    const problems = await cycleProblems(dir, 'src/core/a.ts', code);
    expect(problems.map((problem) => problem.message)).toEqual([
      'Import cycle: src/core/a.ts -> src/core/b.ts -> src/core/a.ts',
    ]);
  });

  it('reject a cycle through three files made of type-only imports', async () => {
    const code = `import type { C } from './c';\nexport interface A { c: C }\n`;
    const dir = project({
      'src/mock/model/a.ts': code,
      'src/mock/model/b.ts': `import type { A } from './a';\nexport interface B { a: A }\n`,
      'src/mock/model/c.ts': `import { type B } from './b';\nexport interface C { b: B }\n`,
    });
    const problems = await cycleProblems(dir, 'src/mock/model/a.ts', code);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(
      'Import cycle: src/mock/model/a.ts -> src/mock/model/c.ts -> src/mock/model/b.ts -> src/mock/model/a.ts',
    );
  });

  it('accept files that import in one direction only', async () => {
    const code = `import type { B } from './b';\nexport type A = B[];\n`;
    const dir = project({ 'src/core/a.ts': code, 'src/core/b.ts': `export interface B { id: string }\n` });
    expect(await cycleProblems(dir, 'src/core/a.ts', code)).toEqual([]);
  });
});
