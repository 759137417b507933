// The one tolerant reading of a `social_links` value, run by every page view, the client and the store. The backend
// stores link items without checking them, so any JSON can come back: each item is read the way the backend reads
// it, every field repaired to its type (`''` for a string field of another type, an empty `href` for one that is not
// a list), so the list never breaks and a link never depends on an `@id`. Only an item that is not an object is
// dropped (and reported). Whether a link is shown is decided by its target, in one place for every view: `visibleLinks`
// (core/linkTarget.ts). Keys the contract does not name are not kept: the backend reads none of them, and they could
// carry JSON nested deep enough to overflow any code that walks the store. It checks by hand what `SocialLinkSchema`
// (linkSchemas.ts) checks with valibot, because valibot's smallest useful set costs 1.6 kB gzip of every Volto page's
// first load; property-based tests hold the two to the same results, field by field, on generated and damaged
// payloads (test/contract/pageReadersFollowSchemas.test.ts).
import type { SocialLink, SocialLinkTarget } from './types';
import { asText, describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

/**
 * Parses a `social_links` value: `null`/absent is `[]`; items that are not objects are dropped and reported.
 * Never throws.
 */
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
    if (isPlainObject(item)) links.push(readSocialLink(item));
    else {
      problems.push({ path: `${path}[${index}]`, index, reason: `expected a link object, got ${describeValue(item)}` });
    }
  });
  return { links, problems };
}

/**
 * A link item read from any object: `@id`, `id` and `title` as strings (`''` when not), `href` as a list of targets
 * (`[]` when not a list) that keeps each entry's place, so the first one stays the link's target. Never throws.
 */
export function readSocialLink(item: Record<string, unknown>): SocialLink {
  return {
    '@id': asText(item['@id']),
    id: asText(item.id),
    title: asText(item.title),
    href: Array.isArray(item.href) ? item.href.map(readTarget) : [],
  };
}

/** One `href` entry: its `@id` as a string (`''` when not, or when it is no object), its title if a string. */
function readTarget(entry: unknown): SocialLinkTarget {
  if (!isPlainObject(entry)) return { '@id': '' };
  const { '@id': id, title } = entry;
  return typeof title === 'string' ? { '@id': asText(id), title } : { '@id': asText(id) };
}
