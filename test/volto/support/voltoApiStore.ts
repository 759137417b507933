// A Volto store for tests that follow the navigation-root fallback against the mock backend: Volto's content
// reducer and ours, the add-on's store extenders, and Volto's api middleware for a GET (`_PENDING`, the request with
// the expanders, then `_SUCCESS` with the body or `_FAIL` with superagent's error, its `status` and `response.body`;
// as Volto's, which returns the request's promise, the dispatch resolves to the body, or rejects after `_FAIL`).
import { applyMiddleware, combineReducers, createStore } from 'redux';
import type { Middleware, Reducer } from 'redux';
import type { VoltoConfig, VoltoMiddleware } from '../../../src/volto/types';
import { voltoContentReducer } from '../../store/support/voltoContentReducer';
import { addExpandersToPath } from './addExpandersToPath';

/**
 * Where the middleware sends a GET of a site path (with its expanders): the site at a base address (`/++api++` and the
 * path appended), or any address a function makes of the path (a server's internal address, a proxy's public one).
 */
export type ApiAddress = string | ((path: string) => string);

/** Volto's api middleware for GETs to the site at `at`, as a visitor who is not signed in. */
export function apiMiddleware(config: VoltoConfig, at: ApiAddress): Middleware {
  return () => (next) => (action) => {
    const { request, type, ...rest } = action as { type: string; request?: { op: string; path: string } };
    if (!request) return next(action);
    next({ ...rest, type: `${type}_PENDING` });
    const path = addExpandersToPath(config, { path: request.path, type, isAnonymous: true, signature: 'config-acc' });
    const url = typeof at === 'string' ? `${at}/++api++${path}` : at(path);
    return fetch(url, { headers: { Accept: 'application/json' } }).then(async (response) => {
      const body: unknown = await response.json();
      if (!response.ok) {
        const error = { status: response.status, response: { statusCode: response.status, body } };
        next({ ...rest, error, type: `${type}_FAIL` });
        throw error;
      }
      next({ ...rest, result: body, type: `${type}_SUCCESS` });
      return body;
    });
  };
}

/**
 * The store Volto makes with the add-on applied to `config`, its api middleware reaching the site at `at`; from
 * `initial` when given (a browser's store, made from the state its server serialized into the page).
 */
export function voltoApiStore(config: VoltoConfig, at: ApiAddress, initial?: unknown) {
  const extenders = config.settings.storeExtenders ?? [];
  const stack = extenders.reduce(
    (acc, extend) => extend(acc),
    [apiMiddleware(config, at) as unknown as VoltoMiddleware],
  );
  const reducer = combineReducers({
    content: voltoContentReducer,
    socialMedia: config.addonReducers!.socialMedia as Reducer,
    // Volto's session: its server puts the visitor's token (from her cookie) there; kept as the test starts it.
    userSession: (session: unknown = { token: null }) => session,
  });
  const enhancer = applyMiddleware(...(stack as unknown as Middleware[]));
  return initial === undefined ? createStore(reducer, enhancer) : createStore(reducer, initial as never, enhancer);
}

/** Volto's `getContent(path)`: the page's main content. */
export const getContent = (path: string) => ({ type: 'GET_CONTENT', subrequest: null, request: { op: 'get', path } });
