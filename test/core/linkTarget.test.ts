// Where a link points, as the backend reads it, and which links a visitor gets to see.
import type { SocialLink } from '../../src/contract/types';
import { linkTarget, visibleLinks } from '../../src/core/linkTarget';
import { facebookLink, xLink } from '../contract/fixtures';

function linkTo(target: unknown, extra: unknown[] = []): SocialLink {
  return { '@id': 'u1', id: 'x', title: 'X', href: [{ '@id': target }, ...extra] } as SocialLink;
}

describe('linkTarget', () => {
  it("reads the first href's @id", () => {
    expect(linkTarget(xLink)).toBe('https://x.com/ploneorgbr');
  });

  it('ignores every href entry after the first, as the backend does', () => {
    expect(linkTarget(linkTo('', [{ '@id': 'https://x.com/second' }]))).toBe('');
    expect(linkTarget(linkTo('https://x.com/first', [{ '@id': 'https://x.com/second' }]))).toBe('https://x.com/first');
  });

  it('trims the target', () => {
    expect(linkTarget(linkTo('  https://x.com/a \n'))).toBe('https://x.com/a');
  });

  it.each(['None', 'none', 'null', '', '   ', ' None '])('reads %j as no target', (value) => {
    expect(linkTarget(linkTo(value))).toBe('');
  });

  it('keeps other spellings of nothing as they are (the backend only knows three)', () => {
    expect(linkTarget(linkTo('NULL'))).toBe('NULL');
  });

  it.each([
    ['a number target', linkTo(5)],
    ['a null target', linkTo(null)],
    ['an empty href list', { ...xLink, href: [] }],
    ['an href that is not a list', { ...xLink, href: 'https://x.com/a' }],
    ['an href entry that is not an object', { ...xLink, href: ['https://x.com/a'] }],
    ['no href at all', { '@id': 'u', id: 'x', title: 'X' }],
    ['null instead of a link', null],
    ['a string instead of a link', 'https://x.com/a'],
  ])('reads %s as no target, without throwing', (_name, link) => {
    expect(linkTarget(link)).toBe('');
  });
});

describe('visibleLinks', () => {
  it('keeps the stored order and pairs each link with its safe href', () => {
    expect(visibleLinks([facebookLink, xLink])).toEqual([
      { link: facebookLink, href: 'https://facebook.com/PloneBr' },
      { link: xLink, href: 'https://x.com/ploneorgbr' },
    ]);
  });

  it('leaves out links without a target and links whose target is unsafe', () => {
    const script = { ...xLink, '@id': 's', href: [{ '@id': 'javascript:alert(1)' }] };
    const empty = { ...xLink, '@id': 'e', href: [] };
    const none = { ...xLink, '@id': 'n', href: [{ '@id': 'None' }] };
    const relative = { ...xLink, '@id': 'r', href: [{ '@id': ' /contact ' }] };
    expect(visibleLinks([script, empty, xLink, none, relative])).toEqual([
      { link: xLink, href: 'https://x.com/ploneorgbr' },
      { link: relative, href: '/contact' },
    ]);
  });

  it('shows nothing for a missing or null list', () => {
    expect(visibleLinks(null)).toEqual([]);
    expect(visibleLinks(undefined)).toEqual([]);
  });
});
