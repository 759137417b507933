// The mock's HTTP surface as data: one entry per method and service, each a thin call into the model.
import {
  actions,
  breadcrumbs,
  controlPanels,
  copyObjects,
  createContent,
  deleteContent,
  getContent,
  getInherit,
  getLock,
  getSharing,
  postSharing,
  historyList,
  historyVersion,
  revertToVersion,
  getUser,
  listUsers,
  jsonBody,
  lock,
  login,
  logout,
  moveObjects,
  navigation,
  navroot,
  patchContent,
  querystringConfig,
  querystringSearch,
  RaisedError,
  refreshLock,
  renewLogin,
  requireView,
  search,
  siteInfo,
  systemInfo,
  transition,
  typeSchema,
  typesList,
  unlock,
  vocabulary,
  workflowInfo,
  DeserializationError,
  type ContentNode,
  type RequestContext,
  type ServiceResult,
} from '../model';

export interface ServiceCall {
  ctx: RequestContext;
  /** The object the URL traversed to (the service's context). */
  node: ContentNode;
  /** Segments after the service name. */
  args: string[];
  /** The raw request body. */
  body: string;
  headers: Headers;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** `null` for the content object itself. */
  service: string | null;
  /** Whether the service takes path arguments (`@types/<type>`); others answer 404 to extra segments. */
  takesArgs?: boolean;
  handle: (call: ServiceCall) => ServiceResult | Promise<ServiceResult>;
}

const ok = (body: unknown): ServiceResult => ({ status: 200, body });

/** A `@querystring-search` body: a JSON body that does not decode is a 400 BadRequest (raised). */
function querystringBody(raw: string): Record<string, unknown> {
  try {
    return jsonBody(raw);
  } catch (error) {
    if (error instanceof DeserializationError) throw new RaisedError(400, 'BadRequest', error.message);
    throw error;
  }
}

export const routes: Route[] = [
  { method: 'GET', service: null, handle: ({ ctx, node }) => getContent(ctx, node) },
  {
    method: 'GET',
    service: '@history',
    takesArgs: true,
    handle: ({ ctx, node, args }) => (args.length ? historyVersion(ctx, node, args.join('/')) : historyList(ctx, node)),
  },
  { method: 'PATCH', service: '@history', handle: ({ ctx, node, body }) => revertToVersion(ctx, node, body) },
  {
    method: 'PATCH',
    service: null,
    handle: ({ ctx, node, body, headers }) =>
      patchContent(ctx, node, body, headers.get('Prefer'), headers.get('Lock-Token')),
  },
  { method: 'POST', service: null, handle: ({ ctx, node, body }) => createContent(ctx, node, body) },
  { method: 'DELETE', service: null, handle: ({ ctx, node }) => deleteContent(ctx, node) },
  { method: 'POST', service: '@copy', handle: ({ ctx, node, body }) => copyObjects(ctx, node, body) },
  { method: 'POST', service: '@move', handle: ({ ctx, node, body }) => moveObjects(ctx, node, body) },
  { method: 'GET', service: '@inherit', handle: ({ ctx, node }) => getInherit(ctx, node) },
  {
    method: 'GET',
    service: '@search',
    handle: ({ ctx, node }) => {
      requireView(ctx, node);
      return ok(search(ctx, node));
    },
  },
  {
    method: 'POST',
    service: '@querystring-search',
    handle: ({ ctx, node, body }) => {
      requireView(ctx, node);
      return ok(querystringSearch(ctx, node, querystringBody(body)));
    },
  },
  {
    method: 'GET',
    service: '@querystring-search',
    handle: ({ ctx, node }) => {
      requireView(ctx, node);
      const query = typeof ctx.form.query === 'string' ? ctx.form.query : '{}';
      const body = querystringBody(query);
      // The GET form moves `query` into the body and empties the form.
      return ok(querystringSearch({ ...ctx, form: {}, body }, node, body));
    },
  },
  {
    method: 'GET',
    service: '@types',
    takesArgs: true,
    // Registered with the View permission: where the caller may not view, 401 before the service's own check.
    handle: ({ ctx, node, args }) => {
      requireView(ctx, node);
      return args.length === 0
        ? ok(typesList(ctx, node))
        : { status: 200, body: typeSchema(ctx, node, args.join('/')), contentType: 'application/json+schema' };
    },
  },
  { method: 'POST', service: '@login', handle: ({ ctx, body }) => login(ctx, body) },
  { method: 'POST', service: '@login-renew', handle: ({ ctx }) => renewLogin(ctx) },
  { method: 'POST', service: '@logout', handle: () => logout() },
  {
    method: 'GET',
    service: '@users',
    takesArgs: true,
    handle: ({ ctx, args }) => (args.length ? getUser(ctx, args[0]) : listUsers(ctx)),
  },
  {
    method: 'GET',
    service: '@workflow',
    handle: ({ ctx, node }) => {
      requireView(ctx, node);
      return ok(workflowInfo(ctx, node));
    },
  },
  {
    method: 'POST',
    service: '@workflow',
    takesArgs: true,
    handle: ({ ctx, node, args, body }) => transition(ctx, node, args[0], body),
  },
  {
    method: 'GET',
    service: '@breadcrumbs',
    handle: ({ ctx, node }) => (requireView(ctx, node), ok(breadcrumbs(ctx, node))),
  },
  {
    method: 'GET',
    service: '@navigation',
    handle: ({ ctx, node }) => (requireView(ctx, node), ok(navigation(ctx, node))),
  },
  { method: 'GET', service: '@actions', handle: ({ ctx, node }) => (requireView(ctx, node), ok(actions(ctx, node))) },
  { method: 'GET', service: '@navroot', handle: ({ ctx, node }) => (requireView(ctx, node), navroot(ctx, node)) },
  { method: 'GET', service: '@site', handle: ({ ctx }) => siteInfo(ctx) },
  { method: 'GET', service: '@querystring', handle: ({ ctx }) => querystringConfig(ctx) },
  { method: 'GET', service: '@controlpanels', handle: ({ ctx, node }) => controlPanels(ctx, node) },
  { method: 'GET', service: '@system', handle: ({ ctx, node }) => systemInfo(ctx, node) },
  {
    method: 'GET',
    service: '@sharing',
    // Registered with the View permission; the service checks Delegate roles itself.
    handle: ({ ctx, node }) => (requireView(ctx, node), getSharing(ctx, node)),
  },
  {
    method: 'POST',
    service: '@sharing',
    handle: ({ ctx, node, body }) => (requireView(ctx, node), postSharing(ctx, node, body)),
  },
  { method: 'GET', service: '@lock', handle: ({ ctx, node }) => getLock(ctx, node) },
  { method: 'POST', service: '@lock', handle: ({ ctx, node, body }) => lock(ctx, node, body) },
  { method: 'PATCH', service: '@lock', handle: ({ ctx, node }) => refreshLock(ctx, node) },
  { method: 'DELETE', service: '@lock', handle: ({ ctx, node, body }) => unlock(ctx, node, body) },
  {
    method: 'GET',
    service: '@vocabularies',
    takesArgs: true,
    handle: ({ ctx, node, args }) => vocabulary(ctx, node, args[0]),
  },
];
