// plone.restapi's HypermediaBatch: one page of a result list, the canonical `@id` and the `batching`
// links, built from the request URL exactly as `plone.restapi/batching.py` builds them.
import type { Batching } from '../../contract/types';
import { badRequest, RaisedError } from './errors';
import { pyRepr } from './pyRepr';
import { parseQsl, urlencode } from './pyUrl';
import { formValue, type RequestContext } from './requestContext';

export const DEFAULT_BATCH_SIZE = 25;

/**
 * `int(data.get(prop, default))` as the batching reads `b_start`/`b_size`.
 * @throws RaisedError 500 ValueError for text that is not an integer (what Plone 6.2 answers, not the 400 of
 * `parse_int`'s documentation), 400 BadRequest for other values.
 */
export function parseInt(data: Record<string, unknown>, prop: string, fallback: number | false): number | false {
  const raw = Object.prototype.hasOwnProperty.call(data, prop) ? data[prop] : fallback;
  if (raw === false) return false;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    if (/^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
    throw new RaisedError(500, 'ValueError', `invalid literal for int() with base 10: ${pyRepr(value)}`);
  }
  throw badRequest(`Invalid ${prop}: Not an integer`);
}

export interface BatchPage<T> {
  '@id': string;
  items: T[];
  items_total: number;
  batching?: Batching;
}

/**
 * Cuts one page out of `results` (`b_start`/`b_size` from the JSON body first, then the query).
 * @throws RaisedError 500 TypeError for `b_size=0`, as Plone 6.2 answers it.
 */
export function batch<T>(ctx: RequestContext, results: T[]): BatchPage<T> {
  const body = ctx.body ?? {};
  const form: Record<string, unknown> = { ...ctx.form };
  const start = parseInt(body, 'b_start', false) || (parseInt(form, 'b_start', 0) as number);
  const size = parseInt(body, 'b_size', false) || (parseInt(form, 'b_size', DEFAULT_BATCH_SIZE) as number);
  if (size === 0) {
    // A backend fault the mock reproduces: plone.batching compares the size it read as text with None.
    throw new RaisedError(500, 'TypeError', "'>=' not supported between instances of 'str' and 'NoneType'");
  }
  const page: BatchPage<T> = {
    '@id': canonicalUrl(ctx),
    items: results.slice(Math.max(0, start), Math.max(0, start) + Math.max(0, size)),
    items_total: results.length,
  };
  const links = batchingLinks(ctx, results.length, start, size);
  if (links) page.batching = links;
  return page;
}

/** `ACTUAL_URL` with the query, minus the batching and sorting parameters (blank values dropped). */
export function canonicalUrl(ctx: RequestContext): string {
  const dropped = new Set(['b_size', 'b_start', 'sort_on', 'sort_order', 'sort_limit']);
  const pairs = parseQsl(ctx.queryString).filter(([key]) => !dropped.has(key));
  return pairs.length ? `${ctx.actualUrl}?${urlencode(pairs)}` : ctx.actualUrl;
}

function batchingLinks(ctx: RequestContext, total: number, start: number, size: number): Batching | undefined {
  if (total <= size || size <= 0) return undefined;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const links: Batching = {
    '@id': ctx.queryString ? `${ctx.actualUrl}?${ctx.queryString}` : ctx.actualUrl,
    first: urlWithStart(ctx, 0),
    last: urlWithStart(ctx, (lastPage - 1) * size),
  };
  if (start + size < total) links.next = urlWithStart(ctx, start + size);
  // plone.batching clamps the current page to the last one: beyond the end, `prev` is the last page's start.
  if (start > 0) links.prev = urlWithStart(ctx, Math.max(0, Math.min(start - size, (lastPage - 1) * size)));
  return links;
}

/** The current URL with `b_start=<n>` moved to the front, other parameters kept in order. */
function urlWithStart(ctx: RequestContext, start: number): string {
  const pairs = parseQsl(ctx.queryString, true).filter(([key]) => key !== 'b_start');
  return `${ctx.actualUrl}?${urlencode([['b_start', String(start)], ...pairs])}`;
}

/** Whether the request carries a parameter at all (`fullobjects` counts by mere presence). */
export function hasParam(ctx: RequestContext, key: string): boolean {
  return formValue(ctx.form, key) !== undefined;
}
