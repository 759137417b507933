// The backends Volto renders against: our mock (in this process, over HTTP) or a live Plone behind a small
// proxy. Both record the request lines Volto sends, so the harness can count what a page's SSR asks for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request lines ("GET /Plone/++api++/about?expand=... 200") a backend answered since the last `clear`. */
export class BackendRequestLog {
  private lines: string[] = [];

  add(line: string): void {
    this.lines.push(line);
  }

  clear(): void {
    this.lines = [];
  }

  /** The lines whose status (the last word) is 400 or more, without clearing. */
  failures(): string[] {
    return this.lines.filter((line) => Number(line.split(' ').pop()) >= 400);
  }

  /** Returns the lines received since the last `clear` and clears them. */
  take(): string[] {
    const lines = this.lines;
    this.lines = [];
    return lines;
  }
}

/** A backend as Volto sees it. */
export interface RunningBackend {
  kind: 'mock' | 'plone';
  /** What Volto gets as `RAZZLE_API_PATH`, e.g. http://127.0.0.1:43080/Plone. */
  apiPath: string;
  /** Where the harness reads the backend directly (the same as `apiPath` for the mock). */
  directUrl: string;
  requests: BackendRequestLog;
  /** Puts the demo content back as it was (mock only; a no-op for Plone). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Logs `user` in at the backend site root `backendUrl` (`POST @login`): the token Volto keeps in its cookie. */
export async function backendToken(backendUrl: string, user: string, password: string): Promise<string> {
  const login = await fetch(`${backendUrl}/@login`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: user, password }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`@login answered ${login.status} without a token`);
  return token;
}

/** Starts our mock backend with the demo site on `port`, in this process. */
export async function startMockBackend(port: number, behaviorPrefix: string | null): Promise<RunningBackend> {
  const requests = new BackendRequestLog();
  // Imported here so that a broken mock fails this step with its own error, not the whole harness at load.
  const { startMockServer } = await import('../../src/mock/node');
  const { demoSite } = await import('../../src/mock/fixtures/demoSite');
  const server = await startMockServer({
    port,
    host: '127.0.0.1',
    site: () => demoSite(behaviorPrefix ? { behaviorPrefix } : {}),
    log: (line: string) => requests.add(line.replace(/ \d+ms$/, '')),
    controlEndpoints: true,
  });
  return {
    kind: 'mock',
    apiPath: server.url,
    directUrl: server.url,
    requests,
    reset: async () => {
      const response = await fetch(`${server.url.replace(/\/Plone$/, '')}/__mock__/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`mock reset answered ${response.status}`);
      requests.clear();
    },
    close: () => server.close(),
  };
}

/** One request the proxy passed to Plone, whole: what `requestRecording.ts` normalises into the recording. */
export interface ProxiedRequest {
  method: string;
  /** The path and query as Volto sent them, e.g. `/Plone/++api++/about?expand=breadcrumbs`. */
  url: string;
  /** The `Authorization` header (Volto sends the logged-in user's token as `Bearer`), `null` when absent. */
  authorization: string | null;
  /** The `User-Agent`: Volto's server (superagent), the browser, or the harness's own `fetch` (`node`). */
  userAgent: string | null;
  /** The request body as text (`''` when none). */
  body: string;
  status: number;
}

/**
 * A proxy on `port` in front of a live Plone at `targetUrl` (e.g. http://127.0.0.1:55080/Plone): it logs each
 * request, rewrites it through Zope's virtual host monster so that Plone writes URLs at the proxy's address,
 * and answers CORS for the browser (Volto calls the API from another port). `onRequest` gets every answered
 * request whole (not the CORS preflights the proxy answers itself).
 */
export async function startPloneProxy(
  port: number,
  targetUrl: string,
  onRequest?: (request: ProxiedRequest) => void,
): Promise<RunningBackend> {
  const requests = new BackendRequestLog();
  const target = new URL(targetUrl);
  const sitePath = target.pathname.replace(/\/+$/, '');
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> = {
      'Access-Control-Allow-Origin': origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
      // Volto also sends `Lock-Token` while editing locked content: allow whatever the preflight asks for.
      'Access-Control-Allow-Headers': String(
        req.headers['access-control-request-headers'] ?? 'Accept, Authorization, Content-Type, Lock-Token, Prefer',
      ),
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    if (onRequest) req.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('finish', () => {
      requests.add(`${req.method} ${req.url} ${res.statusCode}`);
      onRequest?.({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorization: req.headers.authorization ?? null,
        userAgent: req.headers['user-agent'] ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
        status: res.statusCode,
      });
    });
    const path = `/VirtualHostBase/http/127.0.0.1:${port}/VirtualHostRoot${req.url ?? '/'}`;
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    const upstream = http.request(
      { host: target.hostname, port: target.port || 80, method: req.method, path, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, cors);
      res.end(`proxy error: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const apiPath = `http://127.0.0.1:${address.port}${sitePath}`;
  return {
    kind: 'plone',
    apiPath,
    directUrl: apiPath,
    requests,
    reset: async () => requests.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
