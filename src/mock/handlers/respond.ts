// Writes a service result or an error as Plone writes it: JSON with sorted keys, `application/json`,
// 204 without body or Content-Type, raised errors through plone.rest's error view shape.
import {
  BareError,
  closestVisible,
  RaisedError,
  ReturnedError,
  ServiceNotFound,
  urlOf,
  type ContentNode,
  type RequestContext,
  type ServiceResult,
} from '../model';
import { isManager } from '../model';
import { pythonJson } from './pythonJson';

/** The HTTP response for a service result. */
export function resultResponse(result: ServiceResult): Response {
  const headers = new Headers(result.headers);
  if (result.status === 204 || result.body === undefined) return new Response(null, { status: result.status, headers });
  headers.set('Content-Type', result.contentType ?? 'application/json');
  return new Response(pythonJson(result.body), { status: result.status, headers });
}

/**
 * The HTTP response for an error thrown while answering. Raised errors get `context` (the closest object the
 * caller may View) and, for managers on 400 and 500 and on a service's own NotFound, a `traceback`; NotFound's
 * message names the URL up to `missing`, the first id traversal did not find.
 */
export function errorResponse(error: unknown, ctx: RequestContext, node: ContentNode, missing?: string): Response {
  if (error instanceof ReturnedError) return resultResponse({ status: error.status, body: error.body });
  if (error instanceof BareError) {
    return resultResponse({ status: error.status, body: { message: error.message, type: error.type } });
  }
  const raised =
    error instanceof RaisedError
      ? error
      : new RaisedError(
          500,
          error instanceof Error ? error.name : 'Exception',
          error instanceof Error ? error.message : String(error),
        );
  // A traversal that fails leaves ZPublisher's PARENTS unreversed, so the error view finds the site root first.
  // So does a body too deeply nested to decode: Plone 6.2 answers its RecursionError with the site root as context
  // and without a traceback, whoever asks (recorded by the scenario "JSON nested deeply inside a link").
  const recursion = raised.type === 'RecursionError';
  const viewer = raised.unauthenticated ? null : ctx.user;
  const contextNode = raised.status === 404 || recursion ? ctx.site.root : closestVisible(node, viewer);
  const body: Record<string, unknown> = {
    context: urlOf(ctx, contextNode),
    // Traversal stops at the first missing id, and the message names the URL up to it.
    message:
      raised.status === 404
        ? `Resource not found: ${missing === undefined ? ctx.actualUrl : `${urlOf(ctx, node)}/${encodeURIComponent(missing)}`}`
        : raised.message,
    type: raised.type,
  };
  const traced = raised.status === 400 || raised.status >= 500 || raised instanceof ServiceNotFound;
  if (!recursion && isManager(ctx.user) && traced) {
    body.traceback = ['Traceback (most recent call last):', '  (the mock backend has no Python traceback)'];
  }
  return new Response(pythonJson(body, ','), {
    status: raised.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What a non-API request gets: Plone would render HTML; the mock answers a short page or an HTML 404. */
export function htmlResponse(status: number, html: string): Response {
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
