// PATCH and POST bodies as plone.restapi's Dexterity deserializer reads them: fields at the top level,
// read-only and unknown keys ignored, `null` stores the missing value, each field coerced and validated
// as zope.schema / plone.schema do; errors are collected and raised as one BadRequest (a Python repr).
import { isPlainObject } from '../../contract/validationProblems';
import { copyJson } from './copyJson';
import type { FieldDefinition } from './behaviors';
import type { ContentNode } from './content';
import { parseDate } from './dateIndexes';
import { RaisedError } from './errors';
import { recursionError, requireDecodableDepth } from './jsonBody';
import { pyRepr } from './pyRepr';
import type { MockSite } from './site';

type FieldError = Record<string, string>;

class FieldValidationError extends Error {}

/**
 * Applies the fields of `data` to `node`. With `validateAll` (content creation) fields missing from the body
 * are validated too, so a missing required title fails.
 * @returns whether anything changed (the modified date is then updated).
 * @throws RaisedError 400 BadRequest whose message is the repr of the error list.
 */
export function deserializeFields(
  site: MockSite,
  node: ContentNode,
  data: Record<string, unknown>,
  options: { validateAll?: boolean } = {},
): boolean {
  const errors: FieldError[] = [];
  const changes: Record<string, unknown> = {};
  for (const behavior of site.behaviorsOf(node)) {
    for (const field of behavior.fields) {
      if (field.readonly) continue;
      if (!Object.prototype.hasOwnProperty.call(data, field.name)) {
        if (options.validateAll && field.required && isMissing(site.readField(node, field))) {
          errors.push({ message: 'Required input is missing.', field: field.name, error: 'ValidationError' });
        }
        continue;
      }
      const raw = data[field.name];
      if (raw === null) {
        if (field.required) {
          errors.push({
            field: field.name,
            message: `${field.name} is a required field. Setting it to null is not allowed.`,
            error: 'ValidationError',
          });
        } else {
          changes[field.name] = null;
        }
        continue;
      }
      try {
        changes[field.name] = deserializeField(field, raw);
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error;
        errors.push({ message: error.message, field: field.name, error: 'ValidationError' });
      }
    }
  }
  if (errors.length) throw new RaisedError(400, 'BadRequest', pyRepr(errors));
  // Volto's blocks (plone.volto's volto.blocks behavior), stored as sent on the types that serve them.
  for (const name of VOLTO_BLOCKS_FIELDS) {
    const value = data[name];
    if (name in site.typeOf(node).extraKeys && isPlainObject(value)) {
      changes[name] = value;
    }
  }
  let changed = false;
  for (const [name, value] of Object.entries(changes)) {
    if (JSON.stringify(node.fields[name]) === JSON.stringify(value) && name in node.fields) continue;
    node.fields[name] = copyJson(value);
    changed = true;
  }
  // plone.publication's publishing date, which every type of the mock has (`null` clears it).
  const effective = data.effective === null ? null : parseDate(data.effective);
  if (effective !== undefined && (node.effective?.getTime() ?? null) !== effective) {
    node.effective = effective === null ? null : new Date(effective);
    changed = true;
  }
  if (changed) node.modified = site.now();
  return changed;
}

/** The fields of plone.volto's blocks behavior: a JSON object each. */
export const VOLTO_BLOCKS_FIELDS = ['blocks', 'blocks_layout'] as const;

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** One field: `fromUnicode` for strings, `validate` for everything else. */
function deserializeField(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case 'bool':
      return deserializeBool(value);
    case 'asciiline':
      return deserializeAsciiLine(value);
    case 'textline':
      return deserializeTextLine(field, value);
    case 'text':
      if (typeof value !== 'string') throw new FieldValidationError('Object is of wrong type.');
      return value;
    case 'objectList':
      return deserializeObjectList(value);
    case 'image':
      // Uploads are outside the mock's contract: only clearing the image is supported.
      throw new FieldValidationError('Object is of wrong type.');
    default:
      return value;
  }
}

/** zope.schema Bool: only `"True"`/`"true"` are true among strings; ints count as bools. */
function deserializeBool(value: unknown): boolean {
  if (typeof value === 'string') return value === 'True' || value === 'true';
  if (typeof value === 'boolean') return value;
  // Bool's validation converts ints; a float or a container is of the wrong type.
  if (typeof value === 'number' && Number.isInteger(value)) return value !== 0;
  throw new FieldValidationError('Object is of wrong type.');
}

/** zope.schema ASCIILine (not a TextLine, so nothing is stripped). */
function deserializeAsciiLine(value: unknown): string {
  if (typeof value !== 'string') throw new FieldValidationError('Object is of wrong type.');
  // eslint-disable-next-line no-control-regex
  if (value && !/^[\x00-\x7f]*$/.test(value)) throw new FieldValidationError('Invalid value');
  if (value.includes('\n')) throw new FieldValidationError('Constraint not satisfied');
  return value;
}

/** TextLine through plone.restapi's deserializer: stripped, `""` becomes the missing value. */
function deserializeTextLine(field: FieldDefinition, value: unknown): string | null {
  if (typeof value !== 'string') throw new FieldValidationError('Object is of wrong type.');
  if (value.includes('\n')) throw new FieldValidationError('Constraint not satisfied');
  const stripped = value.trim();
  if (stripped === '') {
    if (field.required) throw new FieldValidationError('Required input is missing.');
    return null;
  }
  return stripped;
}

/**
 * plone.schema JSONField with schema `{"type": "array", "items": {"type": "object"}}`. A string is decoded first
 * (JSON, else a Python literal); any other shape is a `WrongContainedType`.
 */
function deserializeObjectList(value: unknown): unknown {
  let decoded = value;
  if (typeof value === 'string') {
    decoded = decodeJsonOrLiteral(value);
    requireDecodableDepth(decoded);
  }
  const valid = Array.isArray(decoded) && decoded.every(isPlainObject);
  if (!valid) throw new FieldValidationError('Wrong contained type');
  return decoded;
}

/**
 * `json.loads`, falling back to `ast.literal_eval` for Python literals (`{'a': True}`). A bare name gives
 * literal_eval's ValueError (a 400 naming it); other text its SyntaxError, which the backend answers with a 500.
 */
function decodeJsonOrLiteral(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) throw recursionError('array');
    // A Python literal: quotes and constants differ from JSON.
    const converted = text
      .replace(/'((?:[^'\\]|\\.)*)'/g, (_match, inner: string) => JSON.stringify(inner.replace(/\\'/g, "'")))
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false')
      .replace(/\bNone\b/g, 'null');
    try {
      return JSON.parse(converted);
    } catch {
      if (/^\s*[A-Za-z_][A-Za-z0-9_]*\s*$/.test(text)) {
        throw new FieldValidationError('malformed node or string on line 1: <ast.Name object at 0x7f0000000000>');
      }
      throw new RaisedError(500, 'SyntaxError', 'invalid syntax (<unknown>, line 1)');
    }
  }
}
