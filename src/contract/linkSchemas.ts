// Runtime checks (valibot) for link items: what the client checks a link list against. A page reads a stored
// list with the tolerant `parseSocialLinks` (parseSocialLinks.ts), which keeps to the same rules.
import * as v from 'valibot';

// Top-level schemas are marked pure so that a bundler drops the ones a page does not use.

/** One `href` entry: the backend reads only `@id`, a string. Unknown keys pass through. */
export const SocialLinkTargetSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()), undefined),
});

/**
 * A link item. `@id`, `id` and an `href` list are essential; a title of the wrong type becomes `''`.
 * Unknown network ids are valid here: the network registry decides how to show them.
 */
export const SocialLinkSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  id: /* @__PURE__ */ v.string(),
  title: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  href: /* @__PURE__ */ v.array(SocialLinkTargetSchema),
});

/** A whole `social_links` value, strictly: every item must be a well-formed link. */
export const SocialLinkListSchema = /* @__PURE__ */ v.array(SocialLinkSchema);
