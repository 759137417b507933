// The `inherit` component (`@components.inherit`, or the `@inherit` body): one entry per behavior, each with
// the object it came from and its data (the data is checked by the settings parser).
import * as v from 'valibot';
import type { InheritSource } from './types';
import { describeIssues, describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

export const InheritSourceSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
});

/** One behavior's entry in the inherit component: where it came from, and its data (checked separately). */
export const InheritedBehaviorSchema = /* @__PURE__ */ v.looseObject({
  from: InheritSourceSchema,
  data: /* @__PURE__ */ v.unknown(),
});

/** `@components.inherit`, or the `@inherit` body: `@id` (absent when no behavior was asked for) plus one key per behavior. */
export const InheritComponentSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
});

/** Parses the `from` of an inherit entry; a malformed one becomes `{ '@id': '', title: '' }` with a problem. */
export function parseInheritSource(value: unknown): { from: InheritSource; problems: ValidationProblem[] } {
  const result = isPlainObject(value) ? v.safeParse(InheritSourceSchema, value) : undefined;
  if (result?.success) return { from: { '@id': result.output['@id'], title: result.output.title }, problems: [] };
  return {
    from: { '@id': '', title: '' },
    problems: [{ path: 'from', reason: result ? describeIssues(result.issues) : `expected an object, got ${describeValue(value)}` }],
  };
}
