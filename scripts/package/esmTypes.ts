// `npm run build`'s last step: the declarations a Node ESM TypeScript project (moduleResolution node16 or nodenext)
// reads for each entry point. tsc writes dist/types/**/*.d.ts, which TypeScript reads as CommonJS in a package without
// `"type": "module"`: there the entry's default export is `module.exports.default`, as `require` gives it, while an
// `import` loads dist/index.mjs and gets `applyConfig` itself; and every package those declarations import is read
// as `require` gives it, so that `createHandlers` of the mock returned the HttpHandler of msw's CommonJS declarations,
// another class than the one the project's own `import { setupServer } from 'msw/node'` takes. Beside each `.d.ts`
// this writes the same declarations as a `.d.mts`, whose relative imports name the other `.d.mts` files: an ESM
// project reads the whole tree, and the packages it imports, as ESM. The exports map points `import` at them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The ESM declarations of the package entry (src/index.ts): its default export and every named one. */
export const ESM_ENTRY_TYPES = 'dist/types/index.d.mts';

/** Where tsc writes the declarations. */
const TYPES_DIR = join(REPO_ROOT, 'dist/types');

/** A relative module specifier in `from '…'` or `import('…')`, the only two places tsc writes one. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\(\s*)(['"])(\.\.?\/[^'"]*)\2/g;

/**
 * The ESM declarations of `text`, the `.d.ts` file at `file`: each relative specifier names the `.d.mts` of the module
 * it resolves to (`./x` becomes `./x.mjs`, a directory `./x` becomes `./x/index.mjs`), as an ESM import must.
 */
export function esmDeclarations(text: string, file: string): string {
  return text.replace(RELATIVE_SPECIFIER, (whole, before: string, quote: string, specifier: string) => {
    const target = join(dirname(file), specifier);
    const esm = existsSync(`${target}.d.ts`)
      ? `${specifier}.mjs`
      : existsSync(join(target, 'index.d.ts'))
        ? `${specifier.replace(/\/$/, '')}/index.mjs`
        : specifier;
    return `${before}${quote}${esm}${quote}`;
  });
}

/** Every `.d.ts` file under `directory`. */
function declarationFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

for (const file of declarationFiles(TYPES_DIR)) {
  writeFileSync(file.replace(/\.d\.ts$/, '.d.mts'), esmDeclarations(readFileSync(file, 'utf8'), file));
}
