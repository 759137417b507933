// What Volto really asks the backend: the requests Volto's server and the browser sent through the proxy in
// front of the live Plone (`npm run test:volto -- --with-plone`), normalised (method, path below the site, query
// with volatile values replaced, who asked, the JSON body's shape) and deduplicated into
// test/scenarios/volto-requests/recorded-<version>.json, which `npm run test:plone` replays against both backends
// (test/scenarios/voltoRequests.test.ts). The harness fails when Volto asked something the recording lacks.
// `npx tsx scripts/volto/requestRecording.ts [<volto version>] [--replace]` adds the requests the last `--with-plone`
// run kept in the cache to the recording (or replaces it with them), without running Volto again.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ProxiedRequest } from './backends';
import { KNOWN_VOLTO_VERSIONS, REPO_ROOT, readSettings } from './settings';

/** Who sent a request: Volto's server-side render (superagent) or the browser. */
export type RequestOrigin = 'server' | 'browser';

/** One distinct request Volto sent, normalised. */
export interface VoltoRequest {
  method: string;
  /** The path below the site root, without `++api++`, volatile parts replaced (`/about/@lock`, `/`). */
  path: string;
  /** The query as sent, in its order, volatile values replaced. */
  query: Array<[string, string]>;
  /** `anonymous`, or the login name of the user whose token Volto sent. */
  user: string;
  /** The JSON body's shape (keys and value types), absent without a body. */
  bodyShape?: unknown;
  /** The first body of that shape, volatile values replaced and passwords masked: what the replay sends. */
  body?: unknown;
  /** Who sent it in the recorded run. */
  from: RequestOrigin[];
  /** What Plone answered in the recorded run. */
  status: number[];
}

/** The file the harness writes and `npm run test:plone` replays. */
export interface VoltoRequestRecording {
  voltoVersion: string;
  /** When the recording was made (ISO date). */
  recorded: string;
  /** How to make it again. */
  generator: string;
  requests: VoltoRequest[];
}

const UUID36 = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const UUID32 = /\b[0-9a-f]{32}\b/gi;
const JWT = /\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]+/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g;
const TIMESTAMP = /\b\d{10,13}\b/g;

/** How to make the recording again: in a run, or from the requests the last run kept in the cache. */
export const RECORD_AGAIN =
  'npm run test:volto -- --with-plone --record-requests ' +
  '(or, from the last run: npx tsx scripts/volto/requestRecording.ts)';

/** The recording of one Volto version in the repository. */
export function recordingFile(voltoVersion: string): string {
  return join(REPO_ROOT, 'test', 'scenarios', 'volto-requests', `recorded-${voltoVersion}.json`);
}

/** The requests of the last `--with-plone` run of one Volto version, as the proxy saw them (in the cache). */
export function rawLogFile(cacheDir: string, voltoVersion: string): string {
  return join(cacheDir, `volto-requests-${voltoVersion}.jsonl`);
}

/** Replaces the volatile parts of a string (UUIDs, tokens, dates, timestamps) by placeholders that name them. */
export function withoutVolatile(text: string): string {
  return text
    .replace(JWT, '<jwt>')
    .replace(ISO_DATE, '<date>')
    .replace(UUID36, '<uuid36>')
    .replace(UUID32, '<uuid32>')
    .replace(TIMESTAMP, '<timestamp>');
}

/** Any JSON value with its volatile strings replaced and every `password` masked. */
export function normaliseBody(value: unknown, key?: string): unknown {
  if (key === 'password' && typeof value === 'string') return '<password>';
  if (typeof value === 'string') return withoutVolatile(value);
  if (Array.isArray(value)) return value.map((entry) => normaliseBody(entry));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, entry]) => [
        withoutVolatile(name),
        normaliseBody(entry, name),
      ]),
    );
  }
  return value;
}

/** The shape of a JSON value: its keys (sorted) and value types; a list's distinct entry shapes. */
export function jsonShape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const shapes = new Map(value.map((entry) => [JSON.stringify(jsonShape(entry)), jsonShape(entry)]));
    return [...shapes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape);
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .map(([name, entry]): [string, unknown] => [name, jsonShape(entry)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return typeof value;
}

/** The login name in a `Bearer` token (or a `Basic` header), `anonymous` without one. */
export function userOf(authorization: string | null): string {
  if (!authorization) return 'anonymous';
  const [scheme = '', value = ''] = authorization.split(/\s+/, 2);
  try {
    if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? '<unknown>';
    if (/^bearer$/i.test(scheme)) {
      const payload = JSON.parse(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        sub?: unknown;
      };
      return typeof payload.sub === 'string' ? payload.sub : '<unknown>';
    }
  } catch {
    return '<unknown>';
  }
  return '<unknown>';
}

/** Volto's server renders with superagent, the browser is Chromium; the harness's own `fetch` says `node`. */
export function originOf(userAgent: string | null): RequestOrigin | null {
  if (!userAgent || userAgent === 'node' || userAgent.startsWith('undici')) return null;
  return /superagent/i.test(userAgent) ? 'server' : 'browser';
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return `<${text.length} characters that are not JSON>`;
  }
}

/**
 * One request the proxy saw, normalised; `null` for the harness's own requests. `sitePath` is the site's path
 * on the proxy (`/Plone`).
 */
export function normaliseRequest(request: ProxiedRequest, sitePath: string): VoltoRequest | null {
  const from = originOf(request.userAgent);
  if (!from) return null;
  const url = new URL(request.url, 'http://proxy.invalid');
  let path = decodeURIComponent(url.pathname);
  if (path === sitePath || path.startsWith(`${sitePath}/`)) path = path.slice(sitePath.length);
  path = path.replace(/^\/\+\+api\+\+(?=\/|$)/, '') || '/';
  const body = parseBody(request.body);
  const normalisedBody = body === undefined ? undefined : normaliseBody(body);
  return {
    method: request.method.toUpperCase(),
    path: withoutVolatile(path),
    query: [...url.searchParams].map(([key, value]): [string, string] => [key, withoutVolatile(value)]),
    user: userOf(request.authorization),
    ...(normalisedBody === undefined ? {} : { bodyShape: jsonShape(normalisedBody), body: normalisedBody }),
    from: [from],
    status: [request.status],
  };
}

/** What makes two requests the same: method, path, query, user and body shape (not the body's values). */
export function requestKey(request: VoltoRequest): string {
  const query = new URLSearchParams(request.query).toString();
  const shape = request.bodyShape === undefined ? '' : ` ${JSON.stringify(request.bodyShape)}`;
  return `${request.method} ${request.path}${query ? `?${query}` : ''} as ${request.user}${shape}`;
}

/** The distinct requests among `requests`, in the order they were first sent; origins and statuses merged. */
export function distinctRequests(requests: ProxiedRequest[], sitePath: string): VoltoRequest[] {
  const byKey = new Map<string, VoltoRequest>();
  for (const raw of requests) {
    const request = normaliseRequest(raw, sitePath);
    if (!request) continue;
    const key = requestKey(request);
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, request);
      continue;
    }
    for (const origin of request.from) if (!known.from.includes(origin)) known.from.push(origin);
    for (const status of request.status) if (!known.status.includes(status)) known.status.push(status);
  }
  for (const request of byKey.values()) {
    request.from.sort();
    request.status.sort((a, b) => a - b);
  }
  return [...byKey.values()];
}

/** The requests of `seen` that `recording` lacks, as request keys. */
export function missingFromRecording(recording: VoltoRequestRecording, seen: VoltoRequest[]): string[] {
  const recorded = new Set(recording.requests.map(requestKey));
  return seen.map(requestKey).filter((key) => !recorded.has(key));
}

/**
 * The recording's requests with this run's added: a request Volto sends only sometimes (the unlock when the editor
 * leaves a form quickly) stays recorded, so that the check never fails on timing; `--replace` starts afresh.
 */
export function mergeRequests(recorded: VoltoRequest[], seen: VoltoRequest[]): VoltoRequest[] {
  const merged = new Map(recorded.map((request) => [requestKey(request), structuredClone(request)]));
  for (const request of seen) {
    const known = merged.get(requestKey(request));
    if (!known) {
      merged.set(requestKey(request), structuredClone(request));
      continue;
    }
    known.from = [...new Set([...known.from, ...request.from])].sort();
    known.status = [...new Set([...known.status, ...request.status])].sort((a, b) => a - b);
  }
  return [...merged.values()];
}

/** Reads a recording (`null` when the file is missing). */
export function readRequestRecording(file: string): VoltoRequestRecording | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as VoltoRequestRecording;
}

/** Writes the recording of one Volto version from the requests the proxy saw, formatted as Prettier does. */
export async function writeRequestRecording(
  voltoVersion: string,
  requests: VoltoRequest[],
  file?: string,
): Promise<string> {
  const target = file ?? recordingFile(voltoVersion);
  const recording: VoltoRequestRecording = {
    voltoVersion,
    recorded: new Date().toISOString().slice(0, 10),
    generator: RECORD_AGAIN,
    requests,
  };
  mkdirSync(dirname(target), { recursive: true });
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(JSON.stringify(recording), { ...options, filepath: target }));
  return target;
}

/** Reads the proxy's requests of the last `--with-plone` run from the cache. */
export function readRawLog(file: string): ProxiedRequest[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ProxiedRequest);
}

async function main(): Promise<number> {
  const version = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? KNOWN_VOLTO_VERSIONS.volto18;
  const raw = readRawLog(rawLogFile(readSettings([]).cacheDir, version));
  if (raw.length === 0) {
    console.error(`no requests of Volto ${version} in the cache: run npm run test:volto -- --with-plone first`);
    return 1;
  }
  const seen = distinctRequests(raw, '/Plone');
  const previous = process.argv.includes('--replace') ? null : readRequestRecording(recordingFile(version));
  const requests = previous ? mergeRequests(previous.requests, seen) : seen;
  const file = await writeRequestRecording(version, requests);
  console.log(`${file}: ${requests.length} distinct requests (${seen.length} in the last run, of ${raw.length} sent)`);
  return 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) void main().then((code) => process.exit(code));
