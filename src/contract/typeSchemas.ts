// `@types` answers: the list of content types, and one type's JSON schema with its fieldsets.
// Only the valibot functions a page view's schemas use appear here (a bundler keeps in the page's first load
// every valibot function any chunk uses): `parseTypeSchema` checks each property itself instead of `record`.
import * as v from 'valibot';
import type { TypeSchema } from './types';
import { describeIssues } from './describeIssues';
import { isPlainObject } from './validationProblems';

export const FieldSchemaSchema = /* @__PURE__ */ v.looseObject({
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  type: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

export const FieldsetSchema = /* @__PURE__ */ v.looseObject({
  id: /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  fields: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string()), []),
});

/**
 * `@types/<type>`: `properties` (an object) is essential, `required` and `fieldsets` default to `[]`.
 * Each property is checked by {@link parseTypeSchema}, which also sets `type` to `'object'`.
 */
export const TypeSchemaSchema = /* @__PURE__ */ v.looseObject({
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  properties: /* @__PURE__ */ v.looseObject({}),
  required: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string()), []),
  fieldsets: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(FieldsetSchema), []),
});

export const TypeListEntrySchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  addable: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.boolean(), false),
  immediately_addable: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.boolean(), false),
});

export const TypeListSchema = /* @__PURE__ */ v.array(TypeListEntrySchema);

/**
 * Parses a `@types/<type>` body: every property must be an object (its `title` and `type` default to `''`),
 * `type` is always `'object'`. Returns the reason when the body is not a type schema.
 */
export function parseTypeSchema(body: unknown): { schema: TypeSchema } | { reason: string } {
  if (!isPlainObject(body)) return { reason: 'expected a type schema object' };
  const result = v.safeParse(TypeSchemaSchema, body);
  if (!result.success) return { reason: describeIssues(result.issues) };
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(result.output.properties)) {
    const property = v.safeParse(FieldSchemaSchema, value);
    if (!property.success) return { reason: `properties.${name}: ${describeIssues(property.issues)}` };
    properties[name] = property.output;
  }
  return { schema: { ...result.output, type: 'object', properties } as TypeSchema };
}
