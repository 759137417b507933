// A visitor who types their instance as a fully qualified name, with the root's trailing dot (as some copy it from a
// DNS tool or an address bar), names the same instance.
import { mastodonInstance } from '../../src/core/mastodonInstance';

describe('mastodonInstance with a trailing dot', () => {
  it.each([
    ['mastodon.social.', 'mastodon.social'],
    ['https://mastodon.social./', 'mastodon.social'],
    ['@alice@chaos.social.', 'chaos.social'],
  ])('reads %j as %j', (typed, host) => {
    expect(mastodonInstance(typed)).toBe(host);
  });

  it.each(['.', 'mastodon.social..', '.mastodon.social'])('still refuses %j', (typed) => {
    expect(mastodonInstance(typed)).toBeNull();
  });
});
