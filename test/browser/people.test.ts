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

describe('a visitor of a site with many people', () => {
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
});
