// Runtime checks (valibot) for what the backend sends, and tolerant parsers that keep a page alive:
// a malformed link item is dropped and reported, a settings field of the wrong type falls back to its default.
import * as v from 'valibot';
import type {
  CatalogSummary,
  InheritSource,
  PloneErrorBody,
  SearchResponse,
  SocialLink,
  SocialMediaSettings,
} from './types';

/** Something the tolerant parsers dropped or replaced, and why. */
export interface ValidationProblem {
  /** Where, in the answer's own terms: `social_links[2]`, `share_social_data`, `items[0]`. */
  path: string;
  /** The position in the list, for list items. */
  index?: number;
  reason: string;
}

/** The defaults of the settings behavior's schema, used where a value is missing or of the wrong type. */
export const DEFAULT_SETTINGS: Readonly<SocialMediaSettings> = Object.freeze({
  share_social_data: true,
  facebook_app_id: '',
  social_links: [],
  facebook_username: '',
  x_username: '',
});

// ---------------------------------------------------------------------------------------------
// Link items

/** One `href` entry: the backend reads only `@id`, a string. Unknown keys pass through. */
export const SocialLinkTargetSchema = v.looseObject({
  '@id': v.string(),
  title: v.fallback(v.optional(v.string()), undefined),
});

/**
 * A link item. `@id`, `id` and an `href` list are essential; a title of the wrong type becomes `''`.
 * Unknown network ids are valid here: the network registry decides how to show them.
 */
export const SocialLinkSchema = v.looseObject({
  '@id': v.string(),
  id: v.string(),
  title: v.fallback(v.string(), ''),
  href: v.array(SocialLinkTargetSchema),
});

/** A whole `social_links` value, strictly: every item must be a well-formed link. */
export const SocialLinkListSchema = v.array(SocialLinkSchema);

/** Parses a `social_links` value: `null`/absent is `[]`; malformed items are dropped and reported; never throws. */
export function parseSocialLinks(
  value: unknown,
  path: string = 'social_links',
): { links: SocialLink[]; problems: ValidationProblem[] } {
  if (value === null || value === undefined) return { links: [], problems: [] };
  if (!Array.isArray(value)) {
    return { links: [], problems: [{ path, reason: `expected a list of links, got ${describe(value)}` }] };
  }
  const links: SocialLink[] = [];
  const problems: ValidationProblem[] = [];
  value.forEach((item: unknown, index) => {
    const result = isPlainObject(item)
      ? v.safeParse(SocialLinkSchema, item)
      : { success: false as const, issues: undefined };
    if (result.success) {
      links.push(withoutUndefinedTitles(result.output));
    } else {
      const reason = result.issues ? describeIssues(result.issues) : `expected a link object, got ${describe(item)}`;
      problems.push({ path: `${path}[${index}]`, index, reason });
    }
  });
  return { links, problems };
}

function withoutUndefinedTitles(link: v.InferOutput<typeof SocialLinkSchema>): SocialLink {
  const href = link.href.map((target) => {
    if (target.title !== undefined) return target;
    const { title: _dropped, ...rest } = target;
    return rest;
  });
  return { ...link, href } as SocialLink;
}

// ---------------------------------------------------------------------------------------------
// Settings

/** The settings behavior's data (`@inherit` `data`, or the top-level fields of a content GET), strictly. */
export const SettingsDataSchema = v.looseObject({
  share_social_data: v.boolean(),
  facebook_app_id: v.string(),
  social_links: SocialLinkListSchema,
  facebook_username: v.string(),
  x_username: v.string(),
});

const settingsFieldChecks = {
  share_social_data: (value: unknown) => typeof value === 'boolean',
  facebook_app_id: (value: unknown) => typeof value === 'string',
  facebook_username: (value: unknown) => typeof value === 'string',
  x_username: (value: unknown) => typeof value === 'string',
} as const;

/**
 * Parses the settings behavior's data. Missing or `null` fields take the schema default silently
 * (that is what the backend stores as missing); fields of the wrong type take it with a problem. Never throws.
 */
export function parseSettingsData(data: unknown): { settings: SocialMediaSettings; problems: ValidationProblem[] } {
  const problems: ValidationProblem[] = [];
  if (!isPlainObject(data)) {
    if (data !== null && data !== undefined) {
      problems.push({ path: 'data', reason: `expected an object, got ${describe(data)}` });
    }
    return { settings: { ...DEFAULT_SETTINGS, social_links: [] }, problems };
  }
  const settings: SocialMediaSettings = { ...DEFAULT_SETTINGS, social_links: [] };
  for (const [field, isValid] of Object.entries(settingsFieldChecks) as Array<
    [keyof typeof settingsFieldChecks, (value: unknown) => boolean]
  >) {
    const value = data[field];
    if (value === null || value === undefined) continue;
    if (isValid(value)) {
      (settings as unknown as Record<string, unknown>)[field] = value;
    } else {
      problems.push({
        path: field,
        reason: `expected ${typeof DEFAULT_SETTINGS[field]}, got ${describe(value)}; using the default`,
      });
    }
  }
  const parsedLinks = parseSocialLinks(data.social_links);
  settings.social_links = parsedLinks.links;
  problems.push(...parsedLinks.problems);
  return { settings, problems };
}

// ---------------------------------------------------------------------------------------------
// The inherit component

export const InheritSourceSchema = v.looseObject({
  '@id': v.string(),
  title: v.fallback(v.string(), ''),
});

/** One behavior's entry in the inherit component: where it came from, and its data (checked separately). */
export const InheritedBehaviorSchema = v.looseObject({
  from: InheritSourceSchema,
  data: v.unknown(),
});

/** `@components.inherit`, or the `@inherit` body: `@id` (absent when no behavior was asked for) plus one key per behavior. */
export const InheritComponentSchema = v.looseObject({
  '@id': v.optional(v.string()),
});

/** Parses the `from` of an inherit entry; a malformed one becomes `{ '@id': '', title: '' }` with a problem. */
export function parseInheritSource(value: unknown): { from: InheritSource; problems: ValidationProblem[] } {
  const result = isPlainObject(value) ? v.safeParse(InheritSourceSchema, value) : undefined;
  if (result?.success) return { from: { '@id': result.output['@id'], title: result.output.title }, problems: [] };
  return {
    from: { '@id': '', title: '' },
    problems: [{ path: 'from', reason: result ? describeIssues(result.issues) : `expected an object, got ${describe(value)}` }],
  };
}

// ---------------------------------------------------------------------------------------------
// Content, summaries, search

/** A content GET: only `@id` and `@type` are essential; everything else passes through. */
export const ContentResponseSchema = v.looseObject({
  '@id': v.string(),
  '@type': v.string(),
});

/** A catalog summary; `social_links` is checked separately with {@link parseSocialLinks}. */
export const CatalogSummarySchema = v.looseObject({
  '@id': v.string(),
  '@type': v.fallback(v.string(), ''),
  title: v.fallback(v.string(), ''),
  description: v.fallback(v.string(), ''),
  review_state: v.fallback(v.nullable(v.string()), null),
  type_title: v.fallback(v.string(), ''),
});

export const BatchingSchema = v.looseObject({
  '@id': v.string(),
  first: v.string(),
  last: v.string(),
  next: v.optional(v.string()),
  prev: v.optional(v.string()),
});

export const SearchResponseSchema = v.looseObject({
  '@id': v.fallback(v.string(), ''),
  items: v.array(v.unknown()),
  items_total: v.fallback(v.number(), 0),
  batching: v.fallback(v.optional(BatchingSchema), undefined),
});

/** Parses a list of catalog summaries: items without `@id` are dropped, `social_links` is `null` or a clean list. */
export function parseCatalogSummaries(
  items: unknown,
  path: string = 'items',
): { items: CatalogSummary[]; problems: ValidationProblem[] } {
  if (!Array.isArray(items)) {
    return items === null || items === undefined
      ? { items: [], problems: [] }
      : { items: [], problems: [{ path, reason: `expected a list, got ${describe(items)}` }] };
  }
  const summaries: CatalogSummary[] = [];
  const problems: ValidationProblem[] = [];
  items.forEach((item: unknown, index) => {
    const result = isPlainObject(item) ? v.safeParse(CatalogSummarySchema, item) : undefined;
    if (!result?.success) {
      const reason = result ? describeIssues(result.issues) : `expected a summary object, got ${describe(item)}`;
      problems.push({ path: `${path}[${index}]`, index, reason });
      return;
    }
    const raw = result.output.social_links;
    const parsed = parseSocialLinks(raw, `${path}[${index}].social_links`);
    problems.push(...parsed.problems);
    const socialLinks = Array.isArray(raw) ? parsed.links : null;
    summaries.push({ ...result.output, social_links: socialLinks } as CatalogSummary);
  });
  return { items: summaries, problems };
}

/**
 * Parses a `@search` / `@querystring-search` body. The bare `[]` Plone answers for an empty `SearchableText`
 * becomes an empty response. Returns `null` when the body has no `items` list at all.
 */
export function parseSearchResponse(body: unknown): { response: SearchResponse; problems: ValidationProblem[] } | null {
  if (Array.isArray(body)) {
    const { items, problems } = parseCatalogSummaries(body);
    return { response: { '@id': '', items, items_total: items.length }, problems };
  }
  const result = isPlainObject(body) ? v.safeParse(SearchResponseSchema, body) : undefined;
  if (!result?.success) return null;
  const { items, problems } = parseCatalogSummaries(result.output.items);
  const response: SearchResponse = { ...result.output, items } as SearchResponse;
  if (response.batching === undefined) delete response.batching;
  return { response, problems };
}

// ---------------------------------------------------------------------------------------------
// @types

export const FieldSchemaSchema = v.looseObject({
  title: v.fallback(v.string(), ''),
  type: v.fallback(v.string(), ''),
});

export const FieldsetSchema = v.looseObject({
  id: v.string(),
  title: v.fallback(v.string(), ''),
  fields: v.fallback(v.array(v.string()), []),
});

/** `@types/<type>`: `properties` is essential, `required` and `fieldsets` default to `[]`. */
export const TypeSchemaSchema = v.looseObject({
  type: v.fallback(v.literal('object'), 'object'),
  title: v.fallback(v.string(), ''),
  properties: v.record(v.string(), FieldSchemaSchema),
  required: v.fallback(v.array(v.string()), []),
  fieldsets: v.fallback(v.array(FieldsetSchema), []),
});

export const TypeListEntrySchema = v.looseObject({
  '@id': v.string(),
  title: v.fallback(v.string(), ''),
  addable: v.fallback(v.boolean(), false),
  immediately_addable: v.fallback(v.boolean(), false),
});

export const TypeListSchema = v.array(TypeListEntrySchema);

// ---------------------------------------------------------------------------------------------
// Auth, workflow, errors

export const LoginResponseSchema = v.looseObject({ token: v.string() });

export const WorkflowTransitionResponseSchema = v.looseObject({
  review_state: v.string(),
});

/** A raised error, written by plone.rest's error view: top-level `type` and `message`. */
export const PloneRaisedErrorSchema = v.looseObject({
  type: v.string(),
  message: v.fallback(v.string(), ''),
  context: v.optional(v.string()),
  traceback: v.optional(v.array(v.string())),
});

/** An error a service returns itself: nested under `error`. */
export const PloneReturnedErrorSchema = v.looseObject({
  error: v.looseObject({ type: v.string(), message: v.fallback(v.string(), '') }),
});

export const PloneErrorBodySchema = v.union([PloneReturnedErrorSchema, PloneRaisedErrorSchema]);

/** Reads Plone's error `type` and `message` from either error shape; `null` when the body is neither. */
export function parsePloneError(body: unknown): { type: string; message: string; body: PloneErrorBody } | null {
  if (!isPlainObject(body)) return null;
  const nested = v.safeParse(PloneReturnedErrorSchema, body);
  if (nested.success) return { ...pick(nested.output.error), body: nested.output as PloneErrorBody };
  const raised = v.safeParse(PloneRaisedErrorSchema, body);
  if (raised.success) return { ...pick(raised.output), body: raised.output as PloneErrorBody };
  return null;
}

function pick(error: { type: string; message: string }): { type: string; message: string } {
  return { type: error.type, message: error.message };
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** True for a non-null object that is not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One line naming what went wrong, with its place inside the checked value. */
export function describeIssues(issues: ReadonlyArray<v.BaseIssue<unknown>>): string {
  return issues
    .map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
