// The read-only `x_username` and `facebook_username` of the settings behavior, computed on every read
// exactly as the reference backend's `utils.py` does (reference §7, the current algorithm).

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
  if (!isDict(link)) return '';
  const targets = link.href;
  const first = Array.isArray(targets) && targets.length > 0 ? targets[0] : undefined;
  if (!isDict(first)) return '';
  const url = first['@id'];
  if (typeof url !== 'string') return '';
  const text = pyStrip(url);
  return EMPTY_VALUES.has(text) ? '' : text;
}

/** Python's `str.strip()`: removes Unicode whitespace at both ends. */
function pyStrip(text: string): string {
  return text.replace(/^[\s\u001c-\u001f\u0085]+|[\s\u001c-\u001f\u0085]+$/gu, '');
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
    if (!isDict(link)) {
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

function isDict(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
