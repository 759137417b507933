// Vite config of the demo site (the library build is the root vite.config.ts). The demo reaches the
// package only through its public entry points, aliased to their sources, and talks to the mock
// backend through a same-origin proxy, so the browser needs no CORS.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Alias, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryPoints } from '../vite.config';
import pkg from '../package.json' with { type: 'json' };
import { poCatalogues } from './poCatalogues';

const demoRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(demoRoot, '..');
const packageName = '@example/volto-socialmedia';

/** The backend the demo talks to when none is given: the mock's default address. */
export const DEFAULT_DEMO_BACKEND_URL = 'http://127.0.0.1:8080/Plone';

/**
 * `@example/volto-socialmedia/<entry>` -> `src/<entry>...`, exactly the entry points the package publishes, and its
 * stylesheet `@example/volto-socialmedia/styles.css` -> the file the package exports.
 */
export function packageAliases(): Alias[] {
  return [
    ...Object.entries(entryPoints).map(([name, file]) => ({
      find: new RegExp(`^${packageName}${name === 'index' ? '' : `/${name}`}$`),
      replacement: path.join(repoRoot, file),
    })),
    { find: `${packageName}/styles.css`, replacement: path.join(repoRoot, pkg.exports['./styles.css']) },
  ];
}

/** The demo's Vite config for a backend at `backendUrl` (`http://host:port/<site id>`). */
export function demoConfig(backendUrl: string = DEFAULT_DEMO_BACKEND_URL): UserConfig {
  const backend = new URL(backendUrl);
  const sitePath = backend.pathname.replace(/\/+$/, '');
  return {
    root: demoRoot,
    clearScreen: false,
    plugins: [react(), poCatalogues()],
    resolve: { alias: packageAliases() },
    define: { __DEMO_SITE_PATH__: JSON.stringify(sitePath) },
    server: {
      host: '127.0.0.1',
      fs: { allow: [repoRoot] },
      proxy: { [`^${sitePath}(/|\\?|$)`]: { target: backend.origin, changeOrigin: true } },
    },
    optimizeDeps: {
      entries: ['index.html'],
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        'react-intl',
        'react-redux',
        '@reduxjs/toolkit',
        'valibot',
        '@dnd-kit/core',
        '@dnd-kit/sortable',
        '@dnd-kit/utilities',
      ],
    },
    build: { outDir: path.join(demoRoot, 'dist'), emptyOutDir: true, sourcemap: true },
  };
}

export default defineConfig(() => demoConfig(process.env.DEMO_BACKEND_URL));
