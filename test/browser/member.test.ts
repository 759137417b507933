// A member of the site (the demo's Mia Member, who may see the site but edit nothing in it): she is offered no edit
// form she could never save, as Volto offers the Edit action only where Plone's actions name it.
import { describe, expect, it } from 'vitest';
import { freshDemoTabs, pageShown } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

async function logInAsMember(returnTo: string): Promise<void> {
  await tab.visit(`/login?return_url=${encodeURIComponent(returnTo)}`);
  await tab.page.getByLabel('User name').fill('member');
  await tab.page.getByLabel('Password').fill('member');
  await tab.page.getByRole('button', { name: 'Log in' }).click();
  await tab.page.getByText('Logged in as member').waitFor();
  await pageShown(tab.page);
}

describe('a member who may edit no page', () => {
  it('is offered no link to edit a person’s links, and is told at the edit address that she may not edit them', async () => {
    const { page } = tab;
    await logInAsMember('/team/alice');
    expect(await page.locator('main h1').first().innerText()).toBe('Alice Example');
    expect(await page.getByRole('link', { name: 'Edit social links' }).count()).toBe(0);

    await tab.visit('/team/alice/edit');
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts())
      .toContainEqual(expect.stringContaining('You cannot edit the links of this page'));
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.locator('.social-links-widget-list').count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });
});
