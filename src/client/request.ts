// The one place the client talks HTTP: headers, credentials, and turning every failure into a typed error.
import { parsePloneError } from '../contract/parsePloneError';
import type { Credentials } from './types';
import { NetworkError, PloneApiError, RequestAbortedError, ResponseFormatError } from './errors';

/** What a call asks of the transport. */
export interface RequestSpec {
  method: string;
  url: string;
  /** Sent as JSON unless it is a string already. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The transport a client uses: its `fetch` and credentials. */
export interface Transport {
  fetch: typeof fetch;
  credentials: Credentials | undefined;
}

/**
 * Sends the request and returns the `Response` whatever its status.
 * Rejects with `RequestAbortedError` when the signal fires, `NetworkError` when `fetch` itself fails.
 */
export async function send(transport: Transport, spec: RequestSpec): Promise<Response> {
  const { method, url, signal } = spec;
  if (signal?.aborted) throw new RequestAbortedError({ method, url, cause: signal.reason });
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = authorizationHeader(transport.credentials);
  if (authorization) headers.Authorization = authorization;
  let body: string | undefined;
  if (spec.body !== undefined) {
    body = typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
    headers['Content-Type'] = 'application/json';
  }
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    // Header names are case-insensitive: the caller's `accept` replaces our `Accept` rather than joining it.
    for (const ours of Object.keys(headers)) if (ours.toLowerCase() === name.toLowerCase()) delete headers[ours];
    headers[name] = value;
  }
  try {
    return await untilAborted(transport.fetch(url, { method, headers, body, signal }), signal);
  } catch (error) {
    throw transportError(error, spec);
  }
}

/** A 2xx answer: its status and its parsed JSON body (`undefined` when it is empty, as on 204). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends the request and returns the status and parsed JSON body of a 2xx answer.
 * Rejects with `PloneApiError` for any other status and `ResponseFormatError` when a 2xx body is not JSON.
 */
export async function sendJson(transport: Transport, spec: RequestSpec): Promise<JsonAnswer> {
  const response = await send(transport, spec);
  const text = await readText(response, spec);
  if (!response.ok) throw apiError(response, text, spec);
  if (text.trim() === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ResponseFormatError({
      method: spec.method,
      url: spec.url,
      status: response.status,
      body: text,
      reason: 'the body is not JSON',
    });
  }
}

/** The `Authorization` header for the credentials, or `undefined` for anonymous. */
export function authorizationHeader(credentials: Credentials | undefined): string | undefined {
  if (!credentials) return undefined;
  if ('token' in credentials) return `Bearer ${credentials.token}`;
  return `Basic ${base64Utf8(`${credentials.username}:${credentials.password}`)}`;
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function readText(response: Response, spec: RequestSpec): Promise<string> {
  try {
    return await untilAborted(response.text(), spec.signal);
  } catch (error) {
    throw transportError(error, spec);
  }
}

/** Settles with `promise`, or rejects as soon as `signal` fires, even when `fetch` ignores the signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function transportError(error: unknown, spec: RequestSpec): Error {
  const { method, url, signal } = spec;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new RequestAbortedError({ method, url, cause: error });
  }
  return new NetworkError({ method, url, cause: error });
}

const STATUS_TYPES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  412: 'PreconditionFailed',
  500: 'InternalServerError',
  501: 'NotImplemented',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

function apiError(response: Response, text: string, spec: RequestSpec): PloneApiError {
  let body: unknown = text;
  try {
    if (text.trim() !== '') body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an HTML error page, a proxy's text): the status line speaks instead.
  }
  const plone = parsePloneError(body);
  const statusText = response.statusText || `HTTP ${response.status}`;
  return new PloneApiError({
    method: spec.method,
    url: spec.url,
    status: response.status,
    type: plone?.type || STATUS_TYPES[response.status] || statusText,
    message: plone?.message || statusText,
    body,
  });
}
