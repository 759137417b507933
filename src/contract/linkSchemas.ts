// Runtime checks (valibot) for link items, as they are read: the backend stores items unchecked, so every field is
// repaired to its type rather than rejected. A page reads a stored list with `parseSocialLinks` (parseSocialLinks.ts),
// which keeps to the same rules without valibot; a test holds the two to the same results.
import * as v from 'valibot';
import { isPlainObject } from './validationProblems';

// Top-level schemas are marked pure so that a bundler drops the ones a page does not use.

/** A string field read as the backend reads it: `''` when it holds anything else. */
const text = () => /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), '');

/** One `href` entry: the backend reads only `@id` (`''` when not a string); a title only when it is a string. */
export const SocialLinkTargetSchema = /* @__PURE__ */ v.object({
  '@id': /* @__PURE__ */ text(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()), undefined),
});

/**
 * A link item: `@id`, `id` and `title` as strings, `href` as a list whose entries keep their place (an entry that is
 * not an object reads as a target without an address). Only a value that is not an object is rejected. Keys the
 * contract does not name are dropped. Unknown network ids are valid here: the network registry decides how to show
 * them.
 */
export const SocialLinkSchema = /* @__PURE__ */ v.pipe(
  // valibot's `object` also takes a list; the contract does not.
  /* @__PURE__ */ v.custom<Record<string, unknown>>(isPlainObject, 'expected a link object'),
  /* @__PURE__ */ v.object({
    '@id': /* @__PURE__ */ text(),
    id: /* @__PURE__ */ text(),
    title: /* @__PURE__ */ text(),
    href: /* @__PURE__ */ v.fallback(
      /* @__PURE__ */ v.array(/* @__PURE__ */ v.fallback(SocialLinkTargetSchema, () => ({ '@id': '' }))),
      () => [],
    ),
  }),
);

/** A whole `social_links` value: a list of link items, every one of them an object. */
export const SocialLinkListSchema = /* @__PURE__ */ v.array(SocialLinkSchema);
