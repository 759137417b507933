// The demo on a phone: a 320 CSS px wide touch screen (as a 1280 px window zoomed to 400 %, WCAG's reflow width),
// where a visitor taps rather than hovers and an editor edits links with a finger. Nothing may need a sideways scroll,
// and nothing may stay in a state only a mouse would leave.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectBrowser, logIn, openDemo, resetBackend } from './support/demo';
import type { DemoTab } from './support/demo';

const PHONE = { width: 320, height: 640 };

let browser: Browser;
let tab: DemoTab;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetBackend();
  // A visitor whose system does not ask for less motion: the blocks' icons grow where the block asks for it.
  tab = await openDemo(browser, PHONE, {
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    reducedMotion: 'no-preference',
  });
  return async () => {
    await tab.context.close();
  };
});

/** How far (CSS px) the page is wider than the screen: what the visitor must scroll sideways to read. */
const sidewaysOverflow = () =>
  tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('on a phone', () => {
  it('keeps an edited link with a long title inside the screen, without scrolling sideways', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    expect(await sidewaysOverflow()).toBe(0);
    // A title of one long word, as an editor gives a link the profile's handle or its address.
    await page.getByRole('textbox', { name: 'Title' }).first().fill('Alice_Example_Official_Community_Profile_On_X');
    await expect
      .poll(() => page.locator('.social-links-widget-list legend').first().innerText())
      .toContain('Alice_Example_Official_Community_Profile_On_X');
    expect(await sidewaysOverflow()).toBe(0);
    expect(tab.problems).toEqual([]);
  });

  it('moves a link of the widget down the list when an editor drags its handle with a finger', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice/edit');
    const handle = page.getByRole('button', { name: 'Drag to reorder: X' });
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A finger's touch, moved down past the next rows in small steps, as a drag comes from a touch screen.
    const touch = await tab.context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 30; step++) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 15 }] });
      await page.waitForTimeout(16);
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(() => page.locator('.social-links-widget-list legend').allInnerTexts())
      .toEqual(['Link 1 of 4: GitHub', 'Link 2 of 4: LinkedIn', 'Link 3 of 4: Mastodon', 'Link 4 of 4: X']);
    expect(tab.problems).toEqual([]);
  });

  it('keeps the Share block inside the screen, the Mastodon link in reach, whatever the remembered instance’s name', async () => {
    const { page } = tab;
    await tab.visit('/social-media-launch');
    // A visitor who named a server with a long name of one word (no hyphen to break at) when sharing on Mastodon.
    const instance = 'mastodon.communityofopensourcedevelopers.social';
    await page.evaluate((name) => localStorage.setItem('socialmedia.mastodonInstance', name), instance);
    await page.reload();
    const change = page.getByRole('button', { name: `Change Mastodon instance (${instance})` });
    await change.waitFor();
    expect(await sidewaysOverflow()).toBe(0);
    for (const target of [page.getByRole('link', { name: 'Share on Mastodon (opens in a new tab)' }), change]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(tab.problems).toEqual([]);
  });

  it('lets a tapped share button’s icon shrink back once the tap is over, as it does when the mouse leaves', async () => {
    const { page } = tab;
    await tab.visit('/social-media-launch');
    // The page's Share block asks for icons that grow (`animate`): under a mouse, they do.
    expect(await page.locator('.socialmedia-share-block .socialmedia-links-animate').count()).toBe(1);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const copy = page.getByRole('button', { name: 'Copy link' });
    const iconTransform = () => copy.locator('.socialmedia-icon').evaluate((icon) => getComputedStyle(icon).transform);
    expect(await iconTransform()).toBe('none');
    await copy.tap();
    await expect.poll(() => page.locator('.socialmedia-share [role="status"]').innerText()).toBe('Link copied');
    // A touch screen keeps the tapped button "hovered" until the next tap elsewhere: a grown icon would stay grown.
    await page.waitForTimeout(300);
    expect(await iconTransform()).toBe('none');
    expect(tab.problems).toEqual([]);
  });
});
