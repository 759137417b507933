// The tolerant reader of a `social_links` value that every page view runs: a malformed item is dropped and
// reported, the rest of the list is kept, so a page never breaks on one bad link. It checks by hand exactly what
// `SocialLinkSchema` (linkSchemas.ts) checks with valibot, because valibot's smallest useful set costs 1.6 kB gzip
// of every Volto page's first load; a test holds the two to the same verdicts.
import type { SocialLink } from './types';
import { describeValue, isPlainObject } from './validationProblems';
import type { ValidationProblem } from './validationProblems';

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
    const wrong = isPlainObject(item) ? linkItemProblems(item) : [`expected a link object, got ${describeValue(item)}`];
    if (wrong.length === 0) links.push(normalizedLink(item as SocialLink));
    else problems.push({ path: `${path}[${index}]`, index, reason: wrong.join('; ') });
  });
  return { links, problems };
}

/** What makes `item` unusable as a link item, each with its path inside the item; `[]` when it is a link. */
function linkItemProblems(item: Record<string, unknown>): string[] {
  const wrong: string[] = [];
  const expect = (where: string, actual: unknown, expected: string, ok: boolean) => {
    if (!ok) wrong.push(`${where}: expected ${expected}, got ${describeValue(actual)}`);
  };
  expect('@id', item['@id'], 'a string', typeof item['@id'] === 'string');
  expect('id', item.id, 'a string', typeof item.id === 'string');
  const { href } = item;
  expect('href', href, 'a list', Array.isArray(href));
  if (Array.isArray(href)) {
    href.forEach((target: unknown, index) => {
      if (!isPlainObject(target)) expect(`href.${index}`, target, 'an object', false);
      else expect(`href.${index}.@id`, target['@id'], 'a string', typeof target['@id'] === 'string');
    });
  }
  return wrong;
}

/** The item with a string title (`''` when it had none) and targets without a title that is not a string. */
function normalizedLink(item: SocialLink): SocialLink {
  const href = item.href.map((target) => {
    if (typeof target.title === 'string') return target;
    const copy = { ...target };
    delete copy.title;
    return copy;
  });
  return { ...item, title: typeof item.title === 'string' ? item.title : '', href };
}
