// The registry: which networks a site offers, how a site changes them, and what an unknown id gets.
import { createIntl } from 'react-intl';
import {
  createNetworkRegistry,
  defaultNetworks,
  findNetworkByUrl,
  getNetwork,
  hasNetwork,
  listNetworks,
  networkTitle,
  homePageOfNetwork,
  otherNetworkOfAddress,
  withNetworkHints,
} from '../../src/networks';
import type { NetworkIconComponent } from '../../src/networks';

const referenceIds = [
  'bluesky',
  'discord',
  'docker',
  'facebook',
  'flickr',
  'github',
  'gitlab',
  'instagram',
  'linkedin',
  'mastodon',
  'medium',
  'rss',
  'slack',
  'soundcloud',
  'spotify',
  'stackoverflow',
  'telegram',
  'threads',
  'tiktok',
  'twitch',
  'website',
  'whatsapp',
  'x',
  'xing',
  'youtube',
];

const english = createIntl({ locale: 'en', messages: {} });

describe('the default networks', () => {
  it('offer every network of the reference add-on, plus Pinterest, Reddit and Email', () => {
    const ids = listNetworks(createNetworkRegistry()).map((network) => network.id);
    expect(ids).toEqual(expect.arrayContaining([...referenceIds, 'pinterest', 'reddit', 'email']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each have a readable name, an icon loader and an example address for the editor', () => {
    for (const network of defaultNetworks) {
      expect(networkTitle(network, english).length, network.id).toBeGreaterThan(0);
      expect(typeof network.icon, network.id).toBe('function');
      expect(withNetworkHints(network).placeholder, network.id).toMatch(/^(https:\/\/|mailto:)/);
    }
  });

  it('show brand names as they are and translate the generic ones', () => {
    const portuguese = createIntl({
      locale: 'pt-BR',
      messages: { 'socialmedia.networks.website': 'Sítio', 'socialmedia.networks.email': 'E-mail' },
    });
    const registry = createNetworkRegistry();
    expect(networkTitle(getNetwork(registry, 'website'), portuguese)).toBe('Sítio');
    expect(networkTitle(getNetwork(registry, 'email'), portuguese)).toBe('E-mail');
    expect(networkTitle(getNetwork(registry, 'linkedin'), portuguese)).toBe('LinkedIn');
    expect(networkTitle(getNetwork(registry, 'stackoverflow'), english)).toBe('Stack Overflow');
  });
});

describe('an unknown network id', () => {
  it('gets the generic link network instead of an error', () => {
    const registry = createNetworkRegistry();
    for (const id of ['myspace', '', 'constructor', '__proto__', null, undefined, 42, { id: 'x' }]) {
      expect(getNetwork(registry, id)).toBe(registry.fallback);
      expect(hasNetwork(registry, id)).toBe(false);
    }
    expect(networkTitle(registry.fallback, english)).toBe('Link');
  });
});

describe('a site configuring its networks', () => {
  const ownIcon: NetworkIconComponent = () => null;
  const ownLoader = async () => ownIcon;

  it('replaces the icon of a network and keeps its other fields', () => {
    const registry = createNetworkRegistry({ x: { icon: ownLoader } });
    const x = getNetwork(registry, 'x');
    expect(x.icon).toBe(ownLoader);
    expect(x.title).toBe('X');
    expect(withNetworkHints(x).placeholder).toBe('https://x.com/username');
    // The defaults themselves are untouched for other registries.
    expect(getNetwork(createNetworkRegistry(), 'x').icon).not.toBe(ownLoader);
  });

  it('adds a network at the end of the list and removes another', () => {
    const registry = createNetworkRegistry({
      vimeo: { title: 'Vimeo', icon: ownLoader, placeholder: 'https://vimeo.com/user', hostnames: ['vimeo.com'] },
      xing: null,
      medium: false,
    });
    const ids = listNetworks(registry).map((network) => network.id);
    expect(ids.at(-1)).toBe('vimeo');
    expect(ids).not.toContain('xing');
    expect(ids).not.toContain('medium');
    expect(getNetwork(registry, 'xing')).toBe(registry.fallback);
    expect(findNetworkByUrl(registry, 'https://vimeo.com/plone')?.id).toBe('vimeo');
  });

  it("takes a site's own profile address, its example address following unless the site gives one", () => {
    const registry = createNetworkRegistry({
      codeberg: { title: 'Codeberg', icon: ownLoader, profile: 'https://codeberg.org/{handle}' },
      x: { profile: 'https://twitter.com/{handle}' },
      github: { placeholder: 'https://github.com/plone' },
    });
    const hinted = (id: string) => withNetworkHints(getNetwork(registry, id));
    expect(hinted('codeberg')).toMatchObject({
      profile: 'https://codeberg.org/{handle}',
      placeholder: 'https://codeberg.org/username',
    });
    expect(hinted('x')).toMatchObject({
      profile: 'https://twitter.com/{handle}',
      placeholder: 'https://twitter.com/username',
    });
    expect(hinted('github')).toMatchObject({
      profile: 'https://github.com/{handle}',
      placeholder: 'https://github.com/plone',
    });
    expect(hinted('website').profile).toBeUndefined();
  });

  it('gives a new network without icon or title the generic icon and its id as name', () => {
    const registry = createNetworkRegistry({ codeberg: {} });
    const codeberg = getNetwork(registry, 'codeberg');
    expect(codeberg.icon).toBe(registry.fallback.icon);
    expect(networkTitle(codeberg, english)).toBe('codeberg');
  });

  it('reads a field set to null in a JavaScript config as not set: the network keeps its own', () => {
    const unset = null as never;
    const registry = createNetworkRegistry(
      { x: { title: unset, icon: unset, placeholder: unset }, codeberg: { title: unset, icon: unset } },
      { fallback: { icon: unset } },
    );
    const x = getNetwork(registry, 'x');
    expect(networkTitle(x, english)).toBe('X');
    expect(x.icon).toBe(getNetwork(createNetworkRegistry(), 'x').icon);
    expect(withNetworkHints(x).placeholder).toBe('https://x.com/username');
    const codeberg = getNetwork(registry, 'codeberg');
    expect(networkTitle(codeberg, english)).toBe('codeberg');
    expect(codeberg.icon).toBe(createNetworkRegistry().fallback.icon);
  });

  it('replaces the generic icon used for unknown ids', () => {
    const registry = createNetworkRegistry({}, { fallback: { icon: ownLoader } });
    expect(getNetwork(registry, 'myspace').icon).toBe(ownLoader);
  });
});

describe('guessing the network from an address', () => {
  const registry = createNetworkRegistry();

  it('recognises profile addresses, with or without www', () => {
    expect(findNetworkByUrl(registry, 'https://www.facebook.com/PloneBr')?.id).toBe('facebook');
    expect(findNetworkByUrl(registry, 'https://twitter.com/ploneorgbr')?.id).toBe('x');
    expect(findNetworkByUrl(registry, 'https://www.linkedin.com/company/plone')?.id).toBe('linkedin');
    expect(findNetworkByUrl(registry, 'https://youtu.be/abc')?.id).toBe('youtube');
  });

  it('does not guess for other hosts or for what is not an address', () => {
    expect(findNetworkByUrl(registry, 'https://notfacebook.com/x')).toBeNull();
    expect(findNetworkByUrl(registry, 'not a url')).toBeNull();
    expect(findNetworkByUrl(registry, null)).toBeNull();
  });
});

describe("an address on another network's site", () => {
  const registry = createNetworkRegistry();

  it('names the network the address belongs to when the link is set to another one', () => {
    expect(otherNetworkOfAddress(registry, 'mastodon', 'https://github.com/plone')?.id).toBe('github');
    expect(otherNetworkOfAddress(registry, 'facebook', 'https://www.twitter.com/plone')?.id).toBe('x');
    expect(otherNetworkOfAddress(registry, 'x', 'https://gist.github.com/plone/1')?.id).toBe('github');
  });

  it("says nothing when the address is on the link's own network, or on no known network's site", () => {
    expect(otherNetworkOfAddress(registry, 'github', 'https://github.com/plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'x', 'https://twitter.com/plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'mastodon', 'https://hachyderm.io/@plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'x', 'https://plone.org/news')).toBeNull();
  });

  it('says nothing for a network that may be anywhere: a website, a feed, email, one the site does not know', () => {
    expect(otherNetworkOfAddress(registry, 'website', 'https://github.com/plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'rss', 'https://medium.com/feed/@plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'email', 'mailto:info@plone.org')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'myspace', 'https://github.com/plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, '', 'https://github.com/plone')).toBeNull();
  });

  it('says nothing for what is not an absolute address', () => {
    expect(otherNetworkOfAddress(registry, 'x', '/about')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'x', 'github.com/plone')).toBeNull();
    expect(otherNetworkOfAddress(registry, 'x', null)).toBeNull();
  });

  it("follows the site's own hostnames", () => {
    const own = createNetworkRegistry({
      mastodon: { hostnames: ['social.plone.org'] },
      codeberg: { title: 'Codeberg', hostnames: ['codeberg.org'] },
    });
    expect(otherNetworkOfAddress(own, 'github', 'https://codeberg.org/plone')?.id).toBe('codeberg');
    expect(otherNetworkOfAddress(own, 'mastodon', 'https://social.plone.org/@plone')).toBeNull();
    expect(otherNetworkOfAddress(own, 'mastodon', 'https://codeberg.org/plone')?.id).toBe('codeberg');
  });
});

describe("an address that is its network's home page", () => {
  const registry = createNetworkRegistry();

  it("names the link's network, with its example address, when the address is that network's home page", () => {
    for (const [network, url] of [
      ['x', 'https://x.com'],
      ['x', 'https://twitter.com/'],
      ['facebook', 'https://www.facebook.com/'],
      ['github', ' https://GitHub.com '],
      ['mastodon', 'https://mastodon.social/'],
    ] as const) {
      expect(homePageOfNetwork(registry, network, url)?.id, url).toBe(network);
    }
    expect(homePageOfNetwork(registry, 'x', 'https://x.com/')?.placeholder).toBe('https://x.com/username');
  });

  it('says nothing of a page, a query, a fragment, a subdomain or another site', () => {
    for (const url of [
      'https://x.com/plone',
      'https://x.com/?lang=en',
      'https://x.com/#plone',
      'https://plone.x.com/',
      'https://github.com/',
      'https://plone.org/',
    ]) {
      expect(homePageOfNetwork(registry, 'x', url), url).toBeNull();
    }
  });

  it('says nothing for a network that may be anywhere, one the site does not know, or no address', () => {
    expect(homePageOfNetwork(registry, 'website', 'https://plone.org/')).toBeNull();
    expect(homePageOfNetwork(registry, 'myspace', 'https://myspace.com/')).toBeNull();
    expect(homePageOfNetwork(registry, '', 'https://x.com/')).toBeNull();
    expect(homePageOfNetwork(registry, 'x', 'x.com')).toBeNull();
    expect(homePageOfNetwork(registry, 'x', null)).toBeNull();
  });

  it("follows the site's own hostnames", () => {
    const own = createNetworkRegistry({ mastodon: { hostnames: ['social.plone.org'] } });
    expect(homePageOfNetwork(own, 'mastodon', 'https://social.plone.org/')?.id).toBe('mastodon');
    expect(homePageOfNetwork(own, 'mastodon', 'https://mastodon.social/')).toBeNull();
  });
});
