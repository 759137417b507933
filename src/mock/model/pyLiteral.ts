// The Python literals `ast.literal_eval` reads where JSON does not (plone.schema's JSONField falls back to it): strings
// in single or double quotes with Python's escapes, `True`, `False`, `None`, a trailing comma in a list or dict. The
// text is rewritten as JSON in one pass, so a long run of quotes and backslashes costs no more than its length.

/** Python's SyntaxError: text that does not parse (an unterminated string, a malformed escape, `[,]`). */
export class PyLiteralSyntaxError extends Error {}

/** Python's ValueError: text that parses but names something (`foo`, JSON's `true`), which is not a literal. */
export class PyLiteralValueError extends Error {
  constructor(readonly line: number) {
    super(`malformed node or string on line ${line}`);
  }
}

/**
 * The value of a Python literal, as `ast.literal_eval` gives it (a tuple or a set is not read; neither is JSON).
 * @throws PyLiteralSyntaxError for text that does not parse, PyLiteralValueError for a name in it.
 */
export function readPyLiteral(text: string): unknown {
  const { json, nameLine } = pyLiteralToJson(text);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new PyLiteralSyntaxError('invalid syntax (<unknown>, line 1)');
  }
  if (nameLine !== undefined) throw new PyLiteralValueError(nameLine);
  return value;
}

const CONSTANTS: Record<string, string> = { True: 'true', False: 'false', None: 'null' };
const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\n': '',
};

/**
 * The JSON text of a Python literal, for `JSON.parse`, and the line of the first name in it that is not a constant
 * (written as `null` so that the syntax can still be checked first, as Python does).
 */
function pyLiteralToJson(text: string): { json: string; nameLine?: number } {
  const parts: string[] = [];
  let nameLine: number | undefined;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const token = /[A-Za-z_0-9]/.test(char) ? TOKEN.exec(text.slice(index, index + 64))![0] : char;
    if (char === "'" || char === '"') {
      const { value, end } = readString(text, index);
      parts.push(JSON.stringify(value));
      index = end;
      continue;
    }
    if (/[A-Za-z_]/.test(char)) {
      const constant = CONSTANTS[token];
      if (constant === undefined) nameLine ??= lineAt(text, index);
      parts.push(constant ?? 'null');
    } else {
      if (char === ']' || char === '}') dropTrailingComma(parts);
      parts.push(token);
    }
    index += token.length;
  }
  return { json: parts.join(''), nameLine };
}

/** A name, or a number with its exponent (`1e+5`): a run of word characters, dots and an exponent's sign. */
const TOKEN = /^[A-Za-z_][A-Za-z0-9_]*|^[0-9][\w.]*(?:(?<=[eE])[+-][0-9]+)?/;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** `[1, 2, ]` is a list to Python: the comma before the closing bracket goes (the whitespace after it stays). */
function dropTrailingComma(parts: string[]): void {
  let last = parts.length - 1;
  while (last >= 0 && /^\s$/.test(parts[last]!)) last -= 1;
  if (parts[last] !== ',') return;
  let before = last - 1;
  while (before >= 0 && /^\s$/.test(parts[before]!)) before -= 1;
  // `[,]` stays an error, as in Python.
  if (before >= 0 && parts[before] !== '[' && parts[before] !== '{') parts.splice(last, 1);
}

/** Python's SyntaxError for an escape it cannot decode (`problem`) in the string opened at `start`. */
function unicodeError(text: string, start: number, problem: string): PyLiteralSyntaxError {
  return new PyLiteralSyntaxError(
    `(unicode error) 'unicodeescape' codec can't decode bytes: ${problem} (<unknown>, line ${lineAt(text, start)})`,
  );
}

/** The string whose opening quote is at `start`, and the index after its closing quote. */
function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start]!;
  let value = '';
  let index = start + 1;
  while (index < text.length) {
    const char = text[index]!;
    if (char === quote) return { value, end: index + 1 };
    if (char === '\n') break;
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined) break;
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      value += simple;
      index += 2;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const digits = { x: 2, u: 4, U: 8 }[next];
      const hex = text.slice(index + 2, index + 2 + digits);
      const code = /^[0-9a-fA-F]+$/.test(hex) && hex.length === digits ? parseInt(hex, 16) : NaN;
      if (Number.isNaN(code)) throw unicodeError(text, start, `truncated \\${next}${'X'.repeat(digits)} escape`);
      if (code > 0x10ffff) throw unicodeError(text, start, 'illegal Unicode character');
      value += String.fromCodePoint(code);
      index += 2 + digits;
    } else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(index + 1, index + 4))![0];
      value += String.fromCodePoint(parseInt(octal, 8));
      index += 1 + octal.length;
    } else {
      // Python keeps an unknown escape as it is written (with a warning).
      value += char + next;
      index += 2;
    }
  }
  const line = lineAt(text, start);
  throw new PyLiteralSyntaxError(`unterminated string literal (detected at line ${line}) (<unknown>, line ${line})`);
}
