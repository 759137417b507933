// The ports the Volto harness listens on: its preferred one when free, another when something holds it (a stray
// server, or the local end of one of the machine's own loopback connections), never a failed start.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, preferredPort } from '../../../scripts/lib/freePort';

const held: Server[] = [];

function hold(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    held.push(server);
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('preferredPort', () => {
  it('gives the preferred port when nothing listens there', async () => {
    const port = await freePort();
    expect(await preferredPort(port)).toBe(port);
    expect(await listenable(port)).toBe(true);
  });

  it('gives another port, one a server can listen on, when the preferred one is taken', async () => {
    const taken = await hold(0);
    const port = await preferredPort(taken);
    expect(port).not.toBe(taken);
    expect(await listenable(port)).toBe(true);
    expect(await listenable(taken)).toBe(false);
  });
});
