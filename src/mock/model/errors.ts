// The two error shapes plone.restapi answers with: raised exceptions (rendered by plone.rest's error
// view, top-level `{type, message, context}`) and errors a service returns itself (`{error: {...}}`); and the
// ValidationError of one field, which the deserializer collects into a BadRequest.

/**
 * An exception as Zope raises it: the error view adds `context` (and `traceback` for managers on 400/500).
 * `unauthenticated` marks a refusal by the publisher itself, which leaves the caller unauthenticated for the error
 * view (see `unauthorized`).
 */
export class RaisedError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly unauthenticated = false,
  ) {
    super(message);
    this.name = 'RaisedError';
  }
}

/** An error a service writes itself: the body is `{error: {type, message}}`, with no `context`. */
export class ReturnedError extends Error {
  constructor(
    readonly status: number,
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ReturnedError';
  }

  /** The body as the service writes it (a 501 of the deserializer has no `type`). */
  get body(): { error: { type?: string; message: string } } {
    return { error: this.type === undefined ? { message: this.message } : { type: this.type, message: this.message } };
  }
}

/** A bare error body without `context`, as `@types/<unknown>` answers. */
export class BareError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'BareError';
  }
}

/**
 * Zope's answer when publishing refuses access: the caller lacks the permission the service is registered with
 * (also when logged in). ZPublisher validates the user against that permission's roles and, finding none of them,
 * authenticates nobody: the error view then runs as Anonymous, and its `context` is the closest object a visitor
 * may View, not one the caller may.
 */
export function unauthorized(message = 'You are not authorized to access this resource.'): RaisedError {
  return new RaisedError(401, 'Unauthorized', message, true);
}

/**
 * An Unauthorized a service raises itself after publishing let the caller in (a permission it checks in its code):
 * the caller stays authenticated, and the error view's `context` is the closest object she may View.
 */
export function refusedByService(message = 'You are not authorized to access this resource.'): RaisedError {
  return new RaisedError(401, 'Unauthorized', message);
}

/** Zope's NotFound; the error view rewrites the message to `Resource not found: <url>`. */
export function notFound(): RaisedError {
  return new RaisedError(404, 'NotFound', 'Not Found');
}

/**
 * A NotFound a service raises itself (`@users/<id>` of no user), after publishing authenticated the caller: the error
 * view names the URL as for any NotFound, and adds a traceback for a manager, as it does for a service's 400.
 */
export class ServiceNotFound extends RaisedError {
  constructor() {
    super(404, 'NotFound', 'Not Found');
    this.name = 'ServiceNotFound';
  }
}

/** zExceptions.BadRequest raised by a service or a deserializer. */
export function badRequest(message: string): RaisedError {
  return new RaisedError(400, 'BadRequest', message);
}

/** A zope.schema ValidationError of one field; the message is the error's `doc()`, as plone.restapi reports it. */
export class FieldValidationError extends Error {}
