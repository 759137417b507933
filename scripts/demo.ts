// `npm start`: the mock backend and the demo site on 127.0.0.1, until Ctrl-C (or SIGTERM) stops both.
// Ports: DEMO_BACKEND_PORT (default 8080) and DEMO_PORT (default 5173); 0 picks a free one.
import { startDemo } from '../demo/startDemo';

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const demo = await startDemo({
    backendPort: portFromEnv('DEMO_BACKEND_PORT', portFromEnv('PORT', 8080)),
    webPort: portFromEnv('DEMO_PORT', 5173),
    logLevel: 'warn',
  });
  console.log(`Mock Plone backend: ${demo.backendUrl} (log in as admin / admin)`);
  console.log(`Demo site ready. Open ${demo.url}`);
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the demo...`);
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // `npm start` runs us under `sh -c`, which dies on npm's SIGTERM without passing it on: when our parent
  // goes away, we go too, so nothing is left listening.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGHUP');
  }, 500).unref();
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(`A port is already in use (${(error as Error).message}). Set DEMO_BACKEND_PORT / DEMO_PORT to free ones.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
