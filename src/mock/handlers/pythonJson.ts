// JSON text as Python's `json.dumps(..., indent=2, sort_keys=True)` writes it: keys sorted at every
// level, non-ASCII escaped as \uXXXX, and (for plone.restapi's services) `", "` item separators.

/** Serializes like plone.restapi's services (`separators=(", ", ": ")`) or its error view (`","`). */
export function pythonJson(value: unknown, itemSeparator: ',' | ', ' = ', '): string {
  return write(value, 0, itemSeparator);
}

function write(value: unknown, depth: number, separator: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  if (typeof value === 'string') return asciiString(value);
  const inner = '  '.repeat(depth + 1);
  const outer = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + write(item, depth + 1, separator)).join(`${separator}\n`)}\n${outer}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${inner}${asciiString(key)}: ${write(item, depth + 1, separator)}`)
    .join(`${separator}\n`)}\n${outer}}`;
}

function asciiString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
