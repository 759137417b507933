// The read-only `x_username` and `facebook_username` of the settings behavior, computed on every read
// exactly as the reference backend's `utils.py` does (reference §7, the current algorithm).
import { isPlainObject } from '../../contract/validationProblems';

const PROFILE_PATTERNS: Record<string, RegExp> = {
  facebook: /^(http:|https:|)\/\/(m.|www.)?(facebook)\.com\/(?<username>[A-Za-z0-9._-]*)$/,
  x: /^(http:|https:|)\/\/(m.|www.)?(x|twitter)\.com\/(?<username>[A-Za-z0-9._-]*)$/,
};

/** Texts that hold no value, the literal string `"None"` included. */
const EMPTY_VALUES = new Set(['', 'None', 'none', 'null']);

/**
 * The address of a link's first target, stripped; `""` when it has none.
 * Only a string `@id` of a dict that is the first entry of a list counts.
 */
export function linkTarget(link: unknown): string {
  if (!isPlainObject(link)) return '';
  const targets = link.href;
  const first = Array.isArray(targets) && targets.length > 0 ? targets[0] : undefined;
  if (!isPlainObject(first)) return '';
  const url = first['@id'];
  if (typeof url !== 'string') return '';
  const text = pyStrip(url);
  return EMPTY_VALUES.has(text) ? '' : text;
}

/** What Python's `str.isspace()` counts as whitespace (the information separators included). */
// eslint-disable-next-line no-control-regex
const PY_WHITESPACE = /[\s\u001c-\u001f\u0085]/u;

/**
 * Python's `str.strip()`: removes Unicode whitespace at both ends. A scan from each end, not a regular expression
 * anchored at the end, which would retry every inner run of spaces (quadratic on a long hostile address).
 */
function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PY_WHITESPACE.test(text[start]!)) start += 1;
  while (end > start && PY_WHITESPACE.test(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/**
 * Returns the username in the first link to `networkId` that has a target; `""` when none has one, or
 * when that link's address is not a profile address (no fall-through to later links).
 * @throws TypeError when `links` is not iterable (the backend then answers 500, see `social_links: null`).
 */
export function usernameFromLinks(links: unknown, networkId: 'x' | 'facebook'): string {
  if (links === null || links === undefined || typeof links !== 'object' || !(Symbol.iterator in links)) {
    throw new TypeError(`'${pyTypeName(links)}' object is not iterable`);
  }
  for (const link of links as Iterable<unknown>) {
    if (!isPlainObject(link)) {
      // `link.get` on a non-dict raises AttributeError in the backend.
      throw new TypeError(`'${pyTypeName(link)}' object has no attribute 'get'`);
    }
    if (link.id === networkId && linkTarget(link)) {
      const match = PROFILE_PATTERNS[networkId]!.exec(linkTarget(link));
      return match?.groups?.username ?? '';
    }
  }
  return '';
}

/** The Python type name a value would have after JSON decoding, for error messages. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  if (Array.isArray(value)) return 'list';
  return 'dict';
}
