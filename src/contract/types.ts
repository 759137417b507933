// The wire formats of a Plone 6 site with the social media behaviors, as plone.restapi serves them.
// This is the one place the shape of the backend's answers is assumed; runtime checks live in the `*Schemas.ts` files.

/** One target of a link: `href` is a list, and the backend reads only its first entry. */
export interface SocialLinkTarget {
  '@id': string;
  title?: string;
}

/** A link item as stored in `social_links`. `@id` is a UUID (or the network id, for links made by the backend). */
export interface SocialLink {
  '@id': string;
  /** The network id: `x`, `facebook`, `github`, ... */
  id: string;
  title: string;
  href: SocialLinkTarget[];
}

/** The fields of `<prefix>.socialmedia.settings`, read-only ones included. */
export interface SocialMediaSettings {
  share_social_data: boolean;
  facebook_app_id: string;
  social_links: SocialLink[];
  /** Computed by the backend from the links on every read; never written. */
  facebook_username: string;
  /** Computed by the backend from the links on every read; never written. */
  x_username: string;
}

/** The fields an editor may PATCH on the settings behavior. */
export type SocialMediaSettingsPatch = Partial<
  Pick<SocialMediaSettings, 'share_social_data' | 'facebook_app_id' | 'social_links'>
>;

/** Where inherited data came from: the closest object in the acquisition chain that provides the marker. */
export interface InheritSource {
  '@id': string;
  title: string;
}

export interface InheritedBehavior<Data = Record<string, unknown>> {
  from: InheritSource;
  data: Data;
}

/**
 * `@components.inherit` of a content GET, and the body of `GET <path>/@inherit`:
 * an `@id`, plus one key per requested behavior that some object in the chain provides.
 */
export interface InheritComponent {
  '@id': string;
  [behavior: string]: InheritedBehavior | string;
}

/** Any `@components` entry: at least an `@id`, expanded ones carry more. */
export interface ComponentReference {
  '@id'?: string;
  [key: string]: unknown;
}

/** What the backend says of an image field (`image`, `preview_image`, ...). */
export interface ImageScale {
  download: string;
  width: number;
  height: number;
}
export interface ImageFieldValue {
  'content-type'?: string;
  download: string;
  filename?: string;
  width: number;
  height: number;
  scales?: Record<string, ImageScale>;
}

/** The review state of a workflowed object; the site root has `null`. */
export type ReviewState = 'private' | 'published' | (string & {}) | null;

/** A catalog summary (`@search`, `@querystring-search`, folder `items`), with the social media column. */
export interface CatalogSummary {
  '@id': string;
  '@type': string;
  title: string;
  description: string;
  review_state: ReviewState;
  type_title: string;
  /** `null` when the object has no links (never `[]`). */
  social_links: SocialLink[] | null;
  [metadata: string]: unknown;
}

export interface Batching {
  '@id': string;
  first: string;
  last: string;
  next?: string;
  prev?: string;
}

/** `@search` and `@querystring-search`. `batching` is present only when there is more than one page. */
export interface SearchResponse {
  '@id': string;
  items: CatalogSummary[];
  items_total: number;
  batching?: Batching;
}

/** A content GET: plone.restapi's serialization, behavior fields at the top level. */
export interface ContentResponse {
  '@id': string;
  '@type': string;
  '@components': Record<string, ComponentReference | ComponentReference[]> & {
    inherit?: InheritComponent;
  };
  id: string;
  UID: string;
  title: string;
  description: string;
  review_state: ReviewState;
  is_folderish: boolean;
  parent: Partial<CatalogSummary>;
  items?: CatalogSummary[];
  items_total?: number;
  batching?: Batching;
  /** Present when the type has either social media behavior. */
  social_links?: SocialLink[] | null;
  share_social_data?: boolean;
  facebook_app_id?: string | null;
  facebook_username?: string;
  x_username?: string;
  image?: ImageFieldValue | null;
  [field: string]: unknown;
}

/** One field of `@types/<type>`. */
export interface FieldSchema {
  title: string;
  description?: string;
  type: string;
  factory?: string;
  behavior?: string;
  default?: unknown;
  widget?: string;
  widgetOptions?: {
    frontendOptions?: { widget?: string; widgetProps?: Record<string, unknown> };
    [option: string]: unknown;
  };
  [key: string]: unknown;
}

export interface Fieldset {
  id: string;
  title: string;
  description?: string;
  fields: string[];
  behavior?: string;
}

/** `@types/<type>` (served as `application/json+schema`). Read-only fields never appear in it. */
export interface TypeSchema {
  type: 'object';
  title: string;
  properties: Record<string, FieldSchema>;
  required: string[];
  fieldsets: Fieldset[];
  layouts?: string[];
}

/** An entry of `GET @types` (the list of addable types). */
export interface TypeListEntry {
  '@id': string;
  title: string;
  addable: boolean;
  immediately_addable: boolean;
}

/** A raised error, as plone.rest's error view writes it. */
export interface PloneRaisedError {
  type: string;
  message: string;
  context?: string;
  traceback?: string[];
}

/** An error a service returns itself (`@login`, malformed PATCH bodies): nested under `error`. */
export interface PloneReturnedError {
  error: { type: string; message: string };
}

export type PloneErrorBody = PloneRaisedError | PloneReturnedError;

/** `POST @login`. */
export interface LoginResponse {
  token: string;
}

/** `POST <path>/@workflow/<transition>`. */
export interface WorkflowTransitionResponse {
  action: string;
  actor: string;
  comments: string;
  review_state: string;
  time: string;
  title: string;
}
