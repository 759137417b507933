// The public API of the client SDK: `createClient`, its types and the errors its calls reject with.
export { createClient } from './createClient';
export { isClientError, NetworkError, PloneApiError, RequestAbortedError, ResponseFormatError } from './errors';
export type { ClientError, RequestInfo } from './errors';
export { buildQueryString } from './urls';
export type {
  ClientOptions,
  CallOptions,
  ContentWithSettings,
  CreateContentBody,
  Credentials,
  GetContentOptions,
  PatchOptions,
  QueryParams,
  QuerystringSearchBody,
  SearchQuery,
  SitePath,
  SocialMediaClient,
} from './types';
