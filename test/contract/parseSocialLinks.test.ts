// The tolerant link-list parser: what a visitor still sees when the stored list is partly broken.
import * as v from 'valibot';
import { parseSocialLinks, SocialLinkListSchema, SocialLinkSchema } from '../../src/contract';
import { facebookLink, xLink } from './fixtures';

describe('parseSocialLinks', () => {
  it('keeps a well-formed list exactly as the backend stored it, in order', () => {
    const { links, problems } = parseSocialLinks([xLink, facebookLink]);
    expect(links).toEqual([xLink, facebookLink]);
    expect(problems).toEqual([]);
  });

  it('treats null and a missing value as no links, without a problem', () => {
    expect(parseSocialLinks(null)).toEqual({ links: [], problems: [] });
    expect(parseSocialLinks(undefined)).toEqual({ links: [], problems: [] });
  });

  it('keeps an empty list empty', () => {
    expect(parseSocialLinks([])).toEqual({ links: [], problems: [] });
  });

  it.each([
    ['a string', 'https://x.com/ploneorgbr'],
    ['an object', { x: xLink }],
    ['a number', 42],
    ['a boolean', true],
  ])('reports a value that is %s instead of a list, and shows no links', (_name, value) => {
    const { links, problems } = parseSocialLinks(value);
    expect(links).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('social_links');
    expect(problems[0]?.index).toBeUndefined();
    expect(problems[0]?.reason).toMatch(/expected a list/);
  });

  it('keeps every link item in its place, whatever its fields hold, so the list reads the same everywhere', () => {
    const broken = { ...facebookLink, href: 'https://facebook.com/PloneBr' };
    const { links, problems } = parseSocialLinks([xLink, broken, facebookLink]);
    expect(links).toEqual([xLink, { ...facebookLink, href: [] }, facebookLink]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['an href that is not a list', { ...xLink, href: { '@id': 'https://x.com/a' } }, { ...xLink, href: [] }],
    [
      'an href entry without @id',
      { ...xLink, href: [{ title: 'x.com/a' }] },
      { ...xLink, href: [{ '@id': '', title: 'x.com/a' }] },
    ],
    ['an href entry whose @id is a number', { ...xLink, href: [{ '@id': 7 }] }, { ...xLink, href: [{ '@id': '' }] }],
    ['an href entry that is a string', { ...xLink, href: ['https://x.com/a'] }, { ...xLink, href: [{ '@id': '' }] }],
    ['a missing network id', { '@id': 'u', title: 'X', href: [] }, { '@id': 'u', id: '', title: 'X', href: [] }],
    ['a missing @id', { id: 'x', title: 'X', href: [] }, { '@id': '', id: 'x', title: 'X', href: [] }],
    ['an @id that is an object', { ...xLink, '@id': { toString: 1 } }, { ...xLink, '@id': '' }],
    ['a missing href', { '@id': 'u', id: 'x', title: 'X' }, { '@id': 'u', id: 'x', title: 'X', href: [] }],
  ])('reads a link with %s, each field repaired to its type', (_name, item, read) => {
    expect(parseSocialLinks([item])).toEqual({ links: [read], problems: [] });
  });

  it('keeps the first target in first place when a later entry is broken, as the backend reads it', () => {
    const { links } = parseSocialLinks([{ ...xLink, href: [null, { '@id': 'https://x.com/b' }] }]);
    expect(links[0]?.href).toEqual([{ '@id': '' }, { '@id': 'https://x.com/b' }]);
  });

  it.each([null, 'x', 3, ['x']])('reports an item that is not an object (%j)', (item) => {
    const { links, problems } = parseSocialLinks([item, xLink]);
    expect(links).toEqual([xLink]);
    expect(problems).toEqual([{ path: 'social_links[0]', index: 0, reason: expect.stringMatching(/link object/) }]);
  });

  it('keeps a link of a network it does not know, for the registry to decide', () => {
    const mastodon = {
      '@id': 'm1',
      id: 'mastodon-like',
      title: 'Elsewhere',
      href: [{ '@id': 'https://example.social/@a' }],
    };
    expect(parseSocialLinks([mastodon]).links).toEqual([mastodon]);
  });

  it('keeps a link whose href list is empty (the backend reads it as no target)', () => {
    const empty = { ...xLink, href: [] };
    expect(parseSocialLinks([empty])).toEqual({ links: [empty], problems: [] });
  });

  it('repairs a title of the wrong type instead of dropping the link', () => {
    const { links, problems } = parseSocialLinks([
      { ...xLink, title: 12, href: [{ '@id': 'https://x.com/a', title: null }] },
    ]);
    expect(problems).toEqual([]);
    expect(links).toEqual([{ ...xLink, title: '', href: [{ '@id': 'https://x.com/a' }] }]);
  });

  it('leaves out keys the contract does not name, however deeply they nest', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const withExtra = { ...xLink, image_scales: { x: 1 }, deep, href: [{ ...xLink.href[0], rel: 'me', deep }] };
    const { links } = parseSocialLinks([withExtra]);
    expect(links).toEqual([xLink]);
    expect(() => JSON.stringify(links)).not.toThrow();
  });

  it('names the list in problem paths when asked to', () => {
    expect(parseSocialLinks([1], 'items[3].social_links').problems[0]?.path).toBe('items[3].social_links[0]');
  });
});

describe('SocialLinkSchema and SocialLinkListSchema', () => {
  it('accept the link items the backend serves', () => {
    expect(v.is(SocialLinkListSchema, [xLink, facebookLink])).toBe(true);
    expect(v.is(SocialLinkSchema, xLink)).toBe(true);
  });

  it('reject a list that holds an item that is not an object', () => {
    expect(v.is(SocialLinkListSchema, [xLink, 'https://x.com/a'])).toBe(false);
    expect(v.is(SocialLinkListSchema, [xLink, [xLink]])).toBe(false);
  });

  it('read an item without @id or target as a link with empty fields, as the page reader does', () => {
    expect(v.parse(SocialLinkSchema, { id: 'x' })).toEqual({ '@id': '', id: 'x', title: '', href: [] });
  });
});
