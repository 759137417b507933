// How site paths and query strings become URLs that Plone reads the way the caller meant.
import type { QueryParams } from '../../src/client/types';
import { buildQueryString, normalizeBaseUrl, siteUrl, toSitePath } from '../../src/client/urls';
import { SITE } from '../contract/fixtures';

describe('buildQueryString', () => {
  it('writes numbers and booleans as text and repeats keys for lists', () => {
    expect(buildQueryString({ b_size: 5, include_items: false, review_state: ['private', 'published'] })).toBe(
      'b_size=5&include_items=false&review_state=private&review_state=published',
    );
  });

  it('leaves out undefined values and empty lists', () => {
    expect(buildQueryString({ a: undefined, b: [], c: '' })).toBe('c=');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('leaves out null, as a JavaScript caller writes "no value", in a list too', () => {
    const fromJavaScript = { a: null, review_state: ['private', null, 'published'] } as unknown as QueryParams;
    expect(buildQueryString(fromJavaScript)).toBe('review_state=private&review_state=published');
  });

  it('encodes what would change the meaning of the query, and nothing readable beyond that', () => {
    expect(buildQueryString({ 'expand.inherit.behaviors': 'a.one,b.two', q: 'a&b=c #d+e', p: '/Plone/x:y@z' })).toBe(
      'expand.inherit.behaviors=a.one,b.two&q=a%26b%3Dc%20%23d%2Be&p=/Plone/x:y@z',
    );
  });
});

describe('siteUrl and toSitePath', () => {
  it('joins segments without double or trailing slashes', () => {
    expect(siteUrl(SITE, '//a///b/', ['@workflow', 'publish'])).toBe(`${SITE}/a/b/@workflow/publish`);
    expect(siteUrl(SITE, '', ['@login'])).toBe(`${SITE}/@login`);
  });

  it('keeps existing percent escapes of an @id and escapes raw spaces', () => {
    expect(siteUrl(SITE, `${SITE}/my%20page`)).toBe(`${SITE}/my%20page`);
    expect(siteUrl(SITE, '/my page')).toBe(`${SITE}/my%20page`);
  });

  it('drops an escaped single dot segment as the URL parser does, so the address reported is the one fetched', () => {
    expect(toSitePath(SITE, '/news/%2e/%2E/item')).toEqual({ segments: ['news', 'item'], search: '' });
    expect(siteUrl(SITE, '/news/%2e', ['@search'])).toBe(`${SITE}/news/@search`);
  });

  it('escapes a percent sign that starts no escape, so that the address is well-formed (RFC 3986)', () => {
    expect(siteUrl(SITE, '/50%off/100%')).toBe(`${SITE}/50%25off/100%25`);
    expect(siteUrl(SITE, '/a%2', ['b%'])).toBe(`${SITE}/a%252/b%25`);
  });

  it('refuses a path that climbs out of the site', () => {
    expect(() => toSitePath(SITE, '/a/../../admin')).toThrow(TypeError);
  });

  it.each(['/a/%2e%2e/%2e%2e/manage_main', '/%2E%2E/admin', '/a/.%2e/b', '/a/%2E./b'])(
    'refuses %s, whose escaped dots the URL parser reads as ".."',
    (path) => {
      expect(() => toSitePath(SITE, path)).toThrow(TypeError);
    },
  );

  it('reads the parameters of a query string in the path, letting the caller replace one it names', () => {
    expect(
      siteUrl(SITE, '/news?b_size=2&b_start=2&review_state=private&review_state=published', [], { b_start: 4 }),
    ).toBe(`${SITE}/news?b_size=2&b_start=4&review_state=private&review_state=published`);
    expect(siteUrl(SITE, `${SITE}/news?path=%2FPlone%2Fnews&q=a+b`, ['@search'], { b_size: 5 })).toBe(
      `${SITE}/news/@search?path=/Plone/news&q=a%20b&b_size=5`,
    );
  });

  it('leaves a fragment out of the query, after the query or instead of it', () => {
    expect(siteUrl(SITE, '/news?b_start=2#comments', [], { b_size: 5 })).toBe(`${SITE}/news?b_start=2&b_size=5`);
    expect(siteUrl(SITE, '/news#part?b_start=2')).toBe(`${SITE}/news`);
    expect(toSitePath(SITE, `${SITE}/news#part?b_start=2`)).toEqual({ segments: ['news'], search: '' });
  });

  it("keeps the path's parameter when the caller's query gives it null, as when it gives it undefined", () => {
    const fromJavaScript = { b_start: null, b_size: 5 } as unknown as QueryParams;
    expect(siteUrl(SITE, '/news?b_start=2', [], fromJavaScript)).toBe(`${SITE}/news?b_start=2&b_size=5`);
  });

  it('maps an @id of the same site served under another host name', () => {
    expect(toSitePath(SITE, 'http://localhost:8080/Plone/news?b_start=5')).toEqual({
      segments: ['news'],
      search: 'b_start=5',
    });
  });

  it.each(['ftp://127.0.0.1:8080/Plone/news', 'file:///Plone/news'])(
    "does not map %s, whose path is the site's but whose scheme is not http(s)",
    (path) => {
      expect(() => toSitePath(SITE, path)).toThrow(TypeError);
    },
  );

  it('does not map a URL whose path only starts like the site', () => {
    expect(() => toSitePath(SITE, 'http://127.0.0.1:8080/PloneOther/news')).toThrow(TypeError);
  });

  it('refuses a base URL without scheme and host', () => {
    expect(() => normalizeBaseUrl('127.0.0.1:8080/Plone')).toThrow(/absolute/);
    // A third slash leaves the host out: the URL parser would read `Plone` as the host and send every request there.
    expect(() => normalizeBaseUrl('http:///Plone')).toThrow(/absolute/);
    expect(normalizeBaseUrl(' http://127.0.0.1:8080/Plone/ ')).toBe(SITE);
  });
});
