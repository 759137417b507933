// `@types` answers: the list of content types, and one type's JSON schema with its fieldsets. The types
// `FieldSchema`, `Fieldset`, `TypeSchema` and `TypeListEntry` (types.ts) are inferred from these schemas; the
// reader of one type's schema is `parseTypeSchema` (parseTypeSchema.ts).
// Only the valibot functions a page view's schemas use appear here (a bundler keeps in the page's first load
// every valibot function any chunk uses): `parseTypeSchema` checks each property itself instead of `record`.
import * as v from 'valibot';
import { optionalText, text } from './lenientFields';

/** What Volto reads of a field's widget: `widgetOptions.frontendOptions` (`widget` and its props). */
const FrontendOptionsSchema = /* @__PURE__ */ v.looseObject({
  widget: /* @__PURE__ */ optionalText(),
  widgetProps: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(/* @__PURE__ */ v.looseObject({})), undefined),
});

/** One field of `@types/<type>`: `title` and `type` as strings, the rest when it has the type Volto reads. */
export const FieldSchemaSchema = /* @__PURE__ */ v.looseObject({
  title: /* @__PURE__ */ text(),
  description: /* @__PURE__ */ optionalText(),
  type: /* @__PURE__ */ text(),
  factory: /* @__PURE__ */ optionalText(),
  behavior: /* @__PURE__ */ optionalText(),
  default: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.unknown()),
  widget: /* @__PURE__ */ optionalText(),
  widgetOptions: /* @__PURE__ */ v.fallback(
    /* @__PURE__ */ v.optional(
      /* @__PURE__ */ v.looseObject({
        frontendOptions: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(FrontendOptionsSchema), undefined),
      }),
    ),
    undefined,
  ),
});

export const FieldsetSchema = /* @__PURE__ */ v.looseObject({
  id: /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ text(),
  description: /* @__PURE__ */ optionalText(),
  fields: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string()), []),
  behavior: /* @__PURE__ */ optionalText(),
});

/**
 * `@types/<type>` (served as `application/json+schema`; read-only fields never appear in it): `properties` (an
 * object) is essential, `required` and `fieldsets` default to `[]`. Each property is checked by `parseTypeSchema`,
 * which also sets `type` to `'object'`.
 */
export const TypeSchemaSchema = /* @__PURE__ */ v.looseObject({
  title: /* @__PURE__ */ text(),
  properties: /* @__PURE__ */ v.looseObject({}),
  required: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string()), []),
  fieldsets: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.array(FieldsetSchema), []),
  layouts: /* @__PURE__ */ v.fallback(
    /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    undefined,
  ),
});

/** An entry of `GET @types` (the list of addable types). */
export const TypeListEntrySchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ text(),
  addable: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.boolean(), false),
  immediately_addable: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.boolean(), false),
});

export const TypeListSchema = /* @__PURE__ */ v.array(TypeListEntrySchema);
