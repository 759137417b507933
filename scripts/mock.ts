// `npm run mock`: serves the mock backend's demo site at http://127.0.0.1:$PORT/Plone until SIGINT or SIGTERM.
// PORT defaults to 8080, or a free port when 8080 is taken; a PORT set in the environment is kept.
// `--quiet`: no line per request.
import { startMockServer } from '../src/mock/node';
import { preferredPort } from './lib/freePort';
import { closeOnShutdown } from './lib/shutdown';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;

async function main(): Promise<void> {
  const quiet = process.argv.includes('--quiet');
  const asked = process.env.PORT;
  const port = asked ? Number(asked) : await preferredPort(DEFAULT_PORT, HOST);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${asked}"`);
  if (!asked && port !== DEFAULT_PORT) console.log(`Port ${DEFAULT_PORT} is taken; using ${port}.`);
  // `--control-endpoints` (or MOCK_CONTROL_ENDPOINTS=1): serve POST /__mock__/reset and /__mock__/fail-next.
  const controlEndpoints = process.argv.includes('--control-endpoints') || process.env.MOCK_CONTROL_ENDPOINTS === '1';
  const server = await startMockServer({ host: HOST, port, log: !quiet, controlEndpoints });
  console.log(`Mock Plone backend serving the demo site at ${server.url}`);
  console.log('Users: admin/admin (Manager), member/member (Member). Send "Accept: application/json" or use ++api++.');
  closeOnShutdown(
    () => server.close(),
    (reason) => console.log(`${reason}: stopping the mock backend`),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
