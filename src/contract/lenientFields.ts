// Field schemas that repair a value of the wrong type instead of rejecting the answer, the way the backend reads a
// stored value: one definition for every schema of the contract, so that a field reads the same in each answer.
import * as v from 'valibot';

/** A string field: `''` when it holds anything else. */
export const text = () => /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), '');

/** An optional string field: left out when absent, `undefined` when it holds anything else. */
export const optionalText = () =>
  /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()), undefined);

/**
 * A string, or `null` for anything else (what `fallback(nullable(string()), null)` gives, without `nullable`: the
 * client's schemas keep to the few valibot functions the page's schemas use).
 */
export const textOrNull = () =>
  /* @__PURE__ */ v.fallback<v.GenericSchema<unknown, string | null>, null>(/* @__PURE__ */ v.string(), null);

/** A boolean field: `fallback` when it holds anything else. */
export const flag = (fallback: boolean) => /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.boolean(), fallback);
