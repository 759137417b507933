// A small HTTP handler for the built demo: its files from the build folder, the site's path proxied to
// the backend (as the dev server's proxy does), and index.html for anything else.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** A request handler serving `root` (a `vite build` output) with `sitePath` proxied to `backendOrigin`. */
export function builtSiteHandler(root: string, sitePath: string, backendOrigin: string) {
  const backend = new URL(backendOrigin);
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodedPath(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('The address is not valid: a percent sign stands for no character.');
      return;
    }
    if (pathname === sitePath || pathname.startsWith(`${sitePath}/`)) {
      proxy(req, res, backend);
      return;
    }
    void serveFile(root, pathname, res);
  };
}

/** The request's path decoded, or `undefined` when a percent escape in it stands for no character (`%E0%A4%A`). */
function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

function proxy(req: IncomingMessage, res: ServerResponse, backend: URL) {
  const upstream = http.request(
    {
      hostname: backend.hostname,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: backend.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('The backend is not answering.');
  });
  req.pipe(upstream);
}

async function serveFile(root: string, pathname: string, res: ServerResponse) {
  const wanted = path.join(root, path.normalize(pathname));
  let file = wanted.startsWith(root) && (await isFile(wanted)) ? wanted : path.join(root, 'index.html');
  if (pathname === '/') file = path.join(root, 'index.html');
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Hashed assets never change; index.html always may.
  const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
  createReadStream(file).pipe(res);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
