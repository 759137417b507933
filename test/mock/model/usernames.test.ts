// The username extraction of the reference backend (reference §7), checked on the model directly.
import { describe, expect, test } from 'vitest';
import { linkTarget, usernameFromLinks } from '../../../src/mock';

const link = (id: string, url: unknown) => ({ '@id': id, id, title: id, href: [{ '@id': url }] });

describe('usernameFromLinks', () => {
  test.each([
    ['https://x.com/ploneorgbr', 'ploneorgbr'],
    ['https://twitter.com/ploneorgbr', 'ploneorgbr'],
    ['http://www.x.com/plone', 'plone'],
    ['//m.twitter.com/plone', 'plone'],
    ['https://x.com/', ''],
    ['https://x.com/plone/', ''],
    ['https://X.com/plone', ''],
    ['https://example.com/ploneorgbr', ''],
    ['https://mXx.com/plone', 'plone'],
  ])('the X address %s gives %j', (url, expected) => {
    expect(usernameFromLinks([link('x', url)], 'x')).toBe(expected);
  });

  test.each([
    ['https://facebook.com/PloneBr', 'PloneBr'],
    ['https://facebook.com/PloneBr/about', ''],
    ['https://www.facebook.com/Plone.Br-1', 'Plone.Br-1'],
  ])('the Facebook address %s gives %j', (url, expected) => {
    expect(usernameFromLinks([link('facebook', url)], 'facebook')).toBe(expected);
  });

  // Expected values as plonegovbr/socialmedia/utils.py answers them (Python's str.strip() and re).
  test.each([
    ['\ufeffhttps://x.com/plone', ''],
    ['\u001chttps://x.com/plone\u0085', 'plone'],
    ['https://x.com/plone\u2028', 'plone'],
    ['//m\rx.com/plone', 'plone'],
    ['//m\u{1f600}x.com/plone', 'plone'],
  ])("the X address %j is read with Python's whitespace and dot, giving %j", (url, expected) => {
    expect(usernameFromLinks([link('x', url)], 'x')).toBe(expected);
  });

  test('links without a target are skipped, the first with one decides', () => {
    const links = [
      { id: 'x', href: [] },
      { id: 'x', href: 'https://x.com/not-a-list' },
      { id: 'x', href: [{ '@id': ' null ' }] },
      { id: 'x', href: [{ '@id': 42 }] },
      { id: 'x', href: [{ '@id': 'https://example.com/wins' }] },
      { id: 'x', href: [{ '@id': 'https://x.com/never' }] },
    ];
    expect(usernameFromLinks(links, 'x')).toBe('');
    expect(
      usernameFromLinks(links.slice(0, 4).concat([{ id: 'x', href: [{ '@id': ' https://x.com/trimmed ' }] }]), 'x'),
    ).toBe('trimmed');
  });

  test('the id "twitter" is not X', () => {
    expect(usernameFromLinks([link('twitter', 'https://twitter.com/plone')], 'x')).toBe('');
  });

  test('links stored as null make the computation fail, as the backend does', () => {
    expect(() => usernameFromLinks(null, 'x')).toThrow("'NoneType' object is not iterable");
  });

  test('linkTarget reads only the first entry of href', () => {
    expect(linkTarget({ href: [{ '@id': 'a' }, { '@id': 'b' }] })).toBe('a');
    expect(linkTarget({ href: [{ '@id': 'None' }] })).toBe('');
    expect(linkTarget('x')).toBe('');
  });
});
