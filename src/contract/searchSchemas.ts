// Catalog answers: the summaries of `@search`, `@querystring-search` and folder listings, each carrying
// `social_links` (checked with the links parser), and the search body around them.
import * as v from 'valibot';
import { parseSocialLinks } from './linkSchemas';
import type { CatalogSummary, SearchResponse } from './types';
import { describeIssues, describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

/** A catalog summary; `social_links` is checked separately with {@link parseSocialLinks}. */
export const CatalogSummarySchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  '@type': /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  description: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  review_state: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.nullable(/* @__PURE__ */ v.string()), null),
  type_title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

export const BatchingSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  first: /* @__PURE__ */ v.string(),
  last: /* @__PURE__ */ v.string(),
  next: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  prev: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
});

export const SearchResponseSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  items: /* @__PURE__ */ v.array(/* @__PURE__ */ v.unknown()),
  items_total: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.number(), 0),
  batching: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(BatchingSchema), undefined),
});

/** Parses a list of catalog summaries: items without `@id` are dropped, `social_links` is `null` or a clean list. */
export function parseCatalogSummaries(
  items: unknown,
  path: string = 'items',
): { items: CatalogSummary[]; problems: ValidationProblem[] } {
  if (!Array.isArray(items)) {
    return items === null || items === undefined
      ? { items: [], problems: [] }
      : { items: [], problems: [{ path, reason: `expected a list, got ${describeValue(items)}` }] };
  }
  const summaries: CatalogSummary[] = [];
  const problems: ValidationProblem[] = [];
  items.forEach((item: unknown, index) => {
    const result = isPlainObject(item) ? v.safeParse(CatalogSummarySchema, item) : undefined;
    if (!result?.success) {
      const reason = result ? describeIssues(result.issues) : `expected a summary object, got ${describeValue(item)}`;
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
