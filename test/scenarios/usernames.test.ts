// Contract scenarios for the read-only `x_username` and `facebook_username`, computed from the links on every read.
import { describe, expect, test } from 'vitest';
import type { SocialLink } from '../../src/contract/types';
import { useContractBackend } from './harness';

const backend = useContractBackend();

function link(id: string, url: string | null, suffix = id): SocialLink {
  return { '@id': `link-${suffix}`, id, title: id, href: url === null ? [] : [{ '@id': url, title: url }] };
}

async function usernamesFor(slug: string, links: SocialLink[]) {
  const folder = await backend.scenarioFolder(slug);
  await backend.admin.putLinks(folder, links);
  const settings = await backend.admin.getSettings(folder);
  return { x: settings?.settings.x_username, facebook: settings?.settings.facebook_username };
}

describe('usernames computed from the links', () => {
  test('profile addresses on x.com, twitter.com and facebook.com give the usernames', async () => {
    expect(
      await usernamesFor('usernames-hosts', [
        link('x', 'https://twitter.com/ploneorgbr'),
        link('facebook', 'https://facebook.com/PloneBr'),
      ]),
    ).toEqual({ x: 'ploneorgbr', facebook: 'PloneBr' });
    expect(await usernamesFor('usernames-x', [link('x', 'https://www.x.com/plone_x')])).toEqual({
      x: 'plone_x',
      facebook: '',
    });
  });

  test('a trailing slash, an extra path segment or a query string give no username', async () => {
    expect(
      await usernamesFor('usernames-shape', [
        link('x', 'https://x.com/ploneorgbr/'),
        link('facebook', 'https://facebook.com/PloneBr/about'),
      ]),
    ).toEqual({ x: '', facebook: '' });
    expect(await usernamesFor('usernames-query', [link('x', 'https://x.com/plone?lang=en')])).toEqual({
      x: '',
      facebook: '',
    });
  });

  test('an X link to another host gives no username, and the id "twitter" is not X', async () => {
    expect(
      await usernamesFor('usernames-host', [
        link('x', 'https://example.com/ploneorgbr'),
        link('twitter', 'https://twitter.com/other'),
      ]),
    ).toEqual({ x: '', facebook: '' });
  });

  test('the first link with a target wins, without falling through to later ones', async () => {
    expect(
      await usernamesFor('usernames-first', [
        link('x', null, 'x-empty'),
        link('x', '  https://x.com/first  ', 'x-first'),
        link('x', 'https://x.com/second', 'x-second'),
      ]),
    ).toEqual({ x: 'first', facebook: '' });
    expect(
      await usernamesFor('usernames-nofall', [
        link('facebook', 'None', 'fb-none'),
        link('facebook', 'https://facebook.com/PloneBr/about', 'fb-about'),
        link('facebook', 'https://facebook.com/PloneBr', 'fb-good'),
      ]),
    ).toEqual({ x: '', facebook: '' });
  });

  test('a PATCH of x_username is ignored and the value stays computed', async () => {
    const folder = await backend.scenarioFolder('usernames-readonly');
    await backend.admin.putLinks(folder, [link('x', 'https://x.com/computed')]);
    await backend.admin.patchContent(folder, { x_username: 'forged', facebook_username: 'forged' });
    const { content } = await backend.admin.getContent(folder);
    expect(content.x_username).toBe('computed');
    expect(content.facebook_username).toBe('');
  });

  test('replacing the links with only an X link clears the Facebook username', async () => {
    const folder = await backend.scenarioFolder('usernames-replace');
    await backend.admin.putLinks(folder, [
      link('facebook', 'https://facebook.com/PloneBr'),
      link('x', 'https://x.com/a'),
    ]);
    await backend.admin.putLinks(folder, [link('x', 'https://x.com/b')]);
    const settings = await backend.admin.getSettings(folder);
    expect(settings?.settings).toMatchObject({ x_username: 'b', facebook_username: '' });
  });
});
