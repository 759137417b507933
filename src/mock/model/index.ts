// Public API of the mock site model: a Plone site in memory and the services answering on it.
export { createMockSite, MockSite, type MockSiteOptions, type NewContent } from './site';
export type { ContentLock, ContentNode, WorkflowHistoryEntry } from './content';
export { pathSegments, chain, descendants, titleOf, descriptionOf } from './content';
export type { PortalType } from './portalTypes';
export { defaultPortalTypes } from './portalTypes';
export type { BehaviorDefinition, BehaviorRegistry, FieldDefinition, FieldKind } from './behaviors';
export { SOCIAL_LINKS_FRONTEND_OPTIONS } from './behaviors';
export type { MockUser, MockUserInit, Role } from './users';
export { authenticate, checkPassword, isManager, issueToken, DEFAULT_MANAGER } from './users';
export { signToken, verifyToken, type TokenPayload } from './jwt';
export {
  canView,
  canModify,
  canRequestReview,
  canAccessVersions,
  canRevertVersions,
  canAdd,
  canDelete,
  canReview,
  closestVisible,
} from './permissions';
export { usernameFromLinks, linkTarget } from './usernames';
export { applyFields, deserializeFields, type DeserializeOutcome } from './deserialize';
export { pyRepr, pyTypeName } from './pyRepr';
export { pyIsSpace, pyLen, pyStrip } from './pyText';
export { pyEquals, pyTruthy } from './pyCompare';
export { RaisedError, ReturnedError, BareError, ServiceNotFound } from './errors';
export { DeserializationError, jsonBody, MAX_JSON_DEPTH, requireDecodableDepth } from './jsonBody';
export { emptyDict, ownEntry, hasOwnKey } from './pyDict';
export type { RequestContext, Form } from './requestContext';
export { urlOf, physicalPath } from './requestContext';
export type { ServiceResult } from './serviceResult';
export { searchCatalog, type CatalogQuery } from './catalog';
export { search, querystringSearch } from './search';
export { summarize, DEFAULT_SUMMARY_FIELDS } from './summary';
export { serializeContent } from './serialize';
export { inheritComponent, closestProvider, behaviorData } from './inherit';
export { components, breadcrumbs, navigation, actions, typesList, workflowInfo, EXPANDERS } from './components';
export { typeSchema } from './typeSchema';
export {
  getContent,
  getInherit,
  patchContent,
  createContent,
  deleteContent,
  transition,
  requireView,
  htmlView,
} from './contentService';
export { copyObjects, moveObjects } from './copyMove';
export { redirectFor } from './redirector';
export { resolveUidRedirect } from './resolveUid';
export { login, renewLogin, logout, getUser } from './authService';
export { listUsers } from './userListing';
export { siteInfo, navroot, querystringConfig } from './siteService';
export { controlPanels, systemInfo, CONTROL_PANELS, SYSTEM_VERSIONS } from './controlpanels';
export { vocabulary } from './vocabularies';
export { getLock, lock, refreshLock, unlock, lockInfo, isLockedFor, DEFAULT_LOCK_TIMEOUT } from './locking';
export { getSharing, postSharing } from './sharing';
export { doTransition, availableTransitions, STATE_TITLES } from './workflow';
export { historyList, historyVersion, revertToVersion } from './versions';
export { isoDate, EFFECTIVE_FLOOR } from './dates';
export { randomUid, seededUids, normalizeId } from './ids';
export { parseQsl, urlencode, quotePlus } from './pyUrl';
