// ESLint, as Volto add-ons have it: TypeScript, React, hooks and jsx-a11y, plus the package's architecture as rules.
// The layers import downwards only: contract <- core <- client <- store <- networks <- components <- editing <- volto;
// the mock backend uses the contract alone; nothing in src/ imports scripts/, test/ or demo/. No file takes part in
// an import cycle, type-only imports included. Formatting is Prettier's (`npm run format:check`), not ESLint's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/lint/importCycles.mjs';

/** The layers of src/, lowest first; a layer may import from the ones before it, never from those after it. */
const LAYERS = [
  ['contract'],
  ['core'],
  ['client'],
  ['store'],
  ['networks'],
  ['components'],
  ['editing'],
  ['volto', 'customizations'],
];
/** Folders of src/ outside the stack: the mock backend sits beside it and reads the contract alone. */
const MOCK = 'mock';
/** The package entry (Volto's `applyConfig`) is the top, and the rest of the repository is outside the package. */
const OUTSIDE_LAYERS = ['./src/index.ts', './scripts', './test', './demo'];

const folder = (name) => `./src/${name}`;

/** `import-x/no-restricted-paths` zones: for each layer, everything above it (and the mock, and what is not src/). */
function layerZones() {
  return LAYERS.flatMap((layer, index) => {
    const above = LAYERS.slice(index + 1).flat();
    return layer.map((name) => ({
      target: folder(name),
      from: [...above, MOCK].map(folder).concat(OUTSIDE_LAYERS),
      message: `src/${name} is below ${above.length ? above.join(', ') : 'nothing'} and the mock: import downwards.`,
    }));
  });
}

const mockZone = {
  target: folder(MOCK),
  from: LAYERS.flat()
    .filter((name) => name !== 'contract')
    .map(folder)
    .concat(OUTSIDE_LAYERS),
  message: 'The mock backend depends on the contract only, so that a bug cannot hide on both sides of a test.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      '.cache/**',
      'node_modules/**',
      'docs/**',
      'locales/**',
      'backend/**',
      'demo/dist/**',
      'test/browser/artifacts/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'], tsconfig: 'auto' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones(), mockZone] }],
      'local/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.2' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The props are TypeScript's to check.
      'react/prop-types': 'off',
      // A list shown without bullets says role="list": Safari's VoiceOver reads it as loose items otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // Hooks live in .ts files too (src/editing/use*.ts, src/store/hooks.ts).
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Volto's configuration registry and its components are untyped JavaScript: the adapter, its tests and the Volto
    // harness meet it (and the JSON Volto and Plone serve) with `any` at the seam.
    files: ['src/volto/**', 'test/volto/**', 'scripts/volto/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every package the code imports is declared in package.json: what ships (src/) from dependencies and peer
    // dependencies only, the rest from any. A package reached only through another's hoisting is gone in a stricter
    // layout (pnpm's with `hoist=false`). `@plone/volto/*` is not a package to declare: Volto aliases it to its source.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    settings: { 'import-x/internal-regex': '^@plone/volto(-original)?/' },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, peerDependencies: true }] },
  },
  {
    files: ['src/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, peerDependencies: true }],
    },
  },
  {
    // `useMockBackend()` and `useContractBackend()` are Vitest set-up helpers, named like Vitest's own, not hooks;
    // components declared inline in a test need no display name.
    files: ['test/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react/display-name': 'off' },
  },
  prettier,
  {
    // What Prettier cannot shorten (comments, long strings) still stays within the line length.
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreStrings: true, ignoreTemplateLiterals: true },
      ],
    },
  },
);
