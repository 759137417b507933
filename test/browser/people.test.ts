// A visitor reading the demo's listings of people: the People page and a page's Social links listing block, on a
// site with more people than Plone serves in one page.
import { describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/client';
import type { SocialMediaClient } from '../../src/client';
import { freshDemoTabs } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

async function asAdmin(): Promise<SocialMediaClient> {
  const anonymous = createClient({ baseUrl: inject('backendUrl') });
  const { token } = await anonymous.login('admin', 'admin');
  return anonymous.withCredentials({ token });
}

/** Publishes `count` more people in the team folder, named so that they sort after Alice and Bob. */
async function hireMorePeople(count: number): Promise<string[]> {
  const admin = await asAdmin();
  const titles: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const title = `Person ${String(index).padStart(2, '0')}`;
    await admin.createContent('/team', { '@type': 'Document', id: `person-${index}`, title });
    await admin.transition(`/team/person-${index}`, 'publish');
    titles.push(title);
  }
  return titles;
}

describe('a visitor of the listings of people', () => {
  it('counts everyone on the People page and can show them all, not only the first 25', async () => {
    const more = await hireMorePeople(27);
    await tab.visit('/people');
    const { page } = tab;
    await page.locator('.socialmedia-listing-item').first().waitFor();
    await expect.poll(() => page.locator('#people-heading').innerText()).toBe('29 people');
    const everyone = ['Alice Example', 'Bob Example', ...more];
    const names = () => page.locator('.socialmedia-listing-item h3').allInnerTexts();
    expect(await names()).toEqual(everyone.slice(0, 25));
    await page.getByRole('button', { name: 'Show more people' }).click();
    await expect.poll(names).toEqual(everyone);
    expect(await page.getByRole('button', { name: 'Show more people' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });

  it('sees the children of a page in its Social links listing block when the editor set no criteria, as Volto shows them', async () => {
    const admin = await asAdmin();
    const listing = 'b1f0c6de-0001-4f00-8000-0000000c7e01';
    await admin.createContent('/', {
      '@type': 'Document',
      id: 'crew',
      title: 'Crew',
      blocks: { [listing]: { '@type': 'listing', variation: 'socialLinks', headline: 'The crew' } },
      blocks_layout: { items: [listing] },
    });
    await admin.transition('/crew', 'publish');
    for (const [id, title, href] of [
      ['dana', 'Dana Example', 'https://github.com/dana-example'],
      ['erin', 'Erin Example', 'https://x.com/erin_example'],
    ] as const) {
      const network = href.includes('github') ? { id: 'github', title: 'GitHub' } : { id: 'x', title: 'X' };
      const social_links = [{ '@id': `link-${id}`, ...network, href: [{ '@id': href, title: href }] }];
      await admin.createContent('/crew', { '@type': 'Document', id, title, social_links });
      await admin.transition(`/crew/${id}`, 'publish');
    }
    await tab.visit('/crew');
    const block = tab.page.getByRole('region', { name: 'The crew' });
    await block.locator('.socialmedia-listing-item, [role=alert]').first().waitFor();
    expect(await block.getByRole('alert').allInnerTexts()).toEqual([]);
    expect(await block.locator('.socialmedia-listing-item h3').allInnerTexts()).toEqual([
      'Dana Example',
      'Erin Example',
    ]);
    expect(await block.getByRole('link', { name: /GitHub/ }).getAttribute('href')).toBe(
      'https://github.com/dana-example',
    );
    expect(tab.backendRequests.filter((request) => request.includes('@querystring-search'))).toEqual([]);
    expect(tab.problems).toEqual([]);
  });

  it('can reach every person in the contents of the team folder, not only the first 25', async () => {
    const more = await hireMorePeople(27);
    await tab.visit('/team');
    const { page } = tab;
    const contents = page.getByRole('region', { name: 'Contents' });
    await contents.locator('.socialmedia-listing-item').first().waitFor();
    const names = () => contents.locator('.socialmedia-listing-item h3').allInnerTexts();
    const everyone = ['Alice Example', 'Bob Example', ...more];
    expect(await names()).toEqual(everyone.slice(0, 25));
    expect(await contents.getByRole('button', { name: 'Show more' }).count()).toBe(1);
    await contents.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(names).toEqual(everyone);
    expect(await contents.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });

  it('can reach every person in the Follow us page’s listing of the team, not only the first 25', async () => {
    const more = await hireMorePeople(27);
    await tab.visit('/follow-us');
    const { page } = tab;
    const listing = page.getByRole('region', { name: 'Our team' });
    await listing.locator('.socialmedia-listing-item').first().waitFor();
    const names = () => listing.locator('.socialmedia-listing-item h3').allInnerTexts();
    const everyone = ['Alice Example', 'Bob Example', ...more];
    expect(await names()).toEqual(everyone.slice(0, 25));
    expect(await listing.getByRole('button', { name: 'Show more' }).count()).toBe(1);
    await listing.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(names).toEqual(everyone);
    expect(await listing.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });
});
