// The share links' addresses: each network's own intent URL, carrying the page's address and title exactly.
import fc from 'fast-check';
import { chosenShareTargets, SHARE_TARGETS, shareUrl } from '../../src/core/shareTargets';
import type { ShareNetwork } from '../../src/core/shareTargets';

// A title and an address with what breaks naive concatenation: `&`, `#`, spaces, `?`, `+` and non-ASCII text.
const page = {
  url: 'https://www.example.org/news/café & co?x=1#part',
  title: 'Ça & ça #1: 日本語 + more',
};
// The address as a browser sends it: the space and the `é` percent-encoded, the rest as typed.
const sentUrl = 'https://www.example.org/news/caf%C3%A9%20&%20co?x=1#part';
const encodedUrl = encodeURIComponent(sentUrl);
const encodedTitle = '%C3%87a%20%26%20%C3%A7a%20%231%3A%20%E6%97%A5%E6%9C%AC%E8%AA%9E%20%2B%20more';
const titleAndUrl = `${encodedTitle}%20${encodedUrl}`;

describe('shareUrl', () => {
  it.each<[ShareNetwork, string]>([
    ['x', `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`],
    ['bluesky', `https://bsky.app/intent/compose?text=${titleAndUrl}`],
    ['threads', `https://www.threads.net/intent/post?text=${titleAndUrl}`],
    ['whatsapp', `https://wa.me/?text=${titleAndUrl}`],
    ['telegram', `https://t.me/share/url?url=${encodedUrl}&text=${encodedTitle}`],
    ['email', `mailto:?subject=${encodedTitle}&body=${titleAndUrl}`],
  ])('shares on %s through its documented intent URL', (network, expected) => {
    expect(shareUrl(network, page)).toBe(expected);
  });

  it('shares on the visitor’s Mastodon instance', () => {
    expect(shareUrl('mastodon', page, 'fosstodon.org')).toBe(`https://fosstodon.org/share?text=${titleAndUrl}`);
    expect(shareUrl('mastodon', page, 'https://Mastodon.Social/')).toBe(
      `https://mastodon.social/share?text=${titleAndUrl}`,
    );
  });

  it('gives no Mastodon link without a valid instance', () => {
    expect(shareUrl('mastodon', page)).toBeNull();
    expect(shareUrl('mastodon', page, 'evil.example/path?x=')).toBeNull();
    expect(shareUrl('mastodon', page, 'javascript:alert(1)')).toBeNull();
  });

  it('reads back the page’s address and title from every network’s link, whatever they contain', () => {
    const read = (network: ShareNetwork) => new URL(shareUrl(network, page, 'mastodon.social')!);
    expect(read('x').searchParams.get('url')).toBe(sentUrl);
    expect(read('x').searchParams.get('text')).toBe(page.title);
    expect(read('telegram').searchParams.get('url')).toBe(sentUrl);
    expect(read('facebook').searchParams.get('u')).toBe(sentUrl);
    expect(read('linkedin').searchParams.get('url')).toBe(sentUrl);
    for (const network of ['bluesky', 'threads', 'whatsapp', 'mastodon'] as const) {
      expect(read(network).searchParams.get('text')).toBe(`${page.title} ${sentUrl}`);
    }
    // A mail program decodes `%20` as a space and keeps `+` as a plus sign.
    const mail = shareUrl('email', page)!;
    expect(decodeURIComponent(/subject=([^&]*)/.exec(mail)![1]!)).toBe(page.title);
    expect(decodeURIComponent(/body=([^&]*)/.exec(mail)![1]!)).toBe(`${page.title} ${sentUrl}`);
  });

  it('adds no tracking parameter: only the page’s address and title', () => {
    for (const network of SHARE_TARGETS.filter((t) => t !== 'copylink' && t !== 'webshare') as ShareNetwork[]) {
      const href = shareUrl(network, page, 'mastodon.social')!;
      const keys = href.startsWith('mailto:') ? ['subject', 'body'] : [...new URL(href).searchParams.keys()];
      expect(keys.every((key) => ['url', 'u', 'text', 'subject', 'body'].includes(key))).toBe(true);
      expect(href).not.toMatch(/utm_|ref_src|fbclid/);
    }
  });

  it('leaves out an empty title instead of sending an empty text', () => {
    expect(shareUrl('x', { url: 'https://example.org/a', title: '  ' })).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2Fa',
    );
    expect(shareUrl('whatsapp', { url: 'https://example.org/a', title: '' })).toBe(
      'https://wa.me/?text=https%3A%2F%2Fexample.org%2Fa',
    );
  });

  it.each(['javascript:alert(1)', '/relative/path', 'mailto:a@example.org', '', 'data:text/html,x', 42, null])(
    'shares no page whose address is not a web URL (%j)',
    (bad) => {
      for (const network of ['x', 'email', 'facebook'] as const) {
        expect(shareUrl(network, { url: bad as string, title: 'T' })).toBeNull();
      }
    },
  );

  it('never throws, and its links are always https (or mailto), for any title', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom(...SHARE_TARGETS.slice(0, 9)), (title, network) => {
        const href = shareUrl(network as ShareNetwork, { url: 'https://example.org/a', title }, 'mastodon.social');
        expect(href).toMatch(/^(https:\/\/|mailto:\?)/);
      }),
    );
  });
});

describe('chosenShareTargets', () => {
  it('offers everything, in the default order, when the editor chose nothing', () => {
    expect(chosenShareTargets(undefined)).toEqual([...SHARE_TARGETS]);
    expect(chosenShareTargets([])).toEqual([...SHARE_TARGETS]);
  });

  it('keeps the editor’s choice and order, known targets only, each once', () => {
    expect(chosenShareTargets(['mastodon', 'tiktok', 'email', { value: 'copylink' }, 'mastodon'])).toEqual([
      'mastodon',
      'email',
      'copylink',
    ]);
  });
});
