// What leaving an incomplete address in a link's address field makes of it.
import { completeAddress } from '../../src/editing/completeAddress';
import { targetProblem } from '../../src/editing/linkProblems';

describe('completeAddress', () => {
  it.each([
    ['github.com/plone', 'github', 'https://github.com/plone'],
    ['  www.instagram.com/plone/  ', 'instagram', 'https://www.instagram.com/plone/'],
    ['plone.org', 'website', 'https://plone.org'],
    ['bsky.app/profile/plone.org', '', 'https://bsky.app/profile/plone.org'],
    ['example.org:8080/news?page=2#top', 'rss', 'https://example.org:8080/news?page=2#top'],
    ['contact@plone.org', 'email', 'mailto:contact@plone.org'],
    ['first.last@mail.example.co.uk', '', 'mailto:first.last@mail.example.co.uk'],
    ['@plone@fosstodon.org', 'mastodon', 'https://fosstodon.org/@plone'],
    ['@the_team@social.example.org', '', 'https://social.example.org/@the_team'],
  ])('completes %j on a link set to %j as %j, an address the widget accepts', (text, network, address) => {
    expect(completeAddress(text, network)).toBe(address);
    expect(targetProblem(address)).toBeNull();
  });

  it.each(['https://github.com/plone', 'http://example.org', 'mailto:contact@plone.org', '/about', ' /about '])(
    'leaves %j, an address already complete, as it is',
    (text) => expect(completeAddress(text, 'github')).toBeNull(),
  );

  it.each([
    '',
    '   ',
    'plone',
    'github/plone',
    'localhost:8080',
    'github com/plone',
    'javascript:alert(1)',
    'javascript:alert(1)//example.org',
    'data:text/html,<b>x</b>',
    '//example.org/plone',
    'example.org\\plone',
    'example.org/\u0000plone',
    '@plone',
    'plone@',
    '@plone@',
    'user@localhost',
    'a@b@example.org',
    'ftp.example.org@host.example.org/x',
  ])('leaves %j for the editor, with its error, rather than guess', (text) => {
    expect(completeAddress(text, '')).toBeNull();
  });

  it('makes a profile of a fediverse handle only on a Mastodon link, or one without a network yet', () => {
    expect(completeAddress('@plone@fosstodon.org', 'x')).toBeNull();
    expect(completeAddress('@plone@fosstodon.org', 'email')).toBeNull();
    expect(completeAddress('@plone@fosstodon.org', '')).toBe('https://fosstodon.org/@plone');
  });
});
