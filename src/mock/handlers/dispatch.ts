// Answers one HTTP request on the mock site: parse it, authenticate, traverse to the object, run the
// route's service (or answer 404), and write the result. The only place HTTP meets the model.
import {
  authenticate,
  canView,
  DeserializationError,
  htmlView,
  jsonBody,
  RaisedError,
  ServiceNotFound,
  redirectFor,
  resolveUidRedirect,
  type MockSite,
  type RequestContext,
} from '../model';
import { parseRequest } from './parseRequest';
import { errorResponse, htmlResponse, resultResponse } from './respond';
import type { Route } from './routes';

/**
 * The response of the mock site to `request`; `undefined` when the URL is outside the site.
 * `route` is the entry whose method and service matched, `undefined` when none did (then 404).
 */
export async function dispatch(
  site: MockSite,
  sitePath: string,
  route: Route | undefined,
  request: Request,
): Promise<Response | undefined> {
  const parsed = parseRequest(request, sitePath);
  if (!parsed) return undefined;
  const body = ['GET', 'HEAD'].includes(parsed.method) ? '' : await request.text();
  const user = await authenticate(site.auth, request.headers.get('Authorization'));
  const { node, remaining } = site.traverse(parsed.segments);
  const ctx: RequestContext = {
    site,
    user,
    siteUrl: parsed.siteUrl,
    actualUrl: parsed.actualUrl,
    queryString: parsed.queryString,
    form: parsed.form,
    body: postBody(parsed.method, body),
  };
  // The names after the object, a service among them: the `resolveuid` view takes them all as its UID and subpath.
  const names = parsed.urlSegments
    .filter((segment) => segment !== '++api++')
    .slice(parsed.segments.length - remaining.length);
  if (!parsed.isApi) {
    const view = htmlResolveUid(ctx, names);
    if (view) return new Response(null, { status: view.status, headers: { Location: view.location } });
    const found = remaining.length === 0 && parsed.service === undefined && parsed.method === 'GET';
    if (found && canView(node, user)) return htmlResponse(200, htmlView(ctx, node));
    return htmlResponse(404, '<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>');
  }
  try {
    const view = resolveUidRedirect(ctx, names);
    if (view) return new Response(null, { status: view.status, headers: { Location: view.location } });
    if (remaining.length > 0 || !route || (parsed.serviceArgs.length > 0 && !route.takesArgs)) {
      throw new RaisedError(404, 'NotFound', 'Not Found');
    }
    const result = await route.handle({ ctx, node, args: parsed.serviceArgs, body, headers: request.headers });
    return resultResponse(result);
  } catch (error) {
    const raised =
      error instanceof DeserializationError ? new RaisedError(500, 'DeserializationError', error.message) : error;
    const redirect =
      raised instanceof RaisedError && raised.status === 404
        ? redirectFor(ctx, site.redirects, parsed.method, parsed.urlSegments)
        : undefined;
    if (redirect) {
      // plone.rest locks the empty body of the redirect, then sets its JSON Content-Type.
      const headers = { Location: redirect.location, 'Content-Type': 'application/json' };
      return new Response('', { status: redirect.status, headers });
    }
    // A NotFound raised by a service or view, past traversal, names the whole URL.
    return errorResponse(raised, ctx, node, raised instanceof ServiceNotFound ? undefined : remaining[0]);
  }
}

/** The `resolveuid` view's redirect for a browser's request; none for a UID of no object (then Plone's 404 page). */
function htmlResolveUid(ctx: RequestContext, names: readonly string[]) {
  try {
    return resolveUidRedirect(ctx, names);
  } catch {
    return undefined;
  }
}

/**
 * The decoded JSON object body of a POST (the summary serializer reads `metadata_fields` from it); `undefined`
 * when it does not decode, the service then answers for the body itself.
 */
function postBody(method: string, raw: string): Record<string, unknown> | undefined {
  if (method !== 'POST' || !raw) return undefined;
  try {
    return jsonBody(raw);
  } catch {
    return undefined;
  }
}
