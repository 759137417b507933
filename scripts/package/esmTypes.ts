// `npm run build`'s last step: the declarations a Node ESM TypeScript project (moduleResolution node16 or nodenext)
// reads for the package entry. tsc writes dist/types/*.d.ts, which TypeScript reads as CommonJS in a package without
// `"type": "module"`: there the entry's default export is `module.exports.default`, as `require` gives it, while an
// `import` loads dist/index.mjs and gets `applyConfig` itself. The exports map points `import` at this file instead.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The ESM declarations of the package entry (src/index.ts): its default export and every named one. */
export const ESM_ENTRY_TYPES = 'dist/types/index.d.mts';

/** What `ESM_ENTRY_TYPES` says: the entry's exports, read from the CommonJS declarations tsc wrote beside it. */
export const esmEntryTypes = [
  '// Written by `npm run build` (scripts/package/esmTypes.ts): the entry as an ESM import sees it.',
  "import { applyConfig } from './volto/applyConfig.js';",
  'export default applyConfig;',
  "export * from './volto/index.js';",
  '',
].join('\n');

writeFileSync(join(REPO_ROOT, ESM_ENTRY_TYPES), esmEntryTypes);
