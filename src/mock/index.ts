// Public API of the mock backend: an in-memory Plone site (the model), msw handlers serving it,
// and the demo content. Depends on `src/contract` only. The HTTP server is in `./node`.
export {
  createMockSite,
  MockSite,
  type MockSiteOptions,
  type NewContent,
  type ContentNode,
  type PortalType,
  type MockUser,
  type MockUserInit,
  type BehaviorDefinition,
  defaultPortalTypes,
  usernameFromLinks,
  linkTarget,
  pyRepr,
  seededUids,
} from './model';
export { createHandlers, DEFAULT_MOCK_BASE_URL, type HandlerOptions } from './handlers/createHandlers';
export { pythonJson } from './handlers/pythonJson';
export { isApiRequest } from './handlers/parseRequest';
export { demoSite, DEMO_SITE_LINKS } from './fixtures/demoSite';
