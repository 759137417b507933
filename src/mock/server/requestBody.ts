// Reads a request body for the mock's HTTP server, at most a set number of bytes: a larger body is not kept in
// memory (the rest is read and dropped, so that the client still gets the 413), and a client that goes on
// sending far past the limit is disconnected.
import type { IncomingMessage } from 'node:http';

/** The default limit: far above any settings or links PATCH, or a listing query, a Volto site sends. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** How far past the limit a client may go on sending before the connection is dropped. */
const DRAIN_FACTOR = 16;

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true };

/**
 * The body, or `tooLarge` when it is longer than `maxBytes`: at once when `Content-Length` announces it, else as
 * soon as the bytes received pass the limit. The rest of a refused body is read and dropped while the 413 goes out.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      resolve({ ok: false, tooLarge: true });
    };
    const announced = Number(req.headers['content-length']);
    if (Number.isFinite(announced) && announced > maxBytes) refuse();
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes * DRAIN_FACTOR) req.socket.destroy();
      else if (!refused && received > maxBytes) refuse();
      else if (!refused) chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve({ ok: true, body: Buffer.concat(chunks) });
    });
    req.on('close', () => {
      if (!refused) resolve({ ok: false, tooLarge: true });
    });
    req.on('error', reject);
  });
}
