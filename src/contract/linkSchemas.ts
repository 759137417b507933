// Runtime checks (valibot) for link items, as they are read: the backend stores items unchecked, so every field is
// repaired to its type rather than rejected. The types `SocialLink` and `SocialLinkTarget` (types.ts) are inferred
// from these schemas. A page reads a stored list with `parseSocialLinks` (parseSocialLinks.ts), which keeps to the
// same rules without valibot; a property-based test holds the two to the same results, field by field
// (test/contract/pageReadersFollowSchemas.test.ts).
import * as v from 'valibot';
import { optionalText, text } from './lenientFields';
import { isPlainObject } from './validationProblems';

// Top-level schemas are marked pure so that a bundler drops the ones a page does not use.

/** One `href` entry: the backend reads only `@id` (`''` when not a string); a title only when it is a string. */
export const SocialLinkTargetSchema = /* @__PURE__ */ v.object({
  /** The address the link points to. */
  '@id': /* @__PURE__ */ text(),
  title: /* @__PURE__ */ optionalText(),
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
    /** A UUID (or the network id, for links made by the backend). */
    '@id': /* @__PURE__ */ text(),
    /** The network id: `x`, `facebook`, `github`, ... */
    id: /* @__PURE__ */ text(),
    title: /* @__PURE__ */ text(),
    /** The targets; the backend reads only the first one. */
    href: /* @__PURE__ */ v.fallback(
      /* @__PURE__ */ v.array(/* @__PURE__ */ v.fallback(SocialLinkTargetSchema, () => ({ '@id': '' }))),
      () => [],
    ),
  }),
);

/** A whole `social_links` value: a list of link items, every one of them an object. */
export const SocialLinkListSchema = /* @__PURE__ */ v.array(SocialLinkSchema);
