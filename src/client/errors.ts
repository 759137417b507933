// The errors every client call rejects with: an HTTP error from Plone, a network failure, an abort,
// or a successful answer that lacks what the call cannot do without.
import type { PloneErrorBody } from '../contract/types';
import type { ValidationProblem } from '../contract/validationProblems';

/** What every client error says about the request that failed. */
export interface RequestInfo {
  method: string;
  url: string;
}

/** What the four errors share: the request that failed. */
abstract class ClientRequestError extends Error {
  readonly method: string;
  readonly url: string;

  constructor(message: string, request: RequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/** A non-2xx answer. `type` and `message` are Plone's (either error shape), or derived from the status. */
export class PloneApiError extends ClientRequestError {
  override readonly name = 'PloneApiError';
  readonly status: number;
  /** Plone's error type (`NotFound`, `Unauthorized`, `BadRequest`, `Invalid credentials`, ...). */
  readonly type: string;
  /** The parsed JSON body when there was one, else the body text (`''` when empty). */
  readonly body: PloneErrorBody | unknown;

  constructor(init: { status: number; type: string; message: string; body: unknown } & RequestInfo) {
    super(init.message, init);
    this.status = init.status;
    this.type = init.type;
    this.body = init.body;
  }
}

/** `fetch` itself failed (connection refused, DNS, CORS, ...); the cause is kept. */
export class NetworkError extends ClientRequestError {
  override readonly name = 'NetworkError';

  constructor(init: RequestInfo & { cause: unknown }) {
    super(`${init.method} ${init.url} failed: ${describeCause(init.cause)}`, init, { cause: init.cause });
  }
}

/** The call's `AbortSignal` fired before the answer was read. */
export class RequestAbortedError extends ClientRequestError {
  override readonly name = 'RequestAbortedError';

  constructor(init: RequestInfo & { cause?: unknown }) {
    super(`${init.method} ${init.url} was aborted`, init, { cause: init.cause });
  }
}

/** A 2xx answer without what the call needs (a content body without `@id`, a login without a token, ...). */
export class ResponseFormatError extends ClientRequestError {
  override readonly name = 'ResponseFormatError';
  readonly status: number;
  readonly body: unknown;
  /** What the answer's schema found wrong, each with its place; empty when the body is not even of the right kind. */
  readonly problems: ValidationProblem[];

  constructor(init: RequestInfo & { status: number; body: unknown; reason: string; problems?: ValidationProblem[] }) {
    super(`${init.method} ${init.url}: unexpected answer: ${init.reason}`, init);
    this.status = init.status;
    this.body = init.body;
    this.problems = init.problems ?? [];
  }
}

/** Any error a client call may reject with. */
export type ClientError = PloneApiError | NetworkError | RequestAbortedError | ResponseFormatError;

/** True for the errors this client raises. */
export function isClientError(error: unknown): error is ClientError {
  return error instanceof ClientRequestError;
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message || cause.name;
  return String(cause);
}
