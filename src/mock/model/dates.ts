// Dates as plone.restapi writes them: ISO 8601 in UTC without fractions (`json_compatible(DateTime)`).

/** `2025-04-17T18:53:00+00:00`. */
export function isoDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/** The catalog's floor for a never-published `effective` (summaries show it; a full GET shows `null`). */
export const EFFECTIVE_FLOOR = '1969-12-31T00:00:00+00:00';

/** CMF's ceiling date: what `expires()` answers, and the catalog holds, for an object that never expires. */
export const EXPIRES_CEILING = '2499-12-31T00:00:00+00:00';
