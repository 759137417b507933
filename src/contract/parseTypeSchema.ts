// The reader of one type's schema (`@types/<type>`): the body checked with `TypeSchemaSchema`, each property with
// `FieldSchemaSchema` (one by one, instead of valibot's `record`, which no page view's schema uses).
import * as v from 'valibot';
import { describeIssues } from './describeIssues';
import { FieldSchemaSchema, TypeSchemaSchema } from './typeSchemas';
import type { FieldSchema, TypeSchema } from './types';
import { isPlainObject } from './validationProblems';

/**
 * Parses a `@types/<type>` body: every property must be an object (its `title` and `type` default to `''`),
 * `type` is always `'object'`. Returns the reason when the body is not a type schema.
 */
export function parseTypeSchema(body: unknown): { schema: TypeSchema } | { reason: string } {
  if (!isPlainObject(body)) return { reason: 'expected a type schema object' };
  const result = v.safeParse(TypeSchemaSchema, body);
  if (!result.success) return { reason: describeIssues(result.issues) };
  const properties: Record<string, FieldSchema> = {};
  for (const [name, value] of Object.entries(result.output.properties)) {
    const property = v.safeParse(FieldSchemaSchema, value);
    if (!property.success) return { reason: `properties.${name}: ${describeIssues(property.issues)}` };
    properties[name] = property.output;
  }
  return { schema: { ...result.output, type: 'object', properties } };
}
