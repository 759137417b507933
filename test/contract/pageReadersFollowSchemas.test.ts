// The readers a page view runs (no valibot, for the first-load budget) must judge every payload as the
// contract's valibot schemas do: the same items kept, the same items dropped, the same values shown.
import * as v from 'valibot';
import {
  InheritSourceSchema,
  parseInheritSource,
  parseSettingsData,
  parseSocialLinks,
  SettingsDataSchema,
  SocialLinkSchema,
} from '../../src/contract';
import { facebookLink, settingsData, xLink } from './fixtures';

const missing = Symbol('missing');
type Variant = unknown;

/** Every combination of the given values per key; `missing` leaves the key out. */
function combinations(variants: Record<string, Variant[]>): Record<string, unknown>[] {
  return Object.entries(variants).reduce<Record<string, unknown>[]>(
    (objects, [key, values]) =>
      objects.flatMap((object) => values.map((value) => (value === missing ? object : { ...object, [key]: value }))),
    [{}],
  );
}

/** What valibot's output looks like once the page's rule "no title rather than a non-string one" applies. */
function withoutUndefinedTitles(link: Record<string, unknown>): Record<string, unknown> {
  const href = (link.href as Record<string, unknown>[]).map((target) =>
    Object.fromEntries(Object.entries(target).filter(([key, value]) => key !== 'title' || value !== undefined)),
  );
  return { ...link, href };
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

describe('the page’s link reader and SocialLinkSchema', () => {
  it(`keep and drop the same items, out of ${linkItems.length} shapes`, () => {
    const { links, problems } = parseSocialLinks(linkItems);
    const accepted = linkItems.flatMap((item) => {
      const result = v.safeParse(SocialLinkSchema, item);
      return result.success ? [withoutUndefinedTitles(result.output)] : [];
    });
    expect(accepted.length).toBeGreaterThan(0);
    expect(problems.length).toBeGreaterThan(0);
    expect(links).toEqual(accepted);
    expect(links.length + problems.length).toBe(linkItems.length);
  });

  it('drop exactly the values that are not objects, and name what they were', () => {
    const rejected = linkItems.filter((item) => !v.safeParse(SocialLinkSchema, item).success);
    expect(rejected).toEqual([null, 'https://x.com/a', 7, true, [xLink]]);
    const { problems } = parseSocialLinks(rejected);
    expect(problems.map((problem) => problem.index)).toEqual([0, 1, 2, 3, 4]);
    for (const problem of problems) expect(problem.reason).toMatch(/^expected a link object, got /);
  });
});

describe('the page’s source reader and InheritSourceSchema', () => {
  it.each(combinations({ '@id': text, title: ['My site', 3, null, missing], extra: [true, missing] }))(
    'agree on %j',
    (source) => {
      const result = v.safeParse(InheritSourceSchema, source);
      const { from, problems } = parseInheritSource(source);
      expect(problems.length === 0).toBe(result.success);
      if (result.success) expect(from).toEqual({ '@id': result.output['@id'], title: result.output.title });
    },
  );
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
  });
});
