// plone.schema's JSONField as `social_links` declares it (`{"type": "array", "items": {"type": "object"}}`): a
// string goes through `fromUnicode` (json.loads, else ast.literal_eval), then the value is validated; `None` is the
// missing value and passes, whether sent as JSON null or as the text "null".
import { isPlainObject } from '../../contract/validationProblems';
import { FieldValidationError, RaisedError } from './errors';
import { recursionError, requireDecodableDepth } from './jsonBody';
import { PyLiteralSyntaxError, PyLiteralValueError, readPyLiteral } from './pyLiteral';

/**
 * The value to store: a list of objects, or `null` (None). Any other shape is a `WrongContainedType`.
 * @throws RaisedError 500 for text that neither JSON nor a Python literal reads (literal_eval's SyntaxError).
 */
export function deserializeObjectList(value: unknown): unknown {
  let decoded = value;
  if (typeof value === 'string') {
    decoded = decodeJsonOrLiteral(value);
    requireDecodableDepth(decoded);
  }
  // Field.validate returns at once for the missing value (the field is not required).
  if (decoded === null) return null;
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
    try {
      return readPyLiteral(text);
    } catch (literalError) {
      if (literalError instanceof PyLiteralValueError) {
        throw new FieldValidationError(`${literalError.message}: <ast.Name object at 0x7f0000000000>`);
      }
      if (literalError instanceof RangeError) throw recursionError('array');
      if (!(literalError instanceof PyLiteralSyntaxError)) throw literalError;
      throw new RaisedError(500, 'SyntaxError', literalError.message);
    }
  }
}
