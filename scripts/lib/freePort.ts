// TCP ports on 127.0.0.1: one the OS says is free, or the one a user expects when nothing listens there.
import { createServer } from 'node:net';

/** Resolves with a port nothing listens on right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return listenOnce(0, host).then((port) => port ?? Promise.reject(new Error('no free port')));
}

/** Resolves with `preferred` when nothing listens there, else with a free port the OS picks. */
export async function preferredPort(preferred: number, host = '127.0.0.1'): Promise<number> {
  return (await listenOnce(preferred, host)) ?? freePort(host);
}

/** Listens on `port` and closes again: resolves with the port it got, or null when that one is taken. */
function listenOnce(port: number, host: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      const got = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(got));
    });
  });
}
