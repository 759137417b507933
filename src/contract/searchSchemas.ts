// Catalog answers: the summaries of `@search`, `@querystring-search` and folder listings, each carrying
// `social_links` (checked with the links parser), and the search body around them.
import * as v from 'valibot';
import { parseSocialLinks } from './parseSocialLinks';
import type { CatalogSummary, SearchResponse } from './types';
import { describeIssues } from './describeIssues';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

// Only the valibot functions a page view's schemas use appear here: a bundler keeps in the page's first load
// every valibot function any chunk uses, so `nullable`, `number`, ... would weigh on every page.

/** A string, or `null` for anything else (what `fallback(nullable(string()), null)` gives). */
const stringOrNull = () => /* @__PURE__ */ v.fallback<v.GenericSchema<unknown, string | null>, null>(v.string(), null);

/** A catalog summary; `social_links` is checked separately with {@link parseSocialLinks}. */
export const CatalogSummarySchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  '@type': /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  description: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  review_state: /* @__PURE__ */ stringOrNull(),
  type_title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

export const BatchingSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  first: /* @__PURE__ */ v.string(),
  last: /* @__PURE__ */ v.string(),
  next: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  prev: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
});

/**
 * A search body: an `items` list is essential; `items_total` is read by {@link parseSearchResponse} (0 when not a
 * number).
 */
export const SearchResponseSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  items: /* @__PURE__ */ v.array(/* @__PURE__ */ v.unknown()),
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
  const total = result.output.items_total;
  const itemsTotal = typeof total === 'number' && !Number.isNaN(total) ? total : 0;
  const response: SearchResponse = { ...result.output, items, items_total: itemsTotal } as SearchResponse;
  if (response.batching === undefined) delete response.batching;
  return { response, problems };
}
