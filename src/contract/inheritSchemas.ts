// The `inherit` component (`@components.inherit`, or the `@inherit` body): one entry per behavior, each with
// the object it came from and its data (the data is checked by the settings parser). The types `InheritSource`,
// `InheritedBehavior` and `InheritComponent` (types.ts) are inferred from these schemas.
// A page reads the `from` of an entry with `parseInheritSource` (parseInheritSource.ts), which keeps to these rules.
import * as v from 'valibot';
import { optionalText, text } from './lenientFields';

/** Where inherited data came from: the closest object in the acquisition chain that provides the behavior. */
export const InheritSourceSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ text(),
});

/** One behavior's entry in the inherit component: where it came from, and its data (checked separately). */
export const InheritedBehaviorSchema = /* @__PURE__ */ v.looseObject({
  from: InheritSourceSchema,
  data: /* @__PURE__ */ v.unknown(),
});

/**
 * `@components.inherit`, or the `@inherit` body: `@id` (absent when no behavior was asked for; nothing reads it, so
 * one of another type is dropped rather than rejected) plus one key per behavior, left unchecked here: a reader
 * takes the entry of the behavior it wants (`settingsFromInherit`).
 */
export const InheritComponentSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ optionalText(),
});
