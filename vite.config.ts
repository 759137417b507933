// Library build (one ESM and one CommonJS file per public entry point) and the Vitest set-up.
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { builtinModules } from 'node:module';
import pkg from './package.json' with { type: 'json' };

/** Public entry points: `@example/volto-socialmedia/<name>` maps to `src/<name>/index.ts`. */
export const entryPoints = {
  index: 'src/index.ts',
  contract: 'src/contract/index.ts',
  core: 'src/core/index.ts',
  client: 'src/client/index.ts',
  store: 'src/store/index.ts',
  networks: 'src/networks/index.ts',
  components: 'src/components/index.ts',
  editing: 'src/editing/index.ts',
  mock: 'src/mock/index.ts',
  'mock/node': 'src/mock/node.ts',
} as const;

const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
// What a Volto site provides to the Volto-only files (reached through dynamic `import()` alone).
const voltoProvided = [
  '@plone/volto',
  '@plone/volto-original',
  '@plone/registry',
  'react-router',
  'react-router-dom',
  'semantic-ui-react',
];

// `@loadable/component` ships CommonJS with `exports.default` (and an ES build that only bundlers read): plain Node's
// `import loadable from` gets the exports object, not the function, and the entry `.` failed to load. The library
// build routes the package's imports through this module, which takes the function from either shape. Volto is
// untouched: it loads `src/` (`main`), where its Babel plugin must see the plain `import loadable from` it knows.
const LOADABLE = '@loadable/component';
const LOADABLE_INTEROP = '\0loadable-interop';
const loadableInterop: Plugin = {
  name: 'loadable-interop',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id, importer) => (id === LOADABLE && importer !== LOADABLE_INTEROP ? LOADABLE_INTEROP : null),
  load: (id) =>
    id === LOADABLE_INTEROP
      ? [
          `import * as loadableModule from '${LOADABLE}';`,
          'const loadable = loadableModule.default;',
          "export default typeof loadable === 'function' ? loadable : loadable.default;",
        ].join('\n')
      : null,
};

const isExternal = (id: string, importer?: string) =>
  (id !== LOADABLE || importer === LOADABLE_INTEROP) &&
  (id.startsWith('node:') ||
    builtinModules.includes(id) ||
    voltoProvided.some((name) => id === name || id.startsWith(`${name}/`)) ||
    dependencies.some((name) => id === name || id.startsWith(`${name}/`)));

export default defineConfig({
  plugins: [react(), loadableInterop],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: entryPoints,
      formats: ['es', 'cjs'],
      fileName: (format, name) => `${name}.${format === 'es' ? 'mjs' : 'cjs'}`,
    },
    rollupOptions: { external: isExternal },
  },
  test: {
    globals: true,
    setupFiles: ['test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
