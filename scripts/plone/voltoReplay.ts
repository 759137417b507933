// How the requests Volto sent in the `--with-plone` run (scripts/volto/requestRecording.ts) are replayed as
// contract scenarios (test/scenarios/voltoRequests.test.ts): reads as the user that sent them, grouped per user;
// each write in a scenario of its own, on the content the Volto run had; and which requests cannot be replayed
// and why. The report counts from the same plan.
import { readFileSync } from 'node:fs';
import type { VoltoRequest, VoltoRequestRecording } from '../volto/requestRecording';
import { recordingFile } from '../volto/requestRecording';

/** The Volto version whose recording `npm run test:plone` replays. */
export const REPLAYED_VOLTO_VERSION = '18.33.0';

/** The scenario file that replays the recording (its scenario names start with it). */
export const REPLAY_SCENARIO_FILE = 'voltoRequests.test.ts';

export interface SkippedRequest {
  request: VoltoRequest;
  reason: string;
}

export interface ReplayPlan {
  /** Requests that change nothing, per user (`anonymous` or the editor's login), in the recorded order. */
  reads: Map<string, VoltoRequest[]>;
  /** Requests that change something: each replayed in a scenario of its own. */
  writes: VoltoRequest[];
  skipped: SkippedRequest[];
}

/** Placeholders in a path or query of values only the recorded run knew (an object's UID, a token, a time). */
const RUN_BOUND_TARGET = /<(uuid32|uuid36|jwt|timestamp|date)>/;
/** In a body, an object's UID or a token is bound to the run; a new link's UUID or a date is not (replaced). */
const RUN_BOUND_BODY = /<(uuid32|jwt)>/;

/** A version of an object beyond the one its creation made: only the recorded run's edits made it. */
const RUN_BOUND_VERSION = /\/@history\/[1-9]\d*$/;

/** POSTs that only read (Volto's listing and search blocks). */
const READING_POSTS = /\/@querystring-search$/;

/** A request as one line: `GET /about?expand=… as admin`. */
export function requestLine(request: VoltoRequest): string {
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  return `${request.method} ${request.path}${query ? `?${query}` : ''} as ${request.user}`;
}

/** The path and query to send, as the client's `raw` takes them: commas unescaped, as Volto sends its `expand`. */
export function requestTarget(request: VoltoRequest): string {
  const encode = (text: string) => encodeURIComponent(text).replaceAll('%2C', ',');
  const query = request.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return `${request.path}${query ? `?${query}` : ''}`;
}

/** Is this request a read (replayed together with the other reads of its user)? */
export function isRead(request: VoltoRequest): boolean {
  return request.method === 'GET' || (request.method === 'POST' && READING_POSTS.test(request.path));
}

/** Splits a recording into reads per user, writes, and what cannot be replayed (with the reason). */
export function replayPlan(recording: VoltoRequestRecording): ReplayPlan {
  const plan: ReplayPlan = { reads: new Map(), writes: [], skipped: [] };
  for (const request of recording.requests) {
    const bound =
      RUN_BOUND_TARGET.exec([request.path, ...request.query.flat()].join(' ')) ??
      RUN_BOUND_BODY.exec(JSON.stringify(request.body ?? null));
    if (bound) {
      plan.skipped.push({ request, reason: `it names a value only the recorded run had (${bound[0]})` });
      continue;
    }
    if (RUN_BOUND_VERSION.test(request.path)) {
      plan.skipped.push({ request, reason: "it names a version only the recorded run's save made" });
      continue;
    }
    if (isRead(request)) {
      const list = plan.reads.get(request.user) ?? [];
      list.push(request);
      plan.reads.set(request.user, list);
    } else {
      plan.writes.push(request);
    }
  }
  return plan;
}

/** Reads the recording `npm run test:plone` replays (throws when it is missing: the replay would prove nothing). */
export function readReplayedRecording(version: string = REPLAYED_VOLTO_VERSION): VoltoRequestRecording {
  const file = recordingFile(version);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: record what Volto asks with npm run test:volto -- --with-plone --record-requests`,
    );
  }
  return JSON.parse(text) as VoltoRequestRecording;
}

/**
 * The recorded body with its placeholders filled for a replay: `<password>` by the replaying user's password,
 * each `<uuid36>` (a new link's id) by a new UUID, `<date>` by a fixed date.
 */
export function replayBody(body: unknown, password: string, newUuid: () => string): unknown {
  if (typeof body === 'string') {
    if (body === '<password>') return password;
    return body.replaceAll('<uuid36>', () => newUuid()).replaceAll('<date>', '2026-01-01T00:00:00+00:00');
  }
  if (Array.isArray(body)) return body.map((entry) => replayBody(entry, password, newUuid));
  if (body && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([key, value]) => [
        replayBody(key, password, newUuid) as string,
        replayBody(value, password, newUuid),
      ]),
    );
  }
  return body;
}

/** The number of requests a plan replays. */
export function replayedCount(plan: ReplayPlan): number {
  return [...plan.reads.values()].reduce((sum, list) => sum + list.length, 0) + plan.writes.length;
}
