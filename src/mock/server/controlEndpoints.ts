// The test-only control endpoints of the mock's HTTP server (`POST /__mock__/reset`, `POST /__mock__/fail-next`):
// which requests may reach them, and the failure rules `fail-next` queues. They exist only when the caller of
// `startMockServer` enables them, and even then answer only a program on the same machine (a loopback peer, no
// `Origin`: no web page can send them) at exactly their own paths, so that no path trick reaches them.
import type { IncomingMessage } from 'node:http';
import { isPlainObject } from '../../contract/validationProblems';
import { withoutTrailingSlashes } from '../model/trailingSlashes';

/** The control endpoints by path, exactly as a request must name them. */
export const CONTROL_PATHS = { reset: '/__mock__/reset', failNext: '/__mock__/fail-next' } as const;

/** A failure `/__mock__/fail-next` queued for the next matching request. */
export interface FailureRule {
  method?: string;
  /** Pathname to match (`++api++` segments ignored); a trailing `*` matches a prefix. */
  path?: string;
  status?: number;
  /** Drop the connection instead of answering. */
  network?: boolean;
}

/** How the server treats a request whose path names the control area. */
export type ControlDecision =
  | { kind: 'none' }
  | { kind: 'endpoint'; name: keyof typeof CONTROL_PATHS }
  | { kind: 'refused'; status: 403 | 404 | 405; message: string };

const CONTROL_SEGMENT = '__mock__';

/**
 * Whether `rawTarget` (the request target as sent) is about the control area, and if so whether it may reach an
 * endpoint. A path that only reaches `/__mock__/` after decoding or resolving dots is never an endpoint; with the
 * endpoints disabled every such path is an ordinary 404.
 */
export function controlDecision(req: IncomingMessage, rawTarget: string, enabled: boolean): ControlDecision {
  const rawPath = rawTarget.split('?', 1)[0]!;
  if (!namesControlArea(rawPath)) return { kind: 'none' };
  const notFound = { kind: 'refused', status: 404, message: 'Not found' } as const satisfies ControlDecision;
  if (!enabled) return notFound;
  const names = Object.keys(CONTROL_PATHS) as Array<keyof typeof CONTROL_PATHS>;
  const name = names.find((key) => CONTROL_PATHS[key] === rawPath);
  if (!name) return notFound;
  if (req.method !== 'POST') return { kind: 'refused', status: 405, message: 'Control endpoints take POST only' };
  if (!isLoopback(req.socket.remoteAddress) || req.headers.origin !== undefined) {
    return { kind: 'refused', status: 403, message: 'Control endpoints answer programs on this machine only' };
  }
  return { kind: 'endpoint', name };
}

/** Whether any reading of the path (raw, percent-decoded, dots resolved) has a `__mock__` segment. */
function namesControlArea(rawPath: string): boolean {
  const readings = [rawPath, decodeRepeatedly(rawPath)];
  for (const reading of [...readings]) {
    try {
      readings.push(new URL(reading.replace(/\\/g, '/'), 'http://mock.invalid').pathname);
    } catch {
      // Not a path a URL can hold: the raw readings decide.
    }
  }
  return readings.some((reading) =>
    reading
      .toLowerCase()
      .split(/[/\\]/)
      .some((segment) => segment === CONTROL_SEGMENT),
  );
}

/** Percent-decodes until nothing changes (double encoding included), at most a few rounds. */
function decodeRepeatedly(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * A failure rule from a `fail-next` body, or an error message for a body that is not one.
 * Checked here so that a bad rule is refused at once, not when it breaks a later request.
 */
export function parseFailureRule(body: string): FailureRule | string {
  const usage = 'Body must be JSON: {method?, path?, status?} or {network: true}';
  let data: unknown;
  try {
    data = JSON.parse(body || '{}');
  } catch {
    return usage;
  }
  if (!isPlainObject(data)) return usage;
  const { method, path, status, network } = data;
  if (method !== undefined && typeof method !== 'string') return `${usage}: method is a string`;
  if (path !== undefined && typeof path !== 'string') return `${usage}: path is a string`;
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 200 && (status as number) <= 599)) {
    return `${usage}: status is an HTTP status from 200 to 599`;
  }
  if (network !== undefined && typeof network !== 'boolean') return `${usage}: network is a boolean`;
  return { method, path, status: status as number | undefined, network };
}

/** Removes and returns the first queued rule that matches the request, if any. */
export function takeFailure(failures: FailureRule[], method: string, pathname: string): FailureRule | undefined {
  const normalize = (path: string) =>
    withoutTrailingSlashes(
      path
        .split('/')
        .filter((segment) => segment !== '++api++')
        .join('/'),
    );
  const normalized = normalize(pathname);
  const index = failures.findIndex((rule) => {
    if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
    if (!rule.path) return true;
    const wanted = normalize(rule.path);
    return wanted.endsWith('*') ? normalized.startsWith(wanted.slice(0, -1)) : normalized === wanted;
  });
  return index < 0 ? undefined : failures.splice(index, 1)[0];
}
