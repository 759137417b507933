// `npm start`: the mock backend and the demo site on 127.0.0.1, until Ctrl-C (or SIGTERM) stops both.
// Ports: DEMO_BACKEND_PORT (default 8080) and DEMO_PORT (default 5173); 0 picks a free one. A default port that is
// taken gives way to a free one; a port asked for in the environment is kept (and a taken one is an error).
import { startDemo } from '../demo/startDemo';
import { preferredPort } from './lib/freePort';
import { closeOnShutdown } from './lib/shutdown';

const HOST = '127.0.0.1';

/** The port named by the first set variable of `names`, or `fallback` (or a free port when it is taken). */
async function portFromEnv(names: string[], fallback: number): Promise<number> {
  const name = names.find((candidate) => process.env[candidate] !== undefined && process.env[candidate] !== '');
  if (!name) {
    const port = await preferredPort(fallback, HOST);
    if (port !== fallback) console.log(`Port ${fallback} is taken; using ${port}.`);
    return port;
  }
  const value = process.env[name]!;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const demo = await startDemo({
    host: HOST,
    backendPort: await portFromEnv(['DEMO_BACKEND_PORT', 'PORT'], 8080),
    webPort: await portFromEnv(['DEMO_PORT'], 5173),
    logLevel: 'warn',
  });
  console.log(`Mock Plone backend: ${demo.backendUrl} (log in as admin / admin)`);
  console.log(`Demo site ready. Open ${demo.url}`);
  console.log('Press Ctrl-C to stop.');
  closeOnShutdown(
    () => demo.close(),
    (reason) => console.log(`\n${reason}: stopping the demo...`),
  );
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(
      `A port is already in use (${(error as Error).message}). Set DEMO_BACKEND_PORT / DEMO_PORT to free ones.`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
