// The mock backend as a real HTTP server on 127.0.0.1: the same msw handlers, answered over node:http,
// with CORS for a browser on another port and a test-only control endpoint under `/__mock__/`.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers } from './handlers/createHandlers';
import { demoSite } from './fixtures/demoSite';
import type { MockSite } from './model';

export interface MockServerOptions {
  /** Default `PORT` from the environment, else 8080; 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site served, or a factory (used again by `/__mock__/reset`); default a fresh `demoSite()`. */
  site?: MockSite | (() => MockSite);
  /** Path of the site root (default `/Plone`). */
  sitePath?: string;
  /** One log line per request (default true). */
  log?: boolean | ((line: string) => void);
}

export interface RunningMockServer {
  /** The site root, e.g. `http://127.0.0.1:8080/Plone`. */
  url: string;
  /** The site served now (replaced by `/__mock__/reset`). */
  readonly site: MockSite;
  /** Stops the server; resolves once the port is closed. */
  close(): Promise<void>;
}

/** A failure `/__mock__/fail-next` queued for the next matching request. */
interface FailureRule {
  method?: string;
  /** Pathname to match (`++api++` segments ignored); a trailing `*` matches a prefix. */
  path?: string;
  status?: number;
  /** Drop the connection instead of answering. */
  network?: boolean;
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
  const sitePath = options.sitePath ?? '/Plone';
  const factory = typeof options.site === 'function' ? options.site : options.site ? () => options.site as MockSite : () => demoSite();
  const log = options.log === false ? undefined : typeof options.log === 'function' ? options.log : (line: string) => console.log(line);
  let site = factory();
  let handlers = createHandlers(site, { baseUrl: `http://${host}${sitePath}`, anyOrigin: true });
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
      ? { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : { ...CORS_HEADERS, 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    if (url.pathname.startsWith('/__mock__/')) {
      control(url.pathname, body, res, cors);
      return;
    }
    const failure = takeFailure(req.method ?? 'GET', url.pathname);
    if (failure?.network) {
      req.socket.destroy();
      return;
    }
    if (failure) {
      const status = failure.status ?? 500;
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Failure injected by /__mock__/fail-next', type: status === 500 ? 'InternalServerError' : 'Error' }));
      return;
    }
    const request = new Request(url, {
      method: req.method,
      headers: headersOf(req),
      body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(body),
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' });
      res.end(`Not found: the mock serves its site at ${sitePath}`);
      return;
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((value, key) => (headers[key] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  function control(pathname: string, body: Buffer, res: ServerResponse, cors: Record<string, string>): void {
    const reply = (status: number, data: unknown) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (pathname === '/__mock__/reset') {
      site = factory();
      handlers = createHandlers(site, { baseUrl: `http://${host}${sitePath}`, anyOrigin: true });
      failures = [];
      reply(200, { reset: true });
    } else if (pathname === '/__mock__/fail-next') {
      let rule: FailureRule;
      try {
        rule = JSON.parse(body.toString('utf8') || '{}') as FailureRule;
      } catch {
        reply(400, { error: 'Body must be JSON: {method?, path?, status?} or {network: true}' });
        return;
      }
      failures.push(rule);
      reply(200, { queued: rule });
    } else {
      reply(404, { error: 'Known control endpoints: /__mock__/reset, /__mock__/fail-next' });
    }
  }

  function takeFailure(method: string, pathname: string): FailureRule | undefined {
    const normalize = (path: string) => path.split('/').filter((segment) => segment !== '++api++').join('/').replace(/(.)\/+$/, '$1');
    const normalized = normalize(pathname);
    const index = failures.findIndex((rule) => {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
      if (!rule.path) return true;
      const wanted = normalize(rule.path);
      return wanted.endsWith('*') ? normalized.startsWith(wanted.slice(0, -1)) : normalized === wanted;
    });
    return index < 0 ? undefined : failures.splice(index, 1)[0];
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}${sitePath}`;
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}
