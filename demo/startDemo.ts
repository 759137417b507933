// Starts the demo: the mock backend and the demo site, both on 127.0.0.1, and stops both. `npm start`
// (scripts/demo.ts) uses Vite's dev server; the browser tests use a production build, which pages load
// from in a fraction of the time.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, createServer as createViteServer } from 'vite';
import { startMockServer } from '../src/mock/node';
import { cachedBuild, demoBuildKey } from './buildCache';
import { builtSiteHandler } from './serveBuilt';
import { demoConfig } from './vite.config';

export interface DemoOptions {
  host?: string;
  /** Port of the mock backend; 0 picks a free one. */
  backendPort?: number;
  /** Port of the demo site; 0 picks a free one. */
  webPort?: number;
  /** `dev`: Vite's dev server (starts at once, compiles on demand). `build`: build first, then serve the files. */
  mode?: 'dev' | 'build';
  /** Vite's log level; the browser tests keep it quiet. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** One console line per backend request (default true): shows that a page view costs one GET. */
  logRequests?: boolean;
  /** With `mode: 'build'`: keep the build here and reuse it while its inputs are unchanged. */
  buildCacheDir?: string;
}

export interface RunningDemo {
  /** The page to open. */
  url: string;
  /** The mock backend's site root, e.g. `http://127.0.0.1:8080/Plone`. */
  backendUrl: string;
  /** Stops the site and the backend; resolves when both ports are closed. */
  close(): Promise<void>;
}

/** Starts the mock backend and the demo site; rejects (having stopped what did start) when a port is taken. */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const host = options.host ?? '127.0.0.1';
  const logLevel = options.logLevel ?? 'info';
  const backend = await startMockServer({
    host,
    port: options.backendPort ?? 8080,
    log: options.logRequests ?? true,
    // The browser tests reset the site and inject failures between tests.
    controlEndpoints: true,
  });
  const web = http.createServer();
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    web.closeAllConnections();
    await Promise.all([...cleanups.map((cleanup) => cleanup()), closeServer(web), backend.close()]);
  };
  try {
    const config = demoConfig(backend.url);
    if (options.mode === 'build') {
      const buildInto = async (outDir: string) => {
        await build({
          ...config,
          configFile: false,
          logLevel,
          build: {
            outDir,
            emptyOutDir: true,
            target: 'esnext',
            sourcemap: false,
            minify: false,
            cssMinify: false,
            reportCompressedSize: false,
          },
        });
      };
      let outDir: string;
      if (options.buildCacheDir) {
        // The backend's site path is built in; the port is not (the site proxies its own path).
        outDir = await cachedBuild(options.buildCacheDir, await demoBuildKey(new URL(backend.url).pathname), buildInto);
      } else {
        const temporary = await mkdtemp(path.join(os.tmpdir(), 'socialmedia-demo-'));
        cleanups.push(() => rm(temporary, { recursive: true, force: true }));
        await buildInto(temporary);
        outDir = temporary;
      }
      const backendUrl = new URL(backend.url);
      web.on('request', builtSiteHandler(outDir, backendUrl.pathname, backendUrl.origin));
    } else {
      // Middleware mode: Vite installs no signal or stdin handlers of its own; the caller owns the lifecycle.
      const vite = await createViteServer({
        ...config,
        configFile: false,
        logLevel,
        appType: 'spa',
        server: { ...config.server, middlewareMode: true, hmr: { server: web } },
      });
      cleanups.push(() => vite.close());
      web.on('request', vite.middlewares);
    }
    await listen(web, options.webPort ?? 5173, host);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const { port } = web.address() as AddressInfo;
  return { url: `http://${host}:${port}/`, backendUrl: backend.url, close: stop };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
