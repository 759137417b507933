// Catalog answers: the summaries of `@search`, `@querystring-search` and folder listings, and the search body around
// them. The types `CatalogSummary`, `Batching` and `SearchResponse` (types.ts) are inferred from these schemas; the
// readers are in parseSearchResponse.ts.
import * as v from 'valibot';
import { text, textOrNull } from './lenientFields';

/**
 * A catalog summary: `@id` is essential. Its `social_links` passes through here and is read by `parseSocialLinks`
 * (see `parseCatalogSummaries`), like the other metadata columns a query may ask for.
 */
export const CatalogSummarySchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  '@type': /* @__PURE__ */ text(),
  title: /* @__PURE__ */ text(),
  description: /* @__PURE__ */ text(),
  /** The review state of a workflowed object; `null` for the site root and objects without a workflow. */
  review_state: /* @__PURE__ */ textOrNull(),
  type_title: /* @__PURE__ */ text(),
});

/** The links to the other pages of a batched answer; present only when there is more than one page. */
export const BatchingSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  first: /* @__PURE__ */ v.string(),
  last: /* @__PURE__ */ v.string(),
  next: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  prev: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
});

/**
 * A search body: an `items` list is essential (each item is read by `parseCatalogSummaries`); `items_total` is read
 * by `parseSearchResponse` (0 when not a number).
 */
export const SearchResponseSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ text(),
  items: /* @__PURE__ */ v.array(/* @__PURE__ */ v.unknown()),
  batching: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(BatchingSchema), undefined),
});
