// What a visitor may type as their Mastodon instance: a host name, in whichever way they copy it.
import { mastodonInstance } from '../../src/core/mastodonInstance';

describe('mastodonInstance', () => {
  it.each([
    ['mastodon.social', 'mastodon.social'],
    ['  Fosstodon.ORG ', 'fosstodon.org'],
    ['https://chaos.social/', 'chaos.social'],
    ['@alice@hachyderm.io', 'hachyderm.io'],
    ['alice@social.example.co.uk', 'social.example.co.uk'],
    ['mastodon.bayern', 'mastodon.bayern'],
    ['xn--mstdn-cua.example', 'xn--mstdn-cua.example'],
    ['mästodon.de', 'xn--mstodon-5wa.de'],
  ])('reads %j as %j', (typed, host) => {
    expect(mastodonInstance(typed)).toBe(host);
  });

  it.each([
    '',
    'mastodon',
    'localhost',
    '127.0.0.1',
    'http://mastodon.social',
    'mastodon.social/@alice',
    'mastodon.social:8443',
    'user:pass@mastodon.social',
    'javascript:alert(1)',
    'evil.example?x=',
    'evil.example#x',
    'mastodon .social',
    '-bad.example',
    'a..b.example',
    'mastodon.social\\x',
    42,
    null,
  ])('refuses %j', (typed) => {
    expect(mastodonInstance(typed)).toBeNull();
  });
});
