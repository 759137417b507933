// An ESLint rule that forbids import cycles between files, type-only imports included: `import-x/no-cycle` skips
// `import type` on principle, but a type cycle still ties the files together for a reader (and for a refactoring).
// Plain JavaScript because ESLint loads it from eslint.config.mjs as it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** The file a relative import names (with TypeScript's extension and index rules), or null for a package. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The files one file imports (static, dynamic, type-only, re-exports); each file is read again only once changed. */
function createImportGraph() {
  const cache = new Map();
  return (file) => {
    const changed = existsSync(file) ? statSync(file).mtimeMs : -1;
    const known = cache.get(file);
    if (known?.changed === changed) return known.targets;
    const text = changed === -1 ? '' : readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))];
    cache.set(file, { changed, targets });
    return targets;
  };
}

/** The shortest chain of imports from `start` back to `goal`, or null. */
function pathBack(start, goal, importsOf) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [goal];
        for (let step = file; step !== null; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const importsOf = createImportGraph();

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file, type-only imports included' },
    messages: { cycle: 'Import cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    const root = context.cwd;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(filename, source.value);
      if (!target || target === filename) return;
      const chain = pathBack(target, filename, importsOf);
      if (!chain) return;
      const shown = [filename, ...chain].map((file) => path.relative(root, file)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { chain: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};
