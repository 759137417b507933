// Python's `==` and truth value on decoded JSON values: plone.restapi's deserializer marks a field as changed when
// the new value `!=` the stored one (dicts equal whatever their key order, `True == 1`), and a `null` only when the
// stored value is truthy; only a marked change fires ObjectModifiedEvent (modified date, a new version).
import { isPlainObject } from '../../contract/validationProblems';

/** `a == b` for None, bools, numbers, strings, lists and dicts. */
export function pyEquals(a: unknown, b: unknown): boolean {
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => pyEquals(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && pyEquals(a[key], b[key]));
  }
  return (a ?? null) === (b ?? null);
}

/** `bool(value)`: None, False, 0, `""`, `[]` and `{}` are false. */
export function pyTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  // A float NaN is true in Python.
  if (typeof value === 'number') return value !== 0;
  return Boolean(value);
}

function isNumeric(value: unknown): value is number | boolean {
  return typeof value === 'number' || typeof value === 'boolean';
}
