// The tolerant reader of where inherited settings came from (`from` of an inherit entry), as every page view
// runs it: the same rules as `InheritSourceSchema`, without valibot (see parseSocialLinks.ts).
import type { InheritSource } from './types';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

/** Parses the `from` of an inherit entry; a malformed one becomes `{ '@id': '', title: '' }` with a problem. */
export function parseInheritSource(value: unknown): { from: InheritSource; problems: ValidationProblem[] } {
  if (isPlainObject(value) && typeof value['@id'] === 'string') {
    return { from: { '@id': value['@id'], title: typeof value.title === 'string' ? value.title : '' }, problems: [] };
  }
  const reason = isPlainObject(value)
    ? `@id: expected a string, got ${describeValue(value['@id'])}`
    : `expected an object, got ${describeValue(value)}`;
  return { from: { '@id': '', title: '' }, problems: [{ path: 'from', reason }] };
}
