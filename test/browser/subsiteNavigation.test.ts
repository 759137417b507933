// A visitor who moves between the site and its Community subsite by the demo's own links and the browser's history:
// while the next page loads, the footer never shows the other subsite's links or names it as their source, not
// even for a moment (the backend's answer is held back here, so that the moment can be looked at).
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { footerLinks, freshDemoTabs } from './support/demo';
import type { DemoTab } from './support/demo';

const COMMUNITY_LINKS = [
  'https://twitter.com/plonecommunity',
  'https://facebook.com/plonecommunity',
  'https://discord.gg/plone',
];

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

/** Holds back the backend's answers for the content at `sitePath` until the returned function is called. */
async function holdContent(page: Page, sitePath: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.replace(/\/+$/, '') === `/Plone${sitePath}`.replace(/\/+$/, ''),
    (route) => void held.push(route),
  );
  return async () => {
    await page.unroute(() => true);
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** What the footer says while the page loads: its links and the line naming their source. */
async function footerNow(page: Page) {
  return { links: await footerLinks(page), text: await page.locator('footer').innerText() };
}

describe('moving between the site and its Community subsite', () => {
  it('shows no Community links on the home page while it loads, nor the site’s on a Community page', async () => {
    await tab.visit('/community/meetups');
    const { page } = tab;
    expect(await footerLinks(page)).toEqual(COMMUNITY_LINKS);

    const releaseHome = await holdContent(page, '');
    await page.locator('header').getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main .notice[role="status"]').waitFor();
    const loadingHome = await footerNow(page);
    expect(loadingHome.links).not.toEqual(COMMUNITY_LINKS);
    expect(loadingHome.text).not.toContain('Community');
    await releaseHome();
    await expect.poll(() => footerLinks(page)).toContain('https://x.com/plonedemo');

    const releaseMeetups = await holdContent(page, '/community/meetups');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/community/meetups');
    await page.locator('main .notice[role="status"]').waitFor();
    const loadingMeetups = await footerNow(page);
    expect(loadingMeetups.links).not.toContain('https://x.com/plonedemo');
    expect(loadingMeetups.text).not.toContain('Social Media Demo');
    await releaseMeetups();
    await expect.poll(() => footerLinks(page)).toEqual(COMMUNITY_LINKS);
    expect(tab.problems).toEqual([]);
  });
});
