// The readers a page view runs (no valibot, for the first-load budget) must judge every payload as the
// contract's valibot schemas do: the same items kept, the same items dropped, the same values shown, each problem
// at the place the schema reports an issue. The relation is spelled out in schemaReadings.ts; it is checked on every
// shape of a fixed list and on generated payloads (valid ones, and the same damaged anywhere: payloadArbitraries.ts),
// so that changing one side only (a schema field, or a reader's rule) fails here.
import fc from 'fast-check';
import * as v from 'valibot';
import {
  DEFAULT_SETTINGS,
  InheritSourceSchema,
  isPlainObject,
  parseInheritSource,
  parseSettingsData,
  parseSocialLinks,
  readSocialLink,
  SettingsDataSchema,
  SocialLinkSchema,
} from '../../src/contract';
import { facebookLink, settingsData, xLink } from './fixtures';
import {
  damaged,
  inheritSource as generatedSource,
  settingsData as generatedSettings,
  socialLink as generatedLink,
} from './payloadArbitraries';
import {
  placesOf,
  schemaReadingOfLinks,
  schemaReadingOfSettings,
  schemaReadingOfSource,
  settingsFieldsWithIssues,
  withoutUndefinedKeys,
} from './schemaReadings';

/** Enough generated payloads to reach every field with every kind of damage, in well under a second each. */
const RUNS = { numRuns: 400 };

const missing = Symbol('missing');

/** Every combination of the given values per key; `missing` leaves the key out. */
function combinations(variants: Record<string, unknown[]>): Record<string, unknown>[] {
  return Object.entries(variants).reduce<Record<string, unknown>[]>(
    (objects, [key, values]) =>
      objects.flatMap((object) => values.map((value) => (value === missing ? object : { ...object, [key]: value }))),
    [{}],
  );
}

const text = ['u-1', '', 7, null, missing];
/** Every shape of an item, and values that are not items at all (only those are dropped). */
const linkItems: unknown[] = [
  null,
  'https://x.com/a',
  7,
  true,
  [xLink],
  ...combinations({
    '@id': text,
    id: ['x', 3, missing],
    title: ['X', 12, null, missing],
    href: [
      [{ '@id': 'https://x.com/a', title: 'x.com/a' }],
      [{ '@id': 'https://x.com/a', title: null, extra: 1 }],
      [{ '@id': 'https://x.com/a' }, { title: 'no address' }],
      [{ '@id': 7 }],
      ['https://x.com/a'],
      [null],
      [],
      'https://x.com/a',
      { '@id': 'https://x.com/a' },
      null,
      missing,
    ],
    note: ['dropped', { deep: [[['x']]] }, missing],
  }),
];

/** The link reader's answer for `value` is the one the schemas call for, and each problem says what it found. */
function expectLinkReaderToFollowSchemas(value: unknown): void {
  const read = parseSocialLinks(value);
  expect(placesOf(read)).toStrictEqual(schemaReadingOfLinks(value));
  for (const problem of read.problems) {
    expect(problem.reason).toMatch(problem.index === undefined ? /^expected a list of links/ : /^expected a link obj/);
  }
}

/** The settings reader's answer for `data` is the one the schemas call for, field by field. */
function expectSettingsReaderToFollowSchemas(data: unknown): void {
  const read = parseSettingsData(data);
  expect(placesOf(read)).toStrictEqual(schemaReadingOfSettings(data));
  // Every field the reader repaired with a problem is one the whole schema reports an issue at.
  const repaired = new Set(read.problems.map((problem) => problem.path.replace(/\[.*$/, '')));
  const reported = settingsFieldsWithIssues(data);
  if (isPlainObject(data)) for (const field of repaired) expect(reported).toContain(field);
}

/** The source reader's answer for `value` is the one the schema calls for; its problem names the schema's issue. */
function expectSourceReaderToFollowSchema(value: unknown): void {
  const read = parseInheritSource(value);
  expect(placesOf(read)).toStrictEqual(schemaReadingOfSource(value));
  const result = v.safeParse(InheritSourceSchema, value);
  if (!result.success && isPlainObject(value)) {
    expect(result.issues.map((issue) => v.getDotPath(issue))).toStrictEqual(['@id']);
    expect(read.problems[0]?.reason).toMatch(/^@id: /);
  }
}

describe('the page’s link reader and SocialLinkSchema', () => {
  it(`keep and drop the same items, out of ${linkItems.length} shapes`, () => {
    const { links, problems } = parseSocialLinks(linkItems);
    const accepted = linkItems.flatMap((item) => {
      const result = v.safeParse(SocialLinkSchema, item);
      return result.success ? [withoutUndefinedKeys(result.output)] : [];
    });
    expect(accepted.length).toBeGreaterThan(0);
    expect(problems.length).toBeGreaterThan(0);
    expect(links).toStrictEqual(accepted);
    expect(links.length + problems.length).toBe(linkItems.length);
    expectLinkReaderToFollowSchemas(linkItems);
  });

  it('drop exactly the values that are not objects, and name what they were', () => {
    const rejected = linkItems.filter((item) => !v.safeParse(SocialLinkSchema, item).success);
    expect(rejected).toEqual([null, 'https://x.com/a', 7, true, [xLink]]);
    const { problems } = parseSocialLinks(rejected);
    expect(problems.map((problem) => problem.index)).toEqual([0, 1, 2, 3, 4]);
    for (const problem of problems) expect(problem.reason).toMatch(/^expected a link object, got /);
  });

  it.each([null, undefined, 'https://x.com/a', { x: xLink }, 3, [], [xLink, 'x', facebookLink]])(
    'agree on the list %j',
    (value) => expectLinkReaderToFollowSchemas(value),
  );

  it('agree on generated lists: as served, and damaged anywhere', () => {
    fc.assert(fc.property(damaged(fc.array(generatedLink, { maxLength: 4 })), expectLinkReaderToFollowSchemas), RUNS);
  });

  it('read any generated item object as the schema does, also through readSocialLink (the views’ own reader)', () => {
    const items = damaged(generatedLink).filter(isPlainObject);
    fc.assert(
      fc.property(items, (item) => {
        const result = v.safeParse(SocialLinkSchema, item);
        expect(result.success).toBe(true);
        if (result.success) expect(readSocialLink(item)).toStrictEqual(withoutUndefinedKeys(result.output));
      }),
      RUNS,
    );
  });
});

describe('the page’s source reader and InheritSourceSchema', () => {
  it.each(combinations({ '@id': text, title: ['My site', 3, null, missing], extra: [true, missing] }))(
    'agree on %j',
    (source) => expectSourceReaderToFollowSchema(source),
  );

  it.each([null, undefined, 'http://127.0.0.1:8080/Plone', [], [{ '@id': 'x' }]])('agree on %j', (source) =>
    expectSourceReaderToFollowSchema(source),
  );

  it('agree on generated sources: as served, and damaged anywhere', () => {
    fc.assert(fc.property(damaged(generatedSource), expectSourceReaderToFollowSchema), RUNS);
  });
});

describe('the page’s settings reader and SettingsDataSchema', () => {
  it.each([
    settingsData(),
    settingsData({ share_social_data: false, facebook_app_id: '1234' }),
    settingsData({ social_links: [] }),
    settingsData({ social_links: [facebookLink, xLink], unknown_field: 'kept by the schema' }),
  ])('show what the schema accepts, unchanged and without a problem (%#)', (data) => {
    const result = v.safeParse(SettingsDataSchema, data);
    expect(result.success).toBe(true);
    const { settings, problems } = parseSettingsData(data);
    expect(problems).toEqual([]);
    const { unknown_field: _unused, ...fields } = result.output as Record<string, unknown>;
    expect(settings).toEqual(fields);
    expectSettingsReaderToFollowSchemas(data);
  });

  it.each([
    ['share_social_data', 'yes'],
    ['facebook_app_id', 1234],
    ['x_username', ['ploneorgbr']],
    ['social_links', [xLink, 'https://x.com/ploneorgbr']],
    ['social_links', 'https://x.com/ploneorgbr'],
  ])('report a problem wherever the schema rejects %s = %j', (field, value) => {
    const data = settingsData({ [field]: value });
    expect(v.safeParse(SettingsDataSchema, data).success).toBe(false);
    expect(parseSettingsData(data).problems.map((problem) => problem.path.split('[')[0])).toEqual([field]);
    expectSettingsReaderToFollowSchemas(data);
  });

  it.each([
    ['nothing at all', undefined],
    ['null', null],
    ['an empty object', {}],
    ['a list', [settingsData()]],
    ['a string', 'share_social_data'],
    ['null fields', settingsData({ share_social_data: null, facebook_app_id: null, social_links: null })],
  ])('agree on data that is %s', (_name, data) => expectSettingsReaderToFollowSchemas(data));

  it('take as defaults settings the schema accepts', () => {
    expect(v.safeParse(SettingsDataSchema, DEFAULT_SETTINGS).success).toBe(true);
  });

  it('agree on generated data: as served, and damaged anywhere', () => {
    fc.assert(fc.property(damaged(generatedSettings), expectSettingsReaderToFollowSchemas), RUNS);
  });
});
