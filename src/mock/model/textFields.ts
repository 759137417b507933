// zope.schema's text fields (Text, TextLine, ASCIILine) as plone.restapi's deserializers read them: a string goes
// through `fromUnicode` (NFC normalisation, then the field's validation), a TextLine is then stripped as z3c.form's
// converter does and validated again. Validation runs in zope.schema's order: type, constraint, length, ASCII.
import type { FieldDefinition } from './behaviors';
import { FieldValidationError } from './errors';
import { pyLen, pyStrip } from './pyText';

/** The text kinds this module reads. */
export type TextKind = 'text' | 'textline' | 'asciiline';

const WRONG_TYPE = 'Object is of wrong type.';

/**
 * `Field.validate` of a text field: the missing value passes (or is RequiredMissing when required), anything else
 * goes through `_validate`.
 */
export function validateText(field: FieldDefinition, kind: TextKind, value: unknown): void {
  if (value === missingValueOf(field)) {
    if (field.required) throw new FieldValidationError('Required input is missing.');
    return;
  }
  if (typeof value !== 'string') throw new FieldValidationError(WRONG_TYPE);
  // TextLine.constraint refuses both line ends; ASCIILine's (a TODO in zope.schema) only `\n`.
  const lineBreak = kind === 'textline' ? /[\n\r]/ : kind === 'asciiline' ? /\n/ : null;
  if (lineBreak?.test(value)) throw new FieldValidationError('Constraint not satisfied');
  // MinMaxLen, after the constraint; len() counts code points.
  if (field.maxLength !== undefined && pyLen(value) > field.maxLength) {
    throw new FieldValidationError('Value is too long');
  }
  // ASCII._validate checks the characters after everything its bases check.
  // eslint-disable-next-line no-control-regex
  if (kind === 'asciiline' && !/^[\x00-\x7f]*$/.test(value)) throw new FieldValidationError('Invalid value');
}

/** `Text.fromUnicode`: NFC-normalised, then validated. */
function fromUnicode(field: FieldDefinition, kind: TextKind, value: string): string {
  const normalized = value.normalize('NFC');
  validateText(field, kind, normalized);
  return normalized;
}

/** DefaultFieldDeserializer (Text, ASCIILine): a string through `fromUnicode`, any other value only validated. */
export function deserializeText(field: FieldDefinition, kind: 'text' | 'asciiline', value: unknown): unknown {
  if (typeof value !== 'string') {
    validateText(field, kind, value);
    return value;
  }
  return fromUnicode(field, kind, value);
}

/**
 * TextLineFieldDeserializer: `fromUnicode` (which validates the text as sent, spaces included), then stripped with
 * Python's `str.strip()`, `""` becoming the missing value, and validated again.
 */
export function deserializeTextLine(field: FieldDefinition, value: unknown): unknown {
  let result: unknown = value;
  if (typeof value === 'string') {
    const stripped = pyStrip(fromUnicode(field, 'textline', value));
    result = stripped === '' ? missingValueOf(field) : stripped;
  }
  validateText(field, 'textline', result);
  return result;
}

/** The field's `missing_value`: `None` unless the schema says otherwise (the description's is `""`). */
export function missingValueOf(field: FieldDefinition): unknown {
  return field.missingValue === undefined ? null : field.missingValue;
}
