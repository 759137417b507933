// Python's str semantics where they differ from JavaScript's: what `str.isspace()` and `str.strip()` count as
// whitespace (JS `\s` and `trim()` also take U+FEFF, and leave out U+001C–U+001F and U+0085), and `len()`, which
// counts code points where `.length` counts UTF-16 units.

/**
 * The characters CPython 3.11 counts as whitespace (`chr(c).isspace()` over all code points, Unicode 14).
 * Not U+FEFF (JS `\s` has it); U+001C–U+001F and U+0085 (JS `\s` has not).
 */
// eslint-disable-next-line no-control-regex
const PY_WHITESPACE = /^[\t-\r\u001c-\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/;

/** `char.isspace()` for a single character. */
export function pyIsSpace(char: string): boolean {
  return PY_WHITESPACE.test(char);
}

/**
 * Python's `str.strip()` without arguments. A scan from each end, not a regular expression anchored at the end,
 * which would retry every inner run of spaces (quadratic on a long hostile text). None of Python's whitespace is
 * outside the BMP, so UTF-16 units can be tested one by one.
 */
export function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && pyIsSpace(text[start]!)) start += 1;
  while (end > start && pyIsSpace(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/** Python's `len()` of a str: code points (a lone surrogate counts as one, as in a str json.loads made). */
export function pyLen(text: string): number {
  let pairs = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && /[\udc00-\udfff]/.test(text[index + 1]!)) {
      pairs += 1;
      index += 1;
    }
  }
  return text.length - pairs;
}
