// What the tolerant parsers report when they drop or repair part of an answer, and the small helpers they
// share to say so.

/** Something the tolerant parsers dropped or replaced, and why. */
export interface ValidationProblem {
  /** Where, in the answer's own terms: `social_links[2]`, `share_social_data`, `items[0]`. */
  path: string;
  /** The position in the list, for list items. */
  index?: number;
  reason: string;
}

/** True for a non-null object that is not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a string, else `''`: how the readers take a text field of the wrong type. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A short description of a value of the wrong kind, for a problem's `reason`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
