// The readers of catalog answers (`@search`, `@querystring-search`, folder `items`): each summary checked with
// `CatalogSummarySchema`, its `social_links` read with `parseSocialLinks`, the search body around them.
import * as v from 'valibot';
import { describeIssues } from './describeIssues';
import { parseSocialLinks } from './parseSocialLinks';
import { CatalogSummarySchema, SearchResponseSchema } from './searchSchemas';
import type { CatalogSummary, SearchResponse } from './types';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

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
    summaries.push({ ...result.output, social_links: Array.isArray(raw) ? parsed.links : null });
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
  const response: SearchResponse = { ...result.output, items, items_total: itemsTotal };
  if (response.batching === undefined) delete response.batching;
  return { response, problems };
}
