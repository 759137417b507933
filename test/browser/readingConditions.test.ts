// The visitor components as they are read where the other browser tests do not look: on a right-to-left site (Volto
// sets `dir="rtl"` on the document for Arabic or Hebrew), for someone whose system asks for less motion, and on paper.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createClient } from '../../src/client';
import { freshDemoTabs, logIn, pageShown } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

/** Where the Follow Us block's headline text and its row of icons end, on the right, in px. */
const followUsRightEdges = (page: Page) =>
  page.locator('main .socialmedia-follow-us').evaluate((block) => {
    const range = document.createRange();
    range.selectNodeContents(block.querySelector('h2')!);
    const icons = [...block.querySelectorAll('.socialmedia-icon')].map((icon) => icon.getBoundingClientRect().right);
    return { headline: Math.round(range.getBoundingClientRect().right), icons: Math.round(Math.max(...icons)) };
  });

describe('on a right-to-left site', () => {
  it('sets a Follow Us block aligned right with its headline and its icons on the right', async () => {
    const { page } = tab;
    await logIn(tab, '/follow-us');
    await page.getByRole('button', { name: 'Edit the block’s settings' }).click();
    const form = page.getByRole('form', { name: 'Follow Us' });
    await form.getByRole('radio', { name: 'Right' }).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await page.reload();
    await pageShown(page);
    const leftToRight = await followUsRightEdges(page);
    expect(leftToRight.icons).toBe(leftToRight.headline);

    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    expect(await followUsRightEdges(page)).toEqual(leftToRight);
    expect(tab.problems).toEqual([]);
  });

  it('keeps the links widget’s addresses left to right, as an address reads, and its handles too', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    const addresses = page.getByRole('textbox', { name: 'Address' });
    expect(await addresses.count()).toBe(5); // the four links and the new link's
    // Laid out right to left, the new link's placeholder `https://` reads `//:https`, a handle `@alice@mastodon.social`
    // reads `alice@mastodon.social@`.
    expect(await addresses.evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).direction))).toEqual(
      Array(5).fill('ltr'),
    );
    expect(tab.problems).toEqual([]);
  });

  it('keeps the Mastodon instance a visitor types left to right, as a server’s name reads', async () => {
    const { page } = tab;
    await tab.visit('/social-media-launch');
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.getByRole('button', { name: 'Share on Mastodon' }).click();
    const instance = page.getByRole('textbox', { name: 'Your Mastodon instance' });
    await instance.pressSequentially('mastodon.');
    // Laid out right to left, what the visitor has typed so far reads `.mastodon`.
    expect(await instance.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    expect(tab.problems).toEqual([]);
  });

  it('sets the links widget’s rows flush with the widget on its right, as on the left of a left-to-right page', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice/edit');
    const list = page.locator('.social-links-widget-list');
    /** How far (px) the first row stands in from the widget's side where a line starts: left, or right. */
    const indent = () =>
      list.evaluate((element) => {
        const row = element.firstElementChild!.getBoundingClientRect();
        const widget = element.parentElement!.getBoundingClientRect();
        return Math.round(document.dir === 'rtl' ? widget.right - row.right : row.left - widget.left);
      });
    const leftToRight = await indent();
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    expect(await indent()).toBe(leftToRight);
    expect(tab.problems).toEqual([]);
  });
});

describe('where the system asks for less motion', () => {
  it('moves a link of the widget from the keyboard without sliding the rows', async () => {
    const { page } = tab;
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await logIn(tab, '/team/alice/edit');
    const rows = page.locator('.social-links-widget-list > li');
    await rows.first().getByRole('button', { name: 'Drag to reorder: X' }).focus();
    await page.keyboard.press('Space');
    await rows.first().and(page.locator('.dragging')).waitFor();
    await page.keyboard.press('ArrowDown');
    // The dragged row and the one it passes move at once, without a transition.
    await expect.poll(() => rows.nth(1).evaluate((row) => row.style.transform)).toMatch(/^translate3d\(0px, -/);
    expect(await rows.evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDuration))).toEqual(
      Array(4).fill('0s'),
    );
    await page.keyboard.press('Space');
    await expect
      .poll(() => rows.locator('legend').allInnerTexts())
      .toEqual(['Link 1 of 4: GitHub', 'Link 2 of 4: X', 'Link 3 of 4: LinkedIn', 'Link 4 of 4: Mastodon']);
    expect(tab.problems).toEqual([]);
  });
});

describe('printed', () => {
  it('writes each profile link’s address after its icon, where paper cannot follow a link', async () => {
    const { page } = tab;
    await tab.visit('/team/alice');
    await page.emulateMedia({ media: 'print' });
    const printed = await page
      .locator('main .socialmedia-content-links a')
      .evaluateAll((links) => links.map((link) => getComputedStyle(link, '::after').content));
    // Each address left to right whatever the page's direction (between U+2066 and U+2069), as an address reads.
    expect(printed).toEqual([
      '" \u2066https://x.com/alice_example\u2069"',
      '" \u2066https://github.com/alice-example\u2069"',
      '" \u2066https://www.linkedin.com/in/alice-example\u2069"',
      '" \u2066https://mastodon.social/@alice\u2069"',
    ]);
    // On screen, the icons alone.
    await page.emulateMedia({ media: 'screen' });
    expect(
      await page
        .locator('main .socialmedia-content-links a')
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content),
    ).toBe('none');
  });

  it('writes an address ending in a slash as it reads on a right-to-left site, the slash at its end', async () => {
    // A LinkedIn profile's address as LinkedIn copies it, with a slash at the end.
    const address = 'https://www.linkedin.com/in/alice-example/';
    const anonymous = createClient({ baseUrl: inject('backendUrl') });
    const admin = anonymous.withCredentials(await anonymous.login('admin', 'admin'));
    const links = await admin.getLinks('/team/alice');
    await admin.putLinks(
      '/team/alice',
      links.map((link) => (link.id === 'linkedin' ? { ...link, href: [{ ...link.href[0]!, '@id': address }] } : link)),
    );
    const { page } = tab;
    await tab.visit('/team/alice');
    // The page's content right to left, as Volto sets the whole document for Arabic or Hebrew.
    await page.evaluate(() => (document.querySelector('main')!.dir = 'rtl'));
    await page.emulateMedia({ media: 'print' });
    const link = page.locator(`main .socialmedia-content-links a[href="${address}"]`);
    const shot = async () => page.screenshot({ clip: (await link.boundingBox())!, animations: 'disabled' });
    const printed = await shot();
    // The same link with the address written out as text set apart from the page's direction, as an address reads
    // (what `<bdi>` does), in place of the stylesheet's: the printed link must look the same.
    await link.evaluate((element, href) => {
      const style = document.createElement('style');
      style.textContent = '.socialmedia-links a.address-as-text::after { content: none; }';
      document.head.append(style);
      const text = document.createElement('bdi');
      text.textContent = href;
      element.classList.add('address-as-text');
      element.append(' ', text);
    }, address);
    const reference = await shot();
    expect(reference.equals(printed)).toBe(true);
    expect(tab.problems).toEqual([]);
  });

  it('leaves the Share block off the paper, whose icons would lead nowhere there', async () => {
    const { page } = tab;
    await tab.visit('/social-media-launch');
    const shareList = page.getByRole('list', { name: 'Share this news' });
    const headline = page.getByRole('heading', { name: 'Share this news' });
    await shareList.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await shareList.isVisible()).toBe(false);
    expect(await headline.isVisible()).toBe(false);
    // The page itself is printed.
    expect(await page.getByRole('heading', { name: 'We are on social media' }).isVisible()).toBe(true);
    // On screen, the block as before.
    await page.emulateMedia({ media: 'screen' });
    expect(await shareList.isVisible()).toBe(true);
    expect(await headline.isVisible()).toBe(true);
    expect(tab.problems).toEqual([]);
  });
});
