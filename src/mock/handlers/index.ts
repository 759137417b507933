// Public API of the HTTP layer: msw handlers over a mock site.
export { createHandlers, DEFAULT_MOCK_BASE_URL, type HandlerOptions } from './createHandlers';
export { dispatch } from './dispatch';
export { routes, type Route, type ServiceCall } from './routes';
export { parseRequest, isApiRequest, parseForm, type ParsedRequest } from './parseRequest';
export { pythonJson } from './pythonJson';
