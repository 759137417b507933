// The mock backend as a real HTTP server on 127.0.0.1: the same msw handlers, answered over node:http,
// with CORS for a browser on another port, a body size limit, and, only when the caller enables them,
// test-only control endpoints under `/__mock__/` (see `server/controlEndpoints.ts`).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers } from './handlers/createHandlers';
import { demoSite } from './fixtures/demoSite';
import type { MockSite } from './model';
import { controlDecision, parseFailureRule, takeFailure, type FailureRule } from './server/controlEndpoints';
import { DEFAULT_MAX_BODY_BYTES, readBody } from './server/requestBody';

export interface MockServerOptions {
  /** Default `PORT` from the environment, else 8080; 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * The site served, or a factory (used again by `/__mock__/reset`, which answers 409 for a site given as an object);
   * default a fresh `demoSite()`.
   */
  site?: MockSite | (() => MockSite);
  /** Path of the site root (default `/Plone`; `Plone` and `/Plone/` read the same, `''` is the server's root). */
  sitePath?: string;
  /** One log line per request (default true). */
  log?: boolean | ((line: string) => void);
  /**
   * Serve `POST /__mock__/reset` (a fresh site from `site`) and `POST /__mock__/fail-next` (default false: they do
   * not exist). Even enabled they answer only requests from a loopback address without `Origin` (no web page can
   * reset the site) at exactly their paths; anyone on this machine can, so enable them for demos and tests only.
   */
  controlEndpoints?: boolean;
  /** The largest request body accepted, in bytes (default 1 MiB); a larger one is answered 413. */
  maxBodyBytes?: number;
}

export interface RunningMockServer {
  /** The site root, e.g. `http://127.0.0.1:8080/Plone`. */
  url: string;
  /** The site served now (replaced by `/__mock__/reset`). */
  readonly site: MockSite;
  /** Stops the server; resolves once the port is closed. */
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Authorization, Content-Type, Lock-Token, Prefer, X-Requested-With',
  'Access-Control-Expose-Headers': 'Location, Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Starts the server; resolves when it listens. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  // One leading slash and none at the end, as the site's address needs it: `Plone` and `/Plone/` are `/Plone`.
  const sitePath = (options.sitePath ?? '/Plone').replace(/^\/*/, '/').replace(/\/+$/, '');
  // A site object cannot be made anew: a reset refuses, rather than say it reset a site that keeps its changes.
  const factory: (() => MockSite) | undefined =
    typeof options.site === 'function' ? options.site : options.site ? undefined : () => demoSite();
  const log =
    options.log === false
      ? undefined
      : typeof options.log === 'function'
        ? options.log
        : (line: string) => console.log(line);
  const controlEnabled = options.controlEndpoints ?? false;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  let site = factory ? factory() : (options.site as MockSite);
  // An IPv6 address stands in brackets in a URL (`http://[::1]:8080`).
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const siteUrl = `http://${urlHost}${sitePath}`;
  let handlers = createHandlers(site, { baseUrl: siteUrl, anyOrigin: true });
  let failures: FailureRule[] = [];

  const server = http.createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Mock server error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    const cors: Record<string, string> = origin
      ? {
          ...CORS_HEADERS,
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : { ...CORS_HEADERS, 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const reply = (status: number, data: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...cors, ...extra, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const notFound = () => {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' });
      res.end(`Not found: the mock serves its site at ${sitePath}`);
    };
    // Origin-form targets only: `//host/path` or `http://host/path` would let the target choose the URL's host.
    const target = req.url ?? '/';
    const url = target.startsWith('/') && !target.startsWith('//') ? parseUrl(target, req.headers.host) : undefined;
    if (!url) {
      reply(400, { error: 'Bad request target: the mock takes paths starting with a single /' });
      return;
    }
    const read = await readBody(req, maxBodyBytes);
    if (!read.ok) {
      reply(413, { error: `Request body larger than ${maxBodyBytes} bytes` }, { Connection: 'close' });
      return;
    }
    const body = read.body;
    const decision = controlDecision(req, target, controlEnabled);
    if (decision.kind === 'refused') {
      // A control path that is not an endpoint answers as any path outside the site does.
      if (decision.status === 404) notFound();
      else reply(decision.status, { error: decision.message });
      return;
    }
    if (decision.kind === 'endpoint') {
      control(decision.name, body, reply);
      return;
    }
    const failure = takeFailure(failures, req.method ?? 'GET', url.pathname);
    if (failure?.network) {
      req.socket.destroy();
      return;
    }
    if (failure) {
      const status = failure.status ?? 500;
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'Failure injected by /__mock__/fail-next',
          type: status === 500 ? 'InternalServerError' : 'Error',
        }),
      );
      return;
    }
    const request = new Request(url, {
      method: req.method,
      headers: headersOf(req),
      body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(body),
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      notFound();
      return;
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((value, key) => (headers[key] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  function control(name: 'reset' | 'failNext', body: Buffer, reply: (status: number, data: unknown) => void): void {
    if (name === 'reset') {
      if (!factory) {
        reply(409, {
          error:
            'This server serves the site object it was given, which a reset cannot make anew: give startMockServer ' +
            'a factory instead (site: () => mySite()).',
        });
        return;
      }
      site = factory();
      handlers = createHandlers(site, { baseUrl: siteUrl, anyOrigin: true });
      failures = [];
      reply(200, { reset: true });
      return;
    }
    const rule = parseFailureRule(body.toString('utf8'));
    if (typeof rule === 'string') {
      reply(400, { error: rule });
      return;
    }
    failures.push(rule);
    reply(200, { queued: rule });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${urlHost}:${address.port}${sitePath}`;
  return {
    url,
    get site() {
      return site;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The request URL on the Host the client named (`@id`s follow it, as in Plone); `undefined` when it is no URL. */
function parseUrl(target: string, hostHeader: string | undefined): URL | undefined {
  // A Host with a path, query or user part would move the target's path.
  if (hostHeader !== undefined && /[/?#@\\\s]/.test(hostHeader)) return undefined;
  try {
    return new URL(`http://${hostHeader ?? 'localhost'}${target}`);
  } catch {
    return undefined;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}
