// `@types` answers: the list of content types, and one type's JSON schema with its fieldsets.
import * as v from 'valibot';

export const FieldSchemaSchema = /* @__PURE__ */ v.looseObject({
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  type: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

export const FieldsetSchema = /* @__PURE__ */ v.looseObject({
  id: /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  fields: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string()), []),
});

/** `@types/<type>`: `properties` is essential, `required` and `fieldsets` default to `[]`. */
export const TypeSchemaSchema = /* @__PURE__ */ v.looseObject({
  type: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.literal('object'), 'object'),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  properties: /* @__PURE__ */ v.record(/* @__PURE__ */ v.string(), FieldSchemaSchema),
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
