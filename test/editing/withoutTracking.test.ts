// Addresses as share buttons and apps hand them over, without what tracks who shared them.
import { targetProblem } from '../../src/editing/linkProblems';
import { withoutTracking } from '../../src/editing/withoutTracking';
import { createNetworkRegistry } from '../../src/networks';

const registry = createNetworkRegistry();

describe('withoutTracking', () => {
  it.each([
    [
      'https://www.instagram.com/plone/?igsh=MXRh&utm_source=qr',
      'https://www.instagram.com/plone/',
      ['igsh', 'utm_source'],
    ],
    ['https://x.com/plone?s=21&t=Ab3dE', 'https://x.com/plone', ['s', 't']],
    ['https://twitter.com/plone?ref_src=twsrc%5Etfw', 'https://twitter.com/plone', ['ref_src']],
    ['https://youtube.com/@PloneCMS?si=Xy1', 'https://youtube.com/@PloneCMS', ['si']],
    ['https://www.facebook.com/plone?mibextid=ZbWKwL', 'https://www.facebook.com/plone', ['mibextid']],
    ['https://www.linkedin.com/company/plone/?trk=public_profile', 'https://www.linkedin.com/company/plone/', ['trk']],
    ['https://www.tiktok.com/@plone?_t=8k&_r=1', 'https://www.tiktok.com/@plone', ['_t', '_r']],
    ['https://www.threads.net/@plone?igshid=NTc4', 'https://www.threads.net/@plone', ['igshid']],
    ['https://open.spotify.com/user/plone?si=a1b2', 'https://open.spotify.com/user/plone', ['si']],
    ['https://plone.org/news?utm_campaign=launch&fbclid=IwAR0', 'https://plone.org/news', ['utm_campaign', 'fbclid']],
    ['/news?utm_source=newsletter', '/news', ['utm_source']],
  ])('makes %j %j (removed: %j)', (url, clean, removed) => {
    expect(withoutTracking(registry, url)).toEqual({ url: clean, removed });
    expect(targetProblem(clean)).toBeNull();
  });

  it("keeps the address's other parameters, their order and encoding, and its fragment", () => {
    expect(withoutTracking(registry, 'https://github.com/plone?tab=repositories&utm_source=x&q=a%20b#readme')).toEqual({
      url: 'https://github.com/plone?tab=repositories&q=a%20b#readme',
      removed: ['utm_source'],
    });
    expect(withoutTracking(registry, 'https://www.youtube.com/@PloneCMS?sub_confirmation=1&si=Xy1')?.url).toBe(
      'https://www.youtube.com/@PloneCMS?sub_confirmation=1',
    );
  });

  it("removes a network's own parameters only on its sites, where they mean tracking", () => {
    expect(withoutTracking(registry, 'https://example.org/search?s=plone&t=2')).toBeNull();
    expect(withoutTracking(registry, 'https://www.instagram.com/plone/?s=21')).toBeNull();
    const own = createNetworkRegistry({ x: { hostnames: ['x.com', 'xcancel.com'] } });
    expect(withoutTracking(own, 'https://xcancel.com/plone?s=21')?.url).toBe('https://xcancel.com/plone');
  });

  it("takes a site's own network's tracking parameters, and a site's own list over a default network's", () => {
    const own = createNetworkRegistry({
      codeberg: { title: 'Codeberg', hostnames: ['codeberg.org'], tracking: ['from'] },
      x: { tracking: ['ref_src'] },
    });
    expect(withoutTracking(own, 'https://codeberg.org/plone?from=share&tab=stars')).toEqual({
      url: 'https://codeberg.org/plone?tab=stars',
      removed: ['from'],
    });
    expect(withoutTracking(own, 'https://x.com/plone?s=21&ref_src=tw')).toEqual({
      url: 'https://x.com/plone?s=21',
      removed: ['ref_src'],
    });
  });

  it('leaves what has nothing to remove, or is no web address', () => {
    for (const url of [
      'https://x.com/plone',
      'https://x.com/plone?lang=de',
      'https://x.com/plone#s=21',
      'https://example.org/#/news?utm_source=x',
      'mailto:info@plone.org?subject=Hello&utm_source=site',
      'javascript:alert(1)?utm_source=x',
      '//example.org/?utm_source=x',
      'x.com/plone?s=21',
      '',
    ]) {
      expect(withoutTracking(registry, url), url).toBeNull();
    }
  });

  it('keeps a parameter whose name cannot be decoded, and removes the rest', () => {
    expect(withoutTracking(registry, 'https://x.com/plone?%E0%A4%A=1&s=21')).toEqual({
      url: 'https://x.com/plone?%E0%A4%A=1',
      removed: ['s'],
    });
  });
});
