// Where bench:ssr says the added bytes of a page go: each part of ours found in the page served with the add-on,
// taken out exactly as served, and named with what leaving it out saves.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptPages } from '../../../scripts/bench/ssr/compare';
import { breakdownPage, cutRanges, renderBreakdown } from '../../../scripts/bench/ssr/htmlBreakdown';
import { findMember, memberRange, membersOf } from '../../../scripts/bench/ssr/serializedValue';

/** serialize-javascript's escapes, as Volto's `Html` writes the state. */
const serialize = (state: unknown) => JSON.stringify(state).replace(/</g, '\\u003C').replace(/\//g, '\\u002F');

const ICON =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="tabler-icon ' +
  'tabler-icon-brand-x"><path d="M4 4l11.733 16h4.267l-11.733 -16l-4.267 0"></path></svg>';
/** An icon as Volto's server writes it: a `<use>` of the sprite file. */
const SPRITE_ICON = '<svg><use href="/socialmedia-icons.0123456789ab.svg#facebook"></use></svg>';

function page(options: { head: string; body: string; state: Record<string, unknown> }): string {
  return (
    `<!doctype html><html><head><title>Launch</title>${options.head}</head><body><div id="main">` +
    `<main><h1>Launch</h1><p>${'Volto says a lot. '.repeat(40)}</p></main>${options.body}</div>` +
    `<script charset="UTF-8">window.__data=${serialize(options.state)};</script>` +
    '<script src="/static/js/client.1234abcd.js"></script></body></html>'
  );
}

const settings = {
  data: { social_links: [{ '@id': 'a1', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plonedemo' }] }] },
};
const content = { title: 'Launch', '@components': { navigation: { items: [] } } };
const withContent = { ...content, '@components': { ...content['@components'], inherit: settings } };
const voltoMessages = { Edit: 'Edit', Search: 'Search' };

const without = page({
  head: '<meta property="og:title" content="Launch"/>',
  body: '',
  state: { intl: { messages: voltoMessages }, content: { data: content }, reduxAsyncConnect: { content } },
});
const withAddon = page({
  head:
    '<meta property="og:title" content="Launch"/><meta name="twitter:site" content="@plonedemo"/>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
  body:
    '<ul class="socialmedia-links" aria-label="Social media links"><li class="socialmedia-link">' +
    `<a href="https://x.com/plonedemo" title="X"><span class="socialmedia-icon">${ICON}</span>X</a></li>` +
    '<li class="socialmedia-link"><a href="https://facebook.com/plonedemo" title="Facebook">' +
    `<span class="socialmedia-icon socialmedia-icon-facebook" aria-hidden="true">${SPRITE_ICON}</span></a></li></ul>`,
  state: {
    intl: {
      messages: {
        ...voltoMessages,
        'socialmedia.links.label': 'Social media links',
        'socialmedia.share.label': 'Share this page',
        'socialmedia.share.copyLink': 'Copy link',
      },
    },
    content: { data: withContent },
    reduxAsyncConnect: { content: withContent },
    socialMedia: { pending: null },
  },
});

describe('where the added bytes of a page go', () => {
  const breakdown = breakdownPage(withAddon, without);
  const part = (name: string) => breakdown.parts.find((p) => p.name === name)!;

  it('finds each part of ours, counted, and only ours', () => {
    expect(part('icon SVGs')).toMatchObject({ count: 2, bytes: ICON.length + SPRITE_ICON.length });
    expect(part('links markup (without the SVGs)').bytes).toBeGreaterThan(100);
    expect(part('head tags')).toMatchObject({
      count: 1,
      bytes: '<meta name="twitter:site" content="@plonedemo"/>'.length,
    });
    expect(part('JSON-LD').count).toBe(1);
    expect(part('chunk tags').count).toBe(0);
    expect(part('intl.messages: the Share block’s').count).toBe(2);
    expect(part('intl.messages: the others of ours').count).toBe(1);
    expect(part('content.data: ours').count).toBe(1);
    expect(part('reduxAsyncConnect.content: ours (the copy)').count).toBe(1);
    expect(part('content state: ours, both copies').count).toBe(2);
    expect(part('state.socialMedia').count).toBe(1);
  });

  it('takes the parts out as served: without all of them the page is the page without the add-on', () => {
    // Leaving out every part leaves nothing of ours: the same gzip size as the page without the add-on, give or
    // take the few bytes gzip spends differently.
    expect(Math.abs(breakdown.allParts - breakdown.added)).toBeLessThan(8);
    for (const name of ['icon SVGs', 'links markup (without the SVGs)', 'JSON-LD', 'intl.messages: the Share block’s'])
      expect(part(name).gzip, name).toBeGreaterThan(0);
    // One copy of the settings costs little next to the other; both together cost more than either.
    const both = part('content state: ours, both copies').gzip;
    expect(both).toBeGreaterThan(part('content.data: ours').gzip);
    expect(both).toBeGreaterThan(part('reduxAsyncConnect.content: ours (the copy)').gzip);
  });

  it('prints one row per part and one column per page', () => {
    const lines = renderBreakdown([{ path: '/launch', breakdown }]);
    expect(lines[0]).toBe('| gzip saved by leaving out | `/launch` |');
    expect(lines.find((line) => line.startsWith('| icon SVGs |'))).toMatch(/\| \d+ B \(2; \d+ B raw\) \|$/);
    expect(lines.at(-1)).toBe(`| added by the add-on (gzip) | ${breakdown.added.toLocaleString('en')} B |`);
  });
});

describe('the pages a run kept', () => {
  it('are weighed and broken down again without a server, those kept in both variants only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-pages-'));
    for (const [variant, html] of [
      ['with', withAddon],
      ['without', without],
    ] as const) {
      mkdirSync(join(dir, variant));
      writeFileSync(join(dir, variant, 'news-launch.html'), html);
    }
    writeFileSync(join(dir, 'with', 'index.html'), withAddon);
    const pages = keptPages(dir, ['/', '/news/launch']);
    expect(pages.map((p) => p.path)).toEqual(['/news/launch']);
    expect(pages[0]!.breakdown).toEqual(breakdownPage(withAddon, without));
    expect(pages[0]!.with.html.bytes - pages[0]!.without.html.bytes).toBe(withAddon.length - without.length);
  });
});

describe('a member of the serialized state, found as text', () => {
  const text = serialize({ a: { b: [1, { c: '}' }], d: 'x"y' }, e: 2, f: { g: null } });

  it('finds a member by its path and takes it out with one comma', () => {
    const member = findMember(text, 0, ['a', 'd'])!;
    expect(text.slice(member.valueStart, member.end)).toBe(JSON.stringify('x"y'));
    expect(JSON.parse(cutRanges(text, [memberRange(text, member)]))).toEqual({
      a: { b: [1, { c: '}' }] },
      e: 2,
      f: { g: null },
    });
    const last = findMember(text, 0, ['f'])!;
    expect(JSON.parse(cutRanges(text, [memberRange(text, last)]))).toEqual({
      a: { b: [1, { c: '}' }], d: 'x"y' },
      e: 2,
    });
    expect(findMember(text, 0, ['a', 'missing'])).toBeNull();
    expect(membersOf(text, 0).map(({ key }) => key)).toEqual(['a', 'e', 'f']);
  });
});
