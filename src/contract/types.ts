// The wire formats of a Plone 6 site with the social media behaviors, as plone.restapi serves them, and as the
// contract reads them. The valibot schemas (`*Schemas.ts`) are the one description of each shape: every type here
// is inferred from its schema (`v.InferOutput`: what the schema, or the reader built on it, hands out), so a type
// never promises what was not checked. The few written by hand say why. Type-only: no valibot in any bundle.
import type * as v from 'valibot';
import type { PloneRaisedErrorSchema, PloneReturnedErrorSchema } from './errorSchemas';
import type { InheritComponentSchema, InheritedBehaviorSchema, InheritSourceSchema } from './inheritSchemas';
import type { SocialLinkSchema, SocialLinkTargetSchema } from './linkSchemas';
import type { PloneErrorBodySchema } from './ploneErrorBodySchema';
import type { ContentResponseSchema, LoginResponseSchema, WorkflowTransitionResponseSchema } from './responseSchemas';
import type { BatchingSchema, CatalogSummarySchema, SearchResponseSchema } from './searchSchemas';
import type { SettingsDataSchema } from './settingsSchemas';
import type { FieldSchemaSchema, FieldsetSchema, TypeListEntrySchema, TypeSchemaSchema } from './typeSchemas';

/**
 * The fields an object schema checks, without the keys a `looseObject` lets through unchecked: the type of what a
 * reader keeps when it drops the keys the contract does not name.
 */
type CheckedFields<Schema extends { readonly entries: v.ObjectEntries }> = v.InferOutput<
  v.ObjectSchema<Schema['entries'], undefined>
>;

/** One target of a link: `href` is a list, and the backend reads only its first entry. */
export type SocialLinkTarget = v.InferOutput<typeof SocialLinkTargetSchema>;

/** A link item as stored in `social_links`. `@id` is a UUID (or the network id, for links made by the backend). */
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

/** The fields of `<prefix>.socialmedia.settings`, read-only ones included, as the readers keep them. */
export type SocialMediaSettings = CheckedFields<typeof SettingsDataSchema>;

/**
 * The fields an editor may PATCH on the settings behavior. Written from `SocialMediaSettings`, not from a schema:
 * it is what we send, and the backend checks it.
 */
export type SocialMediaSettingsPatch = Partial<
  Pick<SocialMediaSettings, 'share_social_data' | 'facebook_app_id' | 'social_links'>
>;

/** Where inherited data came from: the closest object in the acquisition chain that provides the marker. */
export type InheritSource = CheckedFields<typeof InheritSourceSchema>;

/**
 * One behavior's entry in the inherit component. `data` is whatever the behavior holds (`unknown`, as its schema
 * leaves it to the settings reader); `Data` is for a caller that has checked it.
 */
export type InheritedBehavior<Data = unknown> = Omit<CheckedFields<typeof InheritedBehaviorSchema>, 'data'> & {
  data: Data;
};

/**
 * `@components.inherit` of a content GET, and the body of `GET <path>/@inherit`: an `@id` (absent when no behavior
 * was asked for), plus one key per requested behavior that some object in the chain provides, unchecked: read the
 * one you want with `settingsFromInherit` (core).
 */
export type InheritComponent = v.InferOutput<typeof InheritComponentSchema>;

/**
 * Any `@components` entry: at least an `@id`, expanded ones carry more. Written by hand: the client passes
 * `@components` through unchecked (`ContentResponse` types its entries `unknown`); this names what one may find.
 */
export interface ComponentReference {
  '@id'?: string;
  [key: string]: unknown;
}

/**
 * What the backend says of an image field (`image`, `preview_image`, ...). Written by hand: no schema checks image
 * fields; the head tags read them tolerantly (core/headTags.ts), and a content GET types them `unknown`.
 */
export interface ImageScale {
  download: string;
  width: number;
  height: number;
}
/** An image field's value, with its scales (written by hand, see `ImageScale`). */
export interface ImageFieldValue {
  'content-type'?: string;
  download: string;
  filename?: string;
  width: number;
  height: number;
  scales?: Record<string, ImageScale>;
}

/** The review state of a workflowed object; the site root has `null`. */
export type ReviewState = CheckedFields<typeof CatalogSummarySchema>['review_state'];

/**
 * A catalog summary (`@search`, `@querystring-search`, folder `items`), with the social media column read by
 * `parseSocialLinks`: `null` when the object has no links (never `[]`). Other metadata columns pass through.
 */
export type CatalogSummary = v.InferOutput<typeof CatalogSummarySchema> & { social_links: SocialLink[] | null };

/** The links to the other pages of a batched answer. */
export type Batching = v.InferOutput<typeof BatchingSchema>;

/**
 * `@search` and `@querystring-search`. `batching` is present only when there is more than one page; `items` and
 * `items_total` are what `parseSearchResponse` reads of them.
 */
export type SearchResponse = Omit<CheckedFields<typeof SearchResponseSchema>, 'items'> & {
  items: CatalogSummary[];
  items_total: number;
};

/**
 * A content GET: plone.restapi's serialization, behavior fields at the top level. The fields every object has and
 * the settings' scalar fields are checked; the others (`social_links`, `items`, `items_total`, `batching`, `image`,
 * ...) are `unknown`, for the readers that know them (`parseSocialLinks`, `parseCatalogSummaries`).
 */
export type ContentResponse = v.InferOutput<typeof ContentResponseSchema>;

/** One field of `@types/<type>`. */
export type FieldSchema = v.InferOutput<typeof FieldSchemaSchema>;

/** A fieldset of `@types/<type>`: the ids of its fields, in order. */
export type Fieldset = v.InferOutput<typeof FieldsetSchema>;

/**
 * `@types/<type>` (served as `application/json+schema`), as `parseTypeSchema` reads it: `type` is always
 * `'object'` and each property is a checked `FieldSchema`. Read-only fields never appear in it.
 */
export type TypeSchema = Omit<CheckedFields<typeof TypeSchemaSchema>, 'properties'> & {
  type: 'object';
  properties: Record<string, FieldSchema>;
};

/** An entry of `GET @types` (the list of addable types). */
export type TypeListEntry = v.InferOutput<typeof TypeListEntrySchema>;

/** A raised error, as plone.rest's error view writes it. */
export type PloneRaisedError = v.InferOutput<typeof PloneRaisedErrorSchema>;

/** An error a service returns itself (`@login`, malformed PATCH bodies): nested under `error`. */
export type PloneReturnedError = v.InferOutput<typeof PloneReturnedErrorSchema>;

/** Either of Plone's error bodies. */
export type PloneErrorBody = v.InferOutput<typeof PloneErrorBodySchema>;

/** `POST @login`: the token, all the client keeps of the answer. */
export type LoginResponse = CheckedFields<typeof LoginResponseSchema>;

/** `POST <path>/@workflow/<transition>`. */
export type WorkflowTransitionResponse = v.InferOutput<typeof WorkflowTransitionResponseSchema>;
