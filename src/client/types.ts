// The public shape of the client SDK: what it is created with and what each call returns.
import type { BehaviorNames } from '../contract/behaviors';
import type {
  Batching,
  CatalogSummary,
  ContentResponse,
  InheritComponent,
  LoginResponse,
  SearchResponse,
  SocialLink,
  SocialMediaSettingsPatch,
  TypeListEntry,
  TypeSchema,
  WorkflowTransitionResponse,
} from '../contract/types';
import type { ValidationProblem } from '../contract/validationProblems';
import type { ResolvedSettings } from '../core/settingsFromContent';

export type Credentials = { token: string } | { username: string; password: string };

export interface ClientOptions {
  /** `{base_url}/<site_id>`, e.g. `http://127.0.0.1:8080/Plone`. A trailing slash is ignored. */
  baseUrl: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Bearer token or Basic credentials; anonymous when absent. */
  credentials?: Credentials;
  /** Vendor prefix of the behavior names (`'plonegovbr'` for the reference backend); default `'example'`. */
  behaviorPrefix?: string;
  /** Explicit behavior names; wins over `behaviorPrefix`. */
  behaviors?: Partial<BehaviorNames>;
  /** Called with what the tolerant parsers dropped or repaired in an answer (malformed links, wrong types). */
  onProblems?: (problems: ValidationProblem[], url: string) => void;
}

/** Options every call takes. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The options of a change to a stored object. */
export interface PatchOptions extends CallOptions {
  /**
   * The token of the object's lock (its `lock.token`), sent as `Lock-Token`: Plone refuses any change to a locked
   * object without it, from the lock's own holder too (as Volto's edit form sends it).
   */
  lockToken?: string | null;
}

/** Query parameters as plone.restapi reads them: repeated keys are arrays. */
export type QueryParams = Record<string, string | number | boolean | Array<string | number> | undefined>;

export interface GetContentOptions extends CallOptions {
  /**
   * Extra query parameters (other add-ons' `expand`, `expand.inherit.behaviors`, `b_size`, ...); merged, never
   * overwritten. A query string in the path counts as parameters too; a key named here replaces the path's.
   */
  query?: QueryParams;
}

/** A content GET together with the settings it carried. */
export interface ContentWithSettings {
  content: ContentResponse;
  /** The resolved settings and where they came from; `null` when no object provides the marker. */
  settings: ResolvedSettings | null;
}

export interface SearchQuery extends QueryParams {
  portal_type?: string | string[];
  path?: string;
  'path.depth'?: number;
  review_state?: string | string[];
  SearchableText?: string;
  sort_on?: string;
  sort_order?: 'ascending' | 'descending';
  b_start?: number;
  b_size?: number;
  metadata_fields?: string | string[];
}

export interface QuerystringSearchBody {
  query: Array<{ i: string; o: string; v?: unknown }>;
  sort_on?: string;
  sort_order?: 'ascending' | 'descending';
  b_start?: number;
  b_size?: number;
  limit?: number;
  fullobjects?: boolean;
  metadata_fields?: string[];
}

export interface CreateContentBody {
  '@type': string;
  id?: string;
  title: string;
  description?: string;
  [field: string]: unknown;
}

/** A path relative to the site root: `''` or `'/'` is the site root, `'/team/alice'` an object below it. */
export type SitePath = string;

export interface SocialMediaClient {
  readonly baseUrl: string;
  readonly behaviors: BehaviorNames;
  /** A client for another user (or anonymous with `undefined`), same site and options. */
  withCredentials(credentials: Credentials | undefined): SocialMediaClient;

  /** `GET <path>` with `expand=inherit` and the settings behavior appended to the caller's expansion. */
  getContent(path: SitePath, options?: GetContentOptions): Promise<ContentWithSettings>;
  /** `GET <path>/@inherit?expand.inherit.behaviors=<names>` (default: the settings behavior). */
  getInherit(path: SitePath, behaviors?: string[], options?: CallOptions): Promise<InheritComponent>;
  /** The settings that apply at `path` (through `@inherit`); `null` when no object provides them. */
  getSettings(path: SitePath, options?: CallOptions): Promise<ResolvedSettings | null>;
  /** `PATCH <path>` with the settings fields at the top level; resolves on 204. */
  patchSettings(path: SitePath, patch: SocialMediaSettingsPatch, options?: PatchOptions): Promise<void>;
  /** The `social_links` of one object (its own, not inherited); `[]` when it has none. */
  getLinks(path: SitePath, options?: CallOptions): Promise<SocialLink[]>;
  /** Replaces the whole `social_links` list of one object; resolves on 204. */
  putLinks(path: SitePath, links: SocialLink[], options?: CallOptions): Promise<void>;
  /** `PATCH <path>` with any fields (resolves on 204). */
  patchContent(path: SitePath, fields: Record<string, unknown>, options?: CallOptions): Promise<void>;

  /**
   * `GET <path>/@search` with `query`; `path` may also be a batch link of an earlier answer (`batching.next`), which
   * names the service and its parameters already (`query`'s replace those it names too).
   */
  search(path: SitePath, query?: SearchQuery, options?: CallOptions): Promise<SearchResponse>;
  /**
   * `POST <path>/@querystring-search` with `body`; `path` may also be a batch link of an earlier answer
   * (`batching.next`), which names the service and the page already (a `b_start` in `body` wins over the link's).
   */
  querystringSearch(path: SitePath, body: QuerystringSearchBody, options?: CallOptions): Promise<SearchResponse>;
  /**
   * The children of a folderish object as catalog summaries, in folder order: one page of them (`b_size`, Plone's 25
   * by default), `items_total` counting them all and, when there is more than one page, Plone's `batching` links;
   * `path` may also be such a link.
   */
  listFolder(
    path: SitePath,
    query?: QueryParams,
    options?: CallOptions,
  ): Promise<{ items: CatalogSummary[]; items_total: number; batching?: Batching }>;
  getTypes(options?: CallOptions): Promise<TypeListEntry[]>;
  getTypeSchema(portalType: string, options?: CallOptions): Promise<TypeSchema>;

  /** `POST @login`; returns the token. Does not change this client: use `withCredentials({ token })`. */
  login(username: string, password: string, options?: CallOptions): Promise<LoginResponse>;
  createContent(containerPath: SitePath, body: CreateContentBody, options?: CallOptions): Promise<ContentResponse>;
  deleteContent(path: SitePath, options?: CallOptions): Promise<void>;
  transition(
    path: SitePath,
    transition: 'publish' | 'retract' | (string & {}),
    options?: CallOptions,
  ): Promise<WorkflowTransitionResponse>;

  /** The raw request behind every call: a `Response` for any status, for contract tests that compare whole answers. */
  raw(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Response>;
}
