// The read-only `x_username` and `facebook_username` of the settings behavior, computed on every read
// exactly as the reference backend's `utils.py` does (reference §7, the current algorithm), with Python's
// `str.strip()` (a byte order mark before an address stays, so the address is no profile address).
import { isPlainObject } from '../../contract/validationProblems';
import { pyTypeName } from './pyRepr';
import { pyStrip } from './pyText';

/**
 * utils.py's PATTERNS. Python's `.` is any code point but `\n` (JS's `.` also refuses `\r`, U+2028 and U+2029, and
 * without the `u` flag takes half a surrogate pair), hence `[^\n]` with `u`.
 */
const PROFILE_PATTERNS: Record<string, RegExp> = {
  facebook: /^(http:|https:|)\/\/(m[^\n]|www[^\n])?(facebook)\.com\/(?<username>[A-Za-z0-9._-]*)$/u,
  x: /^(http:|https:|)\/\/(m[^\n]|www[^\n])?(x|twitter)\.com\/(?<username>[A-Za-z0-9._-]*)$/u,
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
