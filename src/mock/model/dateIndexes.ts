// The catalog's date indexes (DateIndex: minute resolution) and their range queries
// (`{query, range: 'min' | 'max' | 'minmax'}`), as the querystring's date operations and `@search` send them.
import { isPlainObject } from '../../contract/validationProblems';
import type { ContentNode } from './content';
import { EXPIRES_CEILING } from './dates';

/** CMF's floor date: what `effective` indexes for an object never published (1969-12-31). */
const FLOOR_DATE = -86_400_000;

const CEILING_DATE = Date.parse(EXPIRES_CEILING);

/** The date of `node` each date index holds, in milliseconds. */
export const DATE_INDEXES: Record<string, (node: ContentNode) => number> = {
  effective: (node) => node.effective?.getTime() ?? FLOOR_DATE,
  expires: (node) => node.expires?.getTime() ?? CEILING_DATE,
  created: (node) => node.created.getTime(),
  modified: (node) => node.modified.getTime(),
};

/**
 * A date as Zope's DateTime reads the values of a query or a form: a `Date`, or an ISO text (without a zone it
 * is the server's, UTC). Returns `undefined` for what is not a date.
 */
export function parseDate(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return undefined;
  const text = value.trim();
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) || !text.includes('T') ? text : `${text}Z`;
  const time = Date.parse(zoned.includes('T') ? zoned : `${zoned}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
}

const minutes = (time: number) => Math.floor(time / 60_000);

/** Whether an indexed date matches a DateIndex query: a date, a list of dates, or `{query, range}`. */
export function matchesDate(indexed: number, value: unknown): boolean {
  const spec: { query?: unknown; range?: unknown } =
    isPlainObject(value) && !(value instanceof Date) ? value : { query: value };
  const dates = (Array.isArray(spec.query) ? spec.query : [spec.query]).map(parseDate);
  if (dates.some((date) => date === undefined)) return false;
  const bounds = (dates as number[]).map(minutes);
  const own = minutes(indexed);
  const range = typeof spec.range === 'string' ? spec.range.replace(':', '') : '';
  if (range === 'min') return own >= Math.min(...bounds);
  if (range === 'max') return own <= Math.max(...bounds);
  if (range === 'minmax') return own >= Math.min(...bounds) && own <= Math.max(...bounds);
  return bounds.includes(own);
}
