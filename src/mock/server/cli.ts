// `npm run mock`: serves the demo site at http://127.0.0.1:$PORT/Plone (default 8080) until SIGINT/SIGTERM.
import { startMockServer } from '../node';

async function main(): Promise<void> {
  const quiet = process.argv.includes('--quiet');
  const server = await startMockServer({ log: !quiet });
  console.log(`Mock Plone backend serving the demo site at ${server.url}`);
  console.log('Users: admin/admin (Manager), member/member (Member). Send "Accept: application/json" or use ++api++.');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the mock backend`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
