// plone.restapi's `json_body(request)`: an empty body is `{}`, anything else must decode to a JSON object,
// nested no deeper than the mock can write back (Python's decoder refuses deep nesting with a RecursionError).
import { isPlainObject } from '../../contract/validationProblems';
import { RaisedError } from './errors';

export class DeserializationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeserializationError';
  }
}

/**
 * How deeply JSON that the mock decodes may nest. Plone's `json.loads` gives up near Python's recursion limit
 * (about 1000 frames, less what Zope holds) and its serializer earlier still; a `social_links` item nests 4 deep.
 * The mock refuses at a fixed depth well below what its own recursive writer can answer, so that everything
 * it stores can be read back.
 */
export const MAX_JSON_DEPTH = 256;

/** The decoded body. @throws DeserializationError `No JSON object could be decoded` or `Malformed body`. */
export function jsonBody(raw: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(raw || '{}');
  } catch (error) {
    if (error instanceof RangeError) throw recursionError('array');
    throw new DeserializationError('No JSON object could be decoded');
  }
  requireDecodableDepth(data);
  if (!isPlainObject(data)) throw new DeserializationError('Malformed body');
  return data;
}

/**
 * Checks that decoded JSON nests at most `MAX_JSON_DEPTH` containers deep (iteratively: any depth is measured).
 * @throws RaisedError 500 RecursionError, what Python's decoder raises and plone.restapi does not catch.
 */
export function requireDecodableDepth(value: unknown): void {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH) throw recursionError(Array.isArray(item) ? 'array' : 'object');
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
}

/** The error Python's JSON decoder raises for text nested too deeply (plone.restapi lets it through: a 500). */
export function recursionError(kind: 'array' | 'object'): RaisedError {
  const message = `maximum recursion depth exceeded while decoding a JSON ${kind} from a unicode string`;
  return new RaisedError(500, 'RecursionError', message);
}
