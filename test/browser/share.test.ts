// "Share this page" in the demo, in Chromium: the share links carry the page's address, the Mastodon instance is
// asked once and remembered after a reload, copying the link is announced, and a keyboard reaches everything.
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, freshDemoTabs, SCREENSHOTS } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened));

const ROUTE = '/social-media-launch';
const TITLE = 'We are on social media';

async function openSharePage(): Promise<string> {
  await tab.visit(ROUTE);
  await tab.page.getByRole('list', { name: 'Share this news' }).waitFor();
  return new URL(ROUTE, inject('demoUrl')).href;
}

function shareLink(name: string) {
  return tab.page.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
}

describe('the Share block in the demo', () => {
  it('links to each network’s share form with the page’s address and title, and has no axe violations', async () => {
    const pageUrl = await openSharePage();
    const href = async (name: string) => new URL((await shareLink(name).getAttribute('href'))!);
    expect((await href('X')).origin + (await href('X')).pathname).toBe('https://x.com/intent/post');
    expect((await href('X')).searchParams.get('url')).toBe(pageUrl);
    expect((await href('X')).searchParams.get('text')).toBe(TITLE);
    expect((await href('Facebook')).searchParams.get('u')).toBe(pageUrl);
    expect((await href('LinkedIn')).searchParams.get('url')).toBe(pageUrl);
    expect((await href('Telegram')).searchParams.get('url')).toBe(pageUrl);
    for (const name of ['Bluesky', 'Threads', 'WhatsApp']) {
      expect((await href(name)).searchParams.get('text')).toBe(`${TITLE} ${pageUrl}`);
    }
    const mail = await tab.page.getByRole('link', { name: 'Share by email' }).getAttribute('href');
    expect(mail).toBe(`mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(`${TITLE} ${pageUrl}`)}`);
    // No script or frame of a network's, and no cookie: the page loads nothing from them.
    const thirdParty = await tab.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => !name.startsWith(location.origin)),
    );
    expect(thirdParty).toEqual([]);
    expect(await tab.context.cookies()).toEqual([]);
    expect(await axeViolations(tab.page)).toEqual([]);
    expect(tab.problems).toEqual([]);
  });

  it('centres its headline and buttons, and grows a button’s icon under the pointer, as the block asks', async () => {
    await openSharePage();
    const { page } = tab;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : NaN);
    const block = centre(await page.locator('.socialmedia-share-block').boundingBox());
    const headline = page.getByRole('heading', { name: 'Share this news' });
    const headlineText = await headline.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { x: box.x, width: box.width };
    });
    const buttons = await page.getByRole('list', { name: 'Share this news' }).evaluate((list) => {
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const left = Math.min(...items.map((box) => box.left));
      return { x: left, width: Math.max(...items.map((box) => box.right)) - left };
    });
    expect(Math.abs(centre(headlineText) - block)).toBeLessThan(2);
    expect(Math.abs(centre(buttons) - block)).toBeLessThan(2);

    const copy = page.getByRole('button', { name: 'Copy link' });
    const iconWidth = () => copy.locator('.socialmedia-icon').evaluate((icon) => icon.getBoundingClientRect().width);
    const still = await iconWidth();
    await copy.hover();
    await expect.poll(iconWidth).toBeCloseTo(still * 1.2, 1);
    await page.mouse.move(0, 0);
    await expect.poll(iconWidth).toBe(still);
    expect(tab.problems).toEqual([]);
  });

  it('asks for the Mastodon instance with the keyboard, and remembers it after a reload', async () => {
    const pageUrl = await openSharePage();
    const opener = tab.page.getByRole('button', { name: 'Share on Mastodon' });
    await opener.focus();
    await tab.page.keyboard.press('Enter');
    const field = tab.page.getByRole('textbox', { name: 'Your Mastodon instance' });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await tab.page.keyboard.type('not an instance');
    await tab.page.keyboard.press('Enter');
    await tab.page.getByRole('alert').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(tab.page)).toEqual([]);

    await field.fill('fosstodon.org');
    // The README's picture of the block: the Mastodon form open, as a visitor fills it in.
    await tab.page
      .locator('.block-card', { has: tab.page.locator('.socialmedia-share-block') })
      .screenshot({ path: path.join(SCREENSHOTS, 'share.png'), animations: 'disabled' });
    await tab.page.keyboard.press('Enter');
    const link = shareLink('Mastodon');
    await expect.poll(() => link.evaluate((a) => a === document.activeElement)).toBe(true);
    const expected = `https://fosstodon.org/share?text=${encodeURIComponent(`${TITLE} ${pageUrl}`)}`;
    expect(await link.getAttribute('href')).toBe(expected);

    await tab.page.reload();
    await tab.page.getByRole('list', { name: 'Share this news' }).waitFor();
    await expect.poll(() => shareLink('Mastodon').getAttribute('href')).toBe(expected);
    await tab.page.getByRole('button', { name: 'Change Mastodon instance (fosstodon.org)' }).click();
    await tab.page.getByRole('textbox', { name: 'Your Mastodon instance' }).fill('chaos.social');
    await tab.page.getByRole('button', { name: 'Use this instance' }).click();
    expect(await shareLink('Mastodon').getAttribute('href')).toMatch(/^https:\/\/chaos\.social\/share\?text=/);
    expect(tab.problems).toEqual([]);
  });

  it('copies the link with Space and announces it in a polite live region', async () => {
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pageUrl = await openSharePage();
    await tab.page.getByRole('button', { name: 'Copy link' }).focus();
    await tab.page.keyboard.press('Space');
    const status = tab.page.locator('.socialmedia-share-block [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Link copied');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await tab.page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  });

  it('shows the link selected in a read-only field where the browser has no clipboard API', async () => {
    await tab.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    const pageUrl = await openSharePage();
    await tab.page.getByRole('button', { name: 'Copy link' }).click();
    const field = tab.page.getByRole('textbox', { name: 'Link to this page' });
    expect(await field.inputValue()).toBe(pageUrl);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(
      await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd, input.value.length]),
    ).toEqual([0, pageUrl.length, pageUrl.length]);
    expect(await axeViolations(tab.page)).toEqual([]);
  });

  it('copies the link where the browser has no clipboard API, as on a page served over plain http', async () => {
    await tab.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      // What the page put on the clipboard, read once the page's own copy listeners have run.
      window.addEventListener('copy', (event) => {
        (window as unknown as { copied: unknown }).copied = event.clipboardData?.getData('text/plain');
      });
    });
    const pageUrl = await openSharePage();
    await tab.page.getByRole('button', { name: 'Copy link' }).click();
    const status = tab.page.locator('.socialmedia-share-block [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Link copied');
    expect(await tab.page.evaluate(() => (window as unknown as { copied: unknown }).copied)).toBe(pageUrl);
    expect(tab.problems).toEqual([]);
  });

  it('offers the browser’s own share sheet only where it has navigator.share', async () => {
    await openSharePage();
    const hasShare = await tab.page.evaluate(() => typeof navigator.share === 'function');
    expect(await tab.page.getByRole('button', { name: 'Share with an app' }).count()).toBe(hasShare ? 1 : 0);
    await tab.context.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    const pageUrl = await openSharePage();
    await tab.page.getByRole('button', { name: 'Share with an app' }).click();
    expect(await tab.page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: TITLE, url: pageUrl },
    ]);
  });
});
