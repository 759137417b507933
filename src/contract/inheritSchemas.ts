// The `inherit` component (`@components.inherit`, or the `@inherit` body): one entry per behavior, each with
// the object it came from and its data (the data is checked by the settings parser).
// A page reads the `from` of an entry with `parseInheritSource` (parseInheritSource.ts), which keeps to these rules.
import * as v from 'valibot';

export const InheritSourceSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

/** One behavior's entry in the inherit component: where it came from, and its data (checked separately). */
export const InheritedBehaviorSchema = /* @__PURE__ */ v.looseObject({
  from: InheritSourceSchema,
  data: /* @__PURE__ */ v.unknown(),
});

/**
 * `@components.inherit`, or the `@inherit` body: `@id` (absent when no behavior was asked for) plus one key per
 * behavior.
 */
export const InheritComponentSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
});
