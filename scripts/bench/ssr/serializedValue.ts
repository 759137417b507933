// Finds a value inside the state Volto serializes into a page (`window.__data`, written by serialize-javascript)
// as text, so that the benchmark can take one member out of the page exactly as it was served and weigh what that
// member costs the gzipped HTML. A scanner over the text, not a parser: re-serializing a parsed state would change
// the very bytes it weighs.

/** Where a member (`"key":value`) sits in the text, and where its value alone starts and ends. */
export interface MemberSpan {
  /** The first character of the quoted key. */
  start: number;
  /** After the value's last character. */
  end: number;
  valueStart: number;
}

/**
 * The member at `path` of the object whose `{` is at `objectStart` (each step a key), or null when one of the keys
 * is not there. Throws when the text is not an object at `objectStart`.
 */
export function findMember(text: string, objectStart: number, path: readonly string[]): MemberSpan | null {
  let start = objectStart;
  let found: MemberSpan | null = null;
  for (const key of path) {
    found = memberOf(text, start, key);
    if (!found) return null;
    start = found.valueStart;
  }
  return found;
}

/** Every key of the object whose `{` is at `objectStart`, with its span, in the order of the text. */
export function membersOf(text: string, objectStart: number): { key: string; span: MemberSpan }[] {
  if (text[objectStart] !== '{') throw new Error(`no object at ${objectStart}`);
  const members: { key: string; span: MemberSpan }[] = [];
  let index = skipSpace(text, objectStart + 1);
  while (text[index] === '"') {
    const keyEnd = valueEnd(text, index);
    const key = JSON.parse(text.slice(index, keyEnd)) as string;
    const colon = skipSpace(text, keyEnd);
    if (text[colon] !== ':') throw new Error(`no colon after the key ${key} at ${keyEnd}`);
    const valueStart = skipSpace(text, colon + 1);
    const end = valueEnd(text, valueStart);
    members.push({ key, span: { start: index, end, valueStart } });
    index = skipSpace(text, end);
    if (text[index] === ',') index = skipSpace(text, index + 1);
  }
  return members;
}

/** The range to take out of `text` to remove the member at `span`: it and the comma next to it. */
export function memberRange(text: string, span: MemberSpan): [number, number] {
  const after = skipSpace(text, span.end);
  if (text[after] === ',') return [span.start, after + 1];
  let before = span.start - 1;
  while (/\s/.test(text[before] ?? '')) before -= 1;
  return text[before] === ',' ? [before, span.end] : [span.start, span.end];
}

function memberOf(text: string, objectStart: number, key: string): MemberSpan | null {
  return membersOf(text, objectStart).find((member) => member.key === key)?.span ?? null;
}

/**
 * After the value that starts at `start`: a string, an object or array (brackets balanced, strings skipped), or
 * anything else serialize-javascript writes (a number, `true`, `new Date("…")`) up to the next `,`, `}` or `]` at
 * its own depth.
 */
export function valueEnd(text: string, start: number): number {
  if (text[start] === '"') return stringEnd(text, start);
  const bracketed = text[start] === '{' || text[start] === '[';
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"') index = stringEnd(text, index) - 1;
    else if (char === '{' || char === '[' || char === '(') depth += 1;
    else if (char === '}' || char === ']' || char === ')') {
      if (depth === 0) return index;
      depth -= 1;
      if (depth === 0 && bracketed) return index + 1;
    } else if (char === ',' && depth === 0) return index;
  }
  if (!bracketed) return text.length;
  throw new Error(`the value at ${start} does not end`);
}

/** After the closing quote of the string whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index + 1;
  }
  throw new Error(`the string at ${start} does not end`);
}

function skipSpace(text: string, index: number): number {
  while (/\s/.test(text[index] ?? '')) index += 1;
  return index;
}
