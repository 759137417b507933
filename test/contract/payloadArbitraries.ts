// Generated payloads for the property-based tests of the contract: values shaped exactly as the backend serves them
// (link items, settings data, the `from` of an inherit entry), and the same values damaged the way a hand-edited or
// migrated field comes back: a field of another JSON type, a field missing or `null`, keys nobody reads, junk nested
// anywhere, the whole value replaced.
import fc from 'fast-check';

/** Network ids as the backend stores them, and one no registry knows. */
const networkIds = fc.constantFrom('x', 'facebook', 'github', 'mastodon', 'youtube', 'codeberg-like');

/** One `href` entry as served: an address, with a title or without. */
export const linkTarget = fc.record(
  { '@id': fc.oneof(fc.webUrl(), fc.constantFrom('', 'mailto:team@example.org', '/about')), title: fc.string() },
  { requiredKeys: ['@id'] },
);

/** A link item as served (`SocialLink`): a UUID or network id as `@id`, and its targets. */
export const socialLink = fc.record({
  '@id': fc.oneof(fc.uuid(), networkIds),
  id: networkIds,
  title: fc.string({ maxLength: 20 }),
  href: fc.array(linkTarget, { maxLength: 3 }),
});

/** The settings behavior's data as `@inherit` serves it. */
export const settingsData = fc.record({
  share_social_data: fc.boolean(),
  facebook_app_id: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,16}$/)),
  social_links: fc.array(socialLink, { maxLength: 4 }),
  facebook_username: fc.string({ maxLength: 20 }),
  x_username: fc.string({ maxLength: 20 }),
});

/** The `from` of an inherit entry: the object that holds the settings. */
export const inheritSource = fc.record({ '@id': fc.webUrl(), title: fc.string({ maxLength: 20 }) });

/** Any JSON value, leaning towards the ones a reader is most likely to take for another: `''`, `0`, `[]`, `{}`. */
export const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', 0, false, true, [], {}, 'None', '[]'),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys the contract names, keys JavaScript gives a meaning to, and any other. */
const keys = fc.oneof(
  fc.constantFrom('@id', 'id', 'title', 'href', 'from', 'data', 'social_links', 'share_social_data', 'x_username'),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'length'),
  fc.string({ maxLength: 8 }),
);

type MutationKind = 'replace' | 'null' | 'remove' | 'add';
interface Mutation {
  /** Which place in the value, among all of its places (the value itself, each key, each list item). */
  at: number;
  kind: MutationKind;
  key: string;
  junk: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<MutationKind>('replace', 'null', 'remove', 'add'),
  key: keys,
  junk: jsonJunk,
});

/**
 * `valid` values, and the same values after one to three mutations, each at any place inside them: replaced with
 * junk, set to `null`, removed, or given an extra key (an extra item, for a list) holding junk.
 */
export function damaged(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutated = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    // A copy, as the mutations change it in place and fast-check reuses generated values while shrinking.
    .map(([value, mutations]) => mutations.reduce(mutate, structuredClone(value)));
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 4, arbitrary: mutated });
}

/** A place in a value: its container and key, or the value itself (`container` `null`). */
interface Place {
  container: Record<string, unknown> | unknown[] | null;
  key: string | number;
  value: unknown;
}

function mutate(root: unknown, { at, kind, key, junk: generated }: Mutation): unknown {
  // A copy of its own: fast-check hands out the same `[]` or `{}` to several mutations, which would make a cycle.
  const junk = structuredClone(generated);
  const all = places(root);
  const place = all[at % all.length]!;
  const replaced = kind === 'null' ? null : junk;
  if (kind === 'add' && isRecord(place.value)) {
    // `JSON.parse` makes an own property of any key, `__proto__` included; so does this.
    Object.defineProperty(place.value, key, { value: junk, enumerable: true, writable: true, configurable: true });
    return root;
  }
  if (kind === 'add' && Array.isArray(place.value)) {
    place.value.push(junk);
    return root;
  }
  if (place.container === null) return kind === 'remove' ? undefined : replaced;
  if (kind === 'remove') {
    if (Array.isArray(place.container)) place.container.splice(place.key as number, 1);
    else delete place.container[place.key];
  } else if (Array.isArray(place.container)) {
    place.container[place.key as number] = replaced;
  } else {
    Object.defineProperty(place.container, place.key, {
      value: replaced,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return root;
}

function places(root: unknown): Place[] {
  const found: Place[] = [{ container: null, key: '', value: root }];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push({ container: value, key: index, value: item });
        visit(item);
      });
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        found.push({ container: value, key, value: item });
        visit(item);
      }
    }
  };
  visit(root);
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
