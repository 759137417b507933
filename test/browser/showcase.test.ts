// What the README offers, shown by the demo: the Follow Us block and its settings form, the Social links listing,
// addresses of their own for every page (history routing, `og:url` without `#`), a navigation that offers a visitor
// only what they may open, and the language switch naming each language in itself.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { failNext, headTags, linkTargets, logIn, freshDemoTabs, pageShown, SCREENSHOTS } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

const followUs = (page: Page) => page.locator('main .socialmedia-follow-us');
/** How far (px) the middle of the Follow Us block's row of icons is from the middle of the block. */
const iconsOffCentre = (page: Page) =>
  followUs(page).evaluate((block) => {
    const icons = [...block.querySelectorAll('.socialmedia-icon')].map((icon) => icon.getBoundingClientRect());
    const { left, right } = block.getBoundingClientRect();
    return Math.abs((icons[0]!.left + icons.at(-1)!.right) / 2 - (left + right) / 2);
  });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

describe('the Follow Us page', () => {
  it('shows the Follow Us block with the networks the editor chose, in their order, and the team with their links', async () => {
    await tab.visit('/follow-us');
    const { page } = tab;
    expect(await followUs(page).locator('h2').innerText()).toBe('Find us online');
    expect(await linkTargets(page, 'main .socialmedia-follow-us')).toEqual([
      'https://fosstodon.org/@plone',
      'https://github.com/plone',
      'https://www.youtube.com/@PloneCMS',
    ]);
    const listing = page.getByRole('region', { name: 'Our team' });
    await listing.locator('.socialmedia-listing-item').first().waitFor();
    // The listing's query runs as Volto's listing block runs it; the unpublished Carol is not in an anonymous list.
    expect(await listing.locator('.socialmedia-listing-item h3').allInnerTexts()).toEqual([
      'Alice Example',
      'Bob Example',
    ]);
    expect(await linkTargets(page, '.socialmedia-listing-item:first-child .socialmedia-links')).toEqual([
      'https://x.com/alice_example',
      'https://github.com/alice-example',
      'https://www.linkedin.com/in/alice-example',
      'https://mastodon.social/@alice',
    ]);
    expect(tab.backendRequests.filter((request) => request.includes('@querystring-search'))).toEqual([
      'POST /Plone/follow-us/@querystring-search',
    ]);
    expect(await page.getByRole('button', { name: 'Edit the block’s settings' }).count()).toBe(0);
    await page.locator('main').screenshot({ path: path.join(SCREENSHOTS, 'follow-us.png'), animations: 'disabled' });

    // A person's name in the listing leads to the person's page and its own links, at the person's own address.
    await listing.getByRole('link', { name: 'Bob Example' }).click();
    await page.locator('main h1', { hasText: 'Bob Example' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/team/bob');
    expect(await linkTargets(page, 'main .socialmedia-content-links')).toEqual([
      'https://fosstodon.org/@bob',
      'https://facebook.com/bob.example',
    ]);
    expect(tab.problems).toEqual([]);
  });

  it('grows the block’s icons while a visitor points at them or reaches them by keyboard, unless they ask for less motion', async () => {
    const { page } = tab;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await tab.visit('/follow-us');
    const link = followUs(page).getByRole('link').first();
    const iconWidth = () => link.locator('.socialmedia-icon').evaluate((icon) => icon.getBoundingClientRect().width);
    const still = await iconWidth();
    expect(still).toBe(32); // the demo shows the block's icons at 32 px
    await link.hover();
    await expect.poll(iconWidth).toBeCloseTo(still * 1.2, 1);
    await page.mouse.move(0, 0);
    await expect.poll(iconWidth).toBe(still);
    // From the keyboard: the next link has the focus, Shift+Tab moves it back.
    await followUs(page).getByRole('link').nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(iconWidth).toBeCloseTo(still * 1.2, 1);

    // The site's links below every page are not the block's: they stay still.
    const footerIcon = page.locator('footer .socialmedia-links .socialmedia-icon').first();
    await footerIcon.hover();
    await page.waitForTimeout(300);
    expect(await footerIcon.evaluate((icon) => icon.getBoundingClientRect().width)).toBe(
      await footerIcon.evaluate((icon) => (icon as HTMLElement).offsetWidth),
    );

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.move(0, 0);
    await link.hover();
    await page.waitForTimeout(300);
    expect(await iconWidth()).toBe(still);
    expect(tab.problems).toEqual([]);
  });

  it('lets an editor change the block’s headline, networks, animation and alignment, keeps the changes through a failed save, and saves them', async () => {
    const { page } = tab;
    await logIn(tab, '/follow-us');
    await page.getByRole('button', { name: 'Edit the block’s settings' }).click();
    const form = page.getByRole('form', { name: 'Follow Us' });
    await form.getByLabel('Headline').fill('Our profiles');
    await form.getByRole('checkbox', { name: 'GitHub', exact: true }).uncheck();
    await form.getByRole('checkbox', { name: 'X', exact: true }).check();
    await form.getByRole('button', { name: 'Move X up' }).click();
    const animate = form.getByRole('checkbox', { name: 'Animate the icons' });
    expect(await animate.isChecked()).toBe(true);
    await animate.uncheck();
    const centre = form.getByRole('radio', { name: 'Center' });
    expect(await form.getByRole('radio', { name: 'Left' }).isChecked()).toBe(true);
    expect(await iconsOffCentre(page)).toBeGreaterThan(100);
    await centre.check();
    const order = form.getByRole('list', { name: 'Chosen networks, in the order shown' }).locator('li span');
    expect(await order.allInnerTexts()).toEqual(['Mastodon', 'X', 'YouTube']);
    await page
      .locator('main .block-card')
      .first()
      .screenshot({
        path: path.join(SCREENSHOTS, 'follow-us-settings.png'),
        animations: 'disabled',
      });

    await failNext({ method: 'PATCH', path: '/Plone/follow-us', status: 500 });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toContain('Your changes are still here');
    expect(await form.getByLabel('Headline').inputValue()).toBe('Our profiles');
    expect(await order.allInnerTexts()).toEqual(['Mastodon', 'X', 'YouTube']);
    expect(await animate.isChecked()).toBe(false);
    expect(await centre.isChecked()).toBe(true);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const shown = ['https://fosstodon.org/@plone', 'https://x.com/plonedemo', 'https://www.youtube.com/@PloneCMS'];
    expect(await followUs(page).locator('h2').innerText()).toBe('Our profiles');
    expect(await linkTargets(page, 'main .socialmedia-follow-us')).toEqual(shown);
    // Saved on the backend: a visitor's fresh load shows the same.
    await page.reload();
    await pageShown(page);
    await expect.poll(() => linkTargets(page, 'main .socialmedia-follow-us')).toEqual(shown);
    expect(await followUs(page).locator('h2').innerText()).toBe('Our profiles');
    expect(await iconsOffCentre(page)).toBeLessThanOrEqual(1);
    // The icons no longer grow on hover.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const icon = followUs(page).locator('.socialmedia-icon').first();
    await icon.hover();
    await page.waitForTimeout(300);
    expect(await icon.evaluate((element) => element.getBoundingClientRect().width)).toBe(32);
    expect(tab.problems).toEqual([]);
  });
});

describe('every page has an address of its own', () => {
  it('puts the page’s own address, without `#`, in og:url, and the address opens that page directly', async () => {
    const { page } = tab;
    for (const [address, title] of [
      ['/', 'Social Media Demo'],
      ['/follow-us', 'Follow us'],
      ['/team/alice', 'Alice Example'],
      ['/community/meetups', 'Meetups'],
    ] as const) {
      await tab.visit(address);
      await expect.poll(() => page.locator('main h1').innerText()).toBe(title);
      const tags = await headTags(page);
      expect(tags['og:url']).toBe(new URL(address, page.url()).href.replace(/\/$/, ''));
      expect(tags['og:url']).not.toContain('#');
      expect(tags['og:title']).toBe(title);
      expect(await page.title()).toBe(`${title} – Social media for Plone`);
    }
    // The people listing is a view of the site root: its own address and title, the root's site-wide tags.
    await tab.visit('/people');
    await page.locator('.socialmedia-listing-item').first().waitFor();
    await expect
      .poll(() => headTags(page))
      .toEqual({
        'og:title': 'People',
        'og:url': new URL('/people', page.url()).href,
        'og:type': 'website',
        'fb:app_id': '123456789012345',
        'og:article:publisher': 'https://www.facebook.com/plonedemo',
        'twitter:card': 'summary',
        'twitter:site': '@plonedemo',
      });
    expect(await page.locator('head meta[property="og:url"]').count()).toBe(1);
    expect(tab.problems).toEqual([]);
  });

  it('follows links without reloading, and goes back and forward with the browser', async () => {
    const { page } = tab;
    await tab.visit('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await page.locator('main h1', { hasText: 'Team' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/team');
    await page.goBack();
    await page.locator('main h1', { hasText: 'Social Media Demo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await page.locator('main h1', { hasText: 'Team' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(tab.problems).toEqual([]);
  });
});

describe('the navigation', () => {
  it('offers an anonymous visitor only the pages they may open, and an editor the private ones too', async () => {
    const { page } = tab;
    await tab.visit('/');
    const everyone = ['Home', 'About this site', 'We are on social media', 'Community', 'Team', 'Follow us', 'People'];
    await expect.poll(() => mainNavigation(page)).toEqual(everyone);
    // The same on a page the visitor may not open: the navigation is the site root's.
    await tab.visit('/private-page');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('This page is private.');
    await expect.poll(() => mainNavigation(page)).toEqual(everyone);

    await logIn(tab);
    await expect
      .poll(() => mainNavigation(page))
      .toEqual([
        'Home',
        'About this site',
        'We are on social media',
        'Community',
        'Internal',
        'Team',
        'Private page',
        'Follow us',
        'People',
      ]);
    expect(tab.problems).toEqual([]);
  });
});

describe('the language switch', () => {
  it('names every language in that language, Basque as Euskara', async () => {
    await tab.visit('/');
    const names = await tab.page.getByLabel('Language').locator('option').allInnerTexts();
    expect(names).toContain('Euskara');
    expect(names).toEqual(
      expect.arrayContaining([
        'English',
        'Português (Brasil)',
        'Deutsch',
        'Español',
        'Français',
        'Italiano',
        'Nederlands',
        '日本語',
      ]),
    );
    expect(names).not.toContain('Basque');
    await tab.page.getByLabel('Language').selectOption('eu');
    await tab.page.locator('html[lang="eu"]').waitFor({ state: 'attached' });
    expect(await tab.page.getByRole('combobox').locator('option:checked').innerText()).toBe('Euskara');
  });
});
