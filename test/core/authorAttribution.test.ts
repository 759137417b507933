// Author attribution when a page is shared: Mastodon's `fediverse:creator` and X's `twitter:creator`, from the page's
// own profile links, else the site's configured accounts; written once, only while the site shares social data.
import { buildHeadTags, pageCreators } from '../../src/core';
import type { HeadTag } from '../../src/core';
import { ownProfiles } from '../../src/core/ownProfiles';
import type { SocialLink, SocialMediaSettings } from '../../src/contract/types';
import { xLink } from '../support/referenceLinks';

const SITE = 'http://127.0.0.1:8080/Plone';

function link(id: string, url: string): SocialLink {
  return { '@id': `${id}-uuid`, id, title: id, href: [{ '@id': url, title: url }] };
}

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '',
  facebook_username: '',
  x_username: 'ploneorgbr',
  social_links: [xLink],
};

/** The creators of a person's page whose own links are `links`. */
function creatorsOf(links: SocialLink[], fallback?: unknown) {
  return pageCreators(ownProfiles({ '@id': `${SITE}/team/alice`, social_links: links }, false), fallback);
}

function values(tags: HeadTag[], name: string): string[] {
  return tags.filter((tag) => 'name' in tag && tag.name === name).map((tag) => tag.content);
}

describe('pageCreators', () => {
  it('credits the Mastodon account of the page’s own Mastodon profile link as @user@instance', () => {
    expect(creatorsOf([link('mastodon', 'https://mastodon.social/@alice')]).fediverse).toBe('@alice@mastodon.social');
    expect(creatorsOf([link('mastodon', 'https://Fosstodon.org/@alice_ex/')]).fediverse).toBe(
      '@alice_ex@fosstodon.org',
    );
  });

  it.each([
    ['a post', 'https://mastodon.social/@alice/113456789'],
    ['the instance', 'https://mastodon.social/'],
    ['a page of the instance', 'https://mastodon.social/about'],
    ['a remote account seen from another instance', 'https://mastodon.social/@alice@example.org'],
    ['a name without @', 'https://mastodon.social/alice'],
    ['an address with a tag in it', 'https://mastodon.social/@al<script>'],
  ])('credits no Mastodon account for %s (%s)', (_, url) => {
    expect(creatorsOf([link('mastodon', url)]).fediverse).toBe('');
  });

  it('reads only links of the Mastodon network as Mastodon profiles (Threads and YouTube use /@name too)', () => {
    const links = [link('threads', 'https://www.threads.net/@alice'), link('youtube', 'https://youtube.com/@alice')];
    expect(creatorsOf(links).fediverse).toBe('');
  });

  it('credits the X account of the page’s own X or Twitter profile link as @user', () => {
    expect(creatorsOf([link('x', 'https://x.com/alice_example')]).x).toBe('@alice_example');
    expect(creatorsOf([link('twitter', 'https://twitter.com/alice/')]).x).toBe('@alice');
    expect(creatorsOf([link('website', 'https://www.x.com/Alice')]).x).toBe('@Alice');
  });

  it.each([
    ['a post', 'https://x.com/alice/status/1234'],
    ['X’s home', 'https://x.com/home'],
    ['a share link', 'https://x.com/share?text=hi'],
    ['a name too long for X', 'https://x.com/a_name_far_too_long'],
    ['another site', 'https://example.com/alice'],
    ['a look-alike host', 'https://x.com.example.org/alice'],
  ])('credits no X account for %s (%s)', (_, url) => {
    expect(creatorsOf([link('x', url)]).x).toBe('');
  });

  it('takes the first profile of each network, skipping links that are not profiles', () => {
    const links = [
      link('mastodon', 'https://mastodon.social/@alice/1'),
      link('mastodon', 'https://mastodon.social/@alice'),
      link('mastodon', 'https://fosstodon.org/@bob'),
      link('x', 'https://x.com/home'),
      link('x', 'https://x.com/alice_example'),
      link('x', 'https://x.com/bob'),
    ];
    expect(creatorsOf(links)).toEqual({ fediverse: '@alice@mastodon.social', x: '@alice_example' });
  });

  it('falls back to the site’s configured accounts, and prefers the page’s own', () => {
    const fallback = { fediverse: '@plone@fosstodon.org', x: 'plone' };
    expect(creatorsOf([], fallback)).toEqual({ fediverse: '@plone@fosstodon.org', x: '@plone' });
    expect(creatorsOf([link('x', 'https://x.com/alice')], fallback)).toEqual({
      fediverse: '@plone@fosstodon.org',
      x: '@alice',
    });
  });

  it.each<unknown>([
    { fediverse: 'plone@fosstodon.org', x: '' },
    { fediverse: '@plone', x: '@' },
    { fediverse: '@plone@', x: 'a name far too long' },
    { fediverse: '<script>@x.org', x: '<script>' },
    { fediverse: 5, x: ['plone'] },
    'plone',
    null,
  ])('ignores a configured account that is not a handle (%j)', (fallback) => {
    expect(creatorsOf([], fallback)).toEqual({ fediverse: '', x: '' });
  });
});

describe('the creator tags of buildHeadTags', () => {
  const alice = {
    '@id': `${SITE}/team/alice`,
    '@type': 'Document',
    title: 'Alice Example',
    social_links: [link('mastodon', 'https://mastodon.social/@alice'), link('x', 'https://x.com/alice_example')],
  };

  it('writes fediverse:creator and twitter:creator once each, as named meta tags', () => {
    const tags = buildHeadTags({ content: alice, settings });
    expect(values(tags, 'fediverse:creator')).toEqual(['@alice@mastodon.social']);
    expect(values(tags, 'twitter:creator')).toEqual(['@alice_example']);
    expect(values(tags, 'twitter:site')).toEqual(['@ploneorgbr']);
  });

  it('credits the configured accounts on a page without links of its own', () => {
    const tags = buildHeadTags({
      content: { ...alice, social_links: null },
      settings,
      creator: { fediverse: '@plone@fosstodon.org', x: '@plone' },
    });
    expect(values(tags, 'fediverse:creator')).toEqual(['@plone@fosstodon.org']);
    expect(values(tags, 'twitter:creator')).toEqual(['@plone']);
  });

  it('does not take the site’s own links for a creator on the object that holds the settings, nor on the root', () => {
    const siteLinks = [link('mastodon', 'https://fosstodon.org/@plone'), link('x', 'https://x.com/plone')];
    const holder = { ...alice, '@type': 'Folder', share_social_data: true, social_links: siteLinks };
    const root = { ...alice, '@id': SITE, '@type': 'Plone Site', social_links: siteLinks };
    for (const content of [holder, root]) {
      const tags = buildHeadTags({ content, settings });
      expect(values(tags, 'fediverse:creator')).toEqual([]);
      expect(values(tags, 'twitter:creator')).toEqual([]);
    }
  });

  it('writes no creator while the site does not share social data', () => {
    const tags = buildHeadTags({
      content: alice,
      settings: { ...settings, share_social_data: false },
      creator: { x: '@plone' },
    });
    expect(tags).toEqual([]);
  });
});
