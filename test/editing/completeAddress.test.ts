// What leaving an incomplete address in a link's address field makes of it.
import { completeAddress } from '../../src/editing/completeAddress';
import { targetProblem } from '../../src/editing/linkProblems';
import { createNetworkRegistry, findNetworkByUrl, homePageOfNetwork, listNetworks } from '../../src/networks';

const registry = createNetworkRegistry();
const profileOf = (id: string) => listNetworks(registry).find((network) => network.id === id)?.profile;

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

describe("completeAddress with the link's network's profile address", () => {
  it.each([
    ['@plone', 'x', 'https://x.com/plone'],
    [' @PloneCMS ', 'youtube', 'https://youtube.com/@PloneCMS'],
    ['@plone', 'github', 'https://github.com/plone'],
    ['@plone.foundation', 'instagram', 'https://instagram.com/plone.foundation'],
    ['@plone_cms', 'threads', 'https://threads.net/@plone_cms'],
    ['@plone-community', 'gitlab', 'https://gitlab.com/plone-community'],
    ['@plone.org', 'bluesky', 'https://bsky.app/profile/plone.org'],
    ['@plone.bsky.social', 'bluesky', 'https://bsky.app/profile/plone.bsky.social'],
  ])('completes the handle %j on a link set to %j as %j', (text, network, address) => {
    expect(completeAddress(text, network, profileOf(network))).toBe(address);
    expect(targetProblem(address)).toBeNull();
  });

  it.each(listNetworks(registry).filter((network) => network.profile !== undefined))(
    "makes of a handle on a $id link a profile on $id's own site, not its home page",
    (network) => {
      const handle = network.profile!.includes('{domain}') ? '@plone.org' : '@plone';
      const address = completeAddress(handle, network.id, network.profile)!;
      expect(targetProblem(address)).toBeNull();
      expect(address).toContain('plone');
      expect(findNetworkByUrl(registry, address)?.id).toBe(network.id);
      expect(homePageOfNetwork(registry, network.id, address)).toBeNull();
      expect(address.replace(/plone(\.org)?/, network.profile!.includes('{domain}') ? 'example.org' : 'username')).toBe(
        network.placeholder,
      );
    },
  );

  it.each([
    ['@plone', 'mastodon', 'a Mastodon handle names its server'],
    ['@plone', '', 'a link without a network has no profile address'],
    ['@plone', 'website', 'a website has no profile address'],
    ['@plone', 'bluesky', "a Bluesky handle is a domain name, and 'plone' is none"],
    ['@plone.', 'x', 'a handle does not end with a dot'],
    ['@-plone', 'x', 'a handle does not start with a dash'],
    ['@plone/about', 'github', 'a handle has no path'],
    ['@plone team', 'x', 'a handle has no space'],
    ['@', 'x', 'there is no handle'],
    ['plone', 'x', 'without its @ a word may be anything'],
    ['@@plone', 'x', 'one @ only'],
  ])('leaves %j on a link set to %j (%s)', (text, network) => {
    expect(completeAddress(text, network, profileOf(network))).toBeNull();
  });

  it("never makes an unsafe link of a site's own profile address", () => {
    expect(completeAddress('@plone', 'own', 'javascript:alert("{handle}")')).toBeNull();
    expect(completeAddress('@plone', 'own', 'https://example.org/people')).toBeNull();
    expect(completeAddress('@plone', 'own', 'https://people.example.org/~{handle}')).toBe(
      'https://people.example.org/~plone',
    );
  });
});
