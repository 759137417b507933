// Runtime checks (valibot) for link items, and the tolerant parser of a `social_links` value: a malformed
// item is dropped and reported, the rest of the list is kept, so a page never breaks on one bad link.
import * as v from 'valibot';
import type { SocialLink } from './types';
import { describeIssues, describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

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

/** Parses a `social_links` value: `null`/absent is `[]`; malformed items are dropped and reported; never throws. */
export function parseSocialLinks(
  value: unknown,
  path: string = 'social_links',
): { links: SocialLink[]; problems: ValidationProblem[] } {
  if (value === null || value === undefined) return { links: [], problems: [] };
  if (!Array.isArray(value)) {
    return { links: [], problems: [{ path, reason: `expected a list of links, got ${describeValue(value)}` }] };
  }
  const links: SocialLink[] = [];
  const problems: ValidationProblem[] = [];
  value.forEach((item: unknown, index) => {
    const result = isPlainObject(item)
      ? v.safeParse(SocialLinkSchema, item)
      : { success: false as const, issues: undefined };
    if (result.success) {
      links.push(withoutUndefinedTitles(result.output));
    } else {
      const reason = result.issues ? describeIssues(result.issues) : `expected a link object, got ${describeValue(item)}`;
      problems.push({ path: `${path}[${index}]`, index, reason });
    }
  });
  return { links, problems };
}

function withoutUndefinedTitles(link: v.InferOutput<typeof SocialLinkSchema>): SocialLink {
  const href = link.href.map((target) => {
    if (target.title !== undefined) return target;
    const { title: _dropped, ...rest } = target;
    return rest;
  });
  return { ...link, href } as SocialLink;
}
