// Python's `urllib.parse.parse_qsl` and `urlencode`, which plone.restapi's batching uses to build
// `@id` and `batching` links: the mock must encode exactly as they do (`/` becomes `%2F`, space `+`).

/** `urllib.parse.quote_plus(text, safe='')`. */
export function quotePlus(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9_.~-]/.test(char)) out += char;
    else if (char === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `urllib.parse.unquote_plus`. */
export function unquotePlus(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/\+/g, ' ');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    const hex = source.slice(index + 1, index + 3);
    if (char === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** `urllib.parse.parse_qsl(qs, keep_blank_values)`: pairs in order, repeated keys kept. */
export function parseQsl(queryString: string, keepBlankValues = false): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of queryString.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    if (equals < 0) {
      if (keepBlankValues) pairs.push([unquotePlus(part), '']);
      continue;
    }
    const value = part.slice(equals + 1);
    if (!value && !keepBlankValues) continue;
    pairs.push([unquotePlus(part.slice(0, equals)), unquotePlus(value)]);
  }
  return pairs;
}

/** `urllib.parse.urlencode(pairs)`. */
export function urlencode(pairs: Array<[string, string]>): string {
  return pairs.map(([key, value]) => `${quotePlus(key)}=${quotePlus(value)}`).join('&');
}
