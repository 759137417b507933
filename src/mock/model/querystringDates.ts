// The date operations of plone.app.querystring (Volto's listing and search blocks offer them for every date
// index), turned into DateIndex range queries exactly as its queryparser does: "today" runs from the server's
// midnight (UTC) to the end of the day, relative dates count days from now.
import type { CatalogQuery } from './catalog';
import { parseDate } from './dateIndexes';
import type { RequestContext } from './requestContext';

interface DateRow {
  i?: unknown;
  v?: unknown;
}

const DAY = 86_400_000;

const startOfDay = (time: number) => Math.floor(time / DAY) * DAY;
const endOfDay = (time: number) => startOfDay(time) + DAY - 1;
/** Python's `int(value)` of a relative date, 0 when it is not an integer. */
const days = (value: unknown) =>
  typeof value === 'number' ? Math.trunc(value) : /^\s*[-+]?\d+\s*$/.test(String(value)) ? Number(value) : 0;
const range = (row: DateRow, dates: number[], kind: 'min' | 'max' | 'minmax'): CatalogQuery => ({
  [String(row.i)]: { query: [...dates].sort((a, b) => a - b).map((time) => new Date(time)), range: kind },
});

type DateOperation = (ctx: RequestContext, row: DateRow) => CatalogQuery;

/** The operations by their full name, as Volto sends them in `o`. */
export const DATE_OPERATIONS: Record<string, DateOperation> = {
  'plone.app.querystring.operation.date.lessThan': (_ctx, row) => {
    const date = parseDate(row.v);
    return date === undefined ? {} : range(row, [date], 'max');
  },
  'plone.app.querystring.operation.date.largerThan': (_ctx, row) => {
    const date = parseDate(row.v);
    return date === undefined ? {} : range(row, [date], 'min');
  },
  'plone.app.querystring.operation.date.between': (ctx, row) => {
    const [from, to] = Array.isArray(row.v) ? row.v : [];
    return range(row, [parseDate(from) ?? 0, parseDate(to) ?? ctx.site.now().getTime()], 'minmax');
  },
  // "Within the next N days": from today's start to the end of the day N days from now.
  'plone.app.querystring.operation.date.lessThanRelativeDate': (ctx, row) => {
    const now = ctx.site.now().getTime();
    return range(row, [startOfDay(now), endOfDay(now + days(row.v) * DAY)], 'minmax');
  },
  // "Within the last N days": from the start of the day N days ago to the end of today.
  'plone.app.querystring.operation.date.largerThanRelativeDate': (ctx, row) => {
    const now = ctx.site.now().getTime();
    return range(row, [startOfDay(now - days(row.v) * DAY), endOfDay(now)], 'minmax');
  },
  'plone.app.querystring.operation.date.today': (ctx, row) => {
    const now = ctx.site.now().getTime();
    return range(row, [startOfDay(now), endOfDay(now)], 'minmax');
  },
  'plone.app.querystring.operation.date.afterToday': (ctx, row) => range(row, [ctx.site.now().getTime()], 'min'),
  'plone.app.querystring.operation.date.beforeToday': (ctx, row) => range(row, [ctx.site.now().getTime()], 'max'),
  'plone.app.querystring.operation.date.beforeRelativeDate': (ctx, row) =>
    range(row, [startOfDay(ctx.site.now().getTime()) - days(row.v) * DAY], 'max'),
  'plone.app.querystring.operation.date.afterRelativeDate': (ctx, row) =>
    range(row, [startOfDay(ctx.site.now().getTime()) + days(row.v) * DAY], 'min'),
};
