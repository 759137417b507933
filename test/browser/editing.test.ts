// An editor: logs in, edits the site's profiles in the Social Media control panel (add, reorder, delete,
// save), sees every page change, keeps the edits when a save fails, and edits a person's own links.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { failNext, footerLinks, linkTargets, logIn, freshDemoTabs, SCREENSHOTS } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

/** The addresses in the widget's rows, in order. */
function widgetAddresses(page: Page): Promise<string[]> {
  return page
    .locator('.social-links-widget-list .social-links-widget-item')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('input')[1]?.value ?? ''));
}

async function addLink(page: Page, network: string, url: string) {
  const form = page.getByRole('group', { name: 'Add a link' });
  await form.getByRole('radio', { name: network, exact: true }).check();
  await form.getByLabel('Address').fill(url);
  await form.getByRole('button', { name: 'Add link' }).click();
}

describe('an editor', () => {
  it('logs in with the demo account after a wrong password, and then sees the private subsite with its own settings', async () => {
    const { page } = tab;
    await tab.visit('/login?return_url=/internal');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong user name or password.');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Internal');
    await page.getByText('Logged in as admin').waitFor();
    await expect.poll(() => footerLinks(page)).toEqual(['https://x.com/internalteam']);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.locator('main h1').innerText()).toBe('This page is private.');
    expect(tab.problems).toEqual([]);
  });

  it('adds, reorders and deletes the site’s profiles in the control panel, and every page shows the saved list', async () => {
    const { page } = tab;
    await logIn(tab);
    await page.getByRole('banner').getByRole('link', { name: 'Social media settings' }).click();
    await page.locator('.social-links-widget-list').waitFor();

    await addLink(page, 'Bluesky', 'https://bsky.app/profile/plone.org');
    await page.getByRole('button', { name: 'Move up: Bluesky' }).click();
    await page.getByRole('button', { name: 'Move up: GitHub' }).click();
    await page.getByRole('button', { name: 'Move up: GitHub' }).click();
    await page.getByRole('button', { name: 'Delete: Instagram' }).click();
    const edited = [
      'https://github.com/plone',
      'https://x.com/plonedemo',
      'https://www.facebook.com/plonedemo',
      'https://www.linkedin.com/company/plone',
      'https://fosstodon.org/@plone',
      'https://www.youtube.com/@PloneCMS',
      'https://bsky.app/profile/plone.org',
    ];
    expect(await widgetAddresses(page)).toEqual(edited);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved.').waitFor();
    // The footer of the control panel's own page follows at once.
    await expect.poll(() => footerLinks(page)).toEqual(edited);

    await tab.visit('/about');
    expect(await footerLinks(page)).toEqual(edited);
    await tab.visit('/team/alice');
    expect(await footerLinks(page)).toEqual(['https://github.com/plone/volto']);
    await page.reload();
    await tab.visit('/');
    expect(await footerLinks(page)).toEqual(edited);
    expect(tab.problems).toEqual([]);
  });

  it('keeps the edits in the control panel when a save fails, and saves them on the next try', async () => {
    const { page } = tab;
    await logIn(tab);
    await tab.visit('/controlpanel/social-media/community');
    await page.locator('.social-links-widget-list').waitFor();
    await page
      .locator('.editor-page')
      .screenshot({ path: path.join(SCREENSHOTS, 'control-panel.png'), animations: 'disabled' });

    await page.getByRole('button', { name: 'Delete: Discord' }).click();
    await addLink(page, 'Mastodon', 'https://fosstodon.org/@plonecommunity');
    const edited = [
      'https://twitter.com/plonecommunity',
      'https://facebook.com/plonecommunity',
      'https://fosstodon.org/@plonecommunity',
    ];
    await failNext({ method: 'PATCH', path: '/Plone/community', status: 500 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.locator('.controlpanel-social-media [role="alert"]');
    await expect.poll(() => alert.innerText()).toContain('The site had a problem and could not save (error 500).');
    expect(await alert.innerText()).toContain('Your changes are still in the form.');
    expect(await widgetAddresses(page)).toEqual(edited);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved.').waitFor();
    await tab.visit('/community/meetups');
    expect(await footerLinks(page)).toEqual(edited);
    await tab.visit('/');
    expect((await footerLinks(page)).length).toBe(7);
    expect(tab.problems).toEqual([]);
  });

  it('keeps the keyboard on Save after a save and after a failed one, where the browser dropped it while the form was busy', async () => {
    const { page } = tab;
    await logIn(tab);
    await tab.visit('/controlpanel/social-media');
    await page.locator('.social-links-widget-list').waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const onSave = () => save.evaluate((button) => button === document.activeElement);

    await page.getByLabel('Facebook App ID').fill('1234567890');
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Changes saved.').waitFor();
    await expect.poll(onSave).toBe(true);

    await page.getByLabel('Facebook App ID').fill('9876543210');
    await failNext({ method: 'PATCH', path: '/Plone', status: 500 });
    await save.focus();
    await page.keyboard.press('Enter');
    await page.locator('.controlpanel-social-media [role="alert"] .error').waitFor();
    await expect.poll(onSave).toBe(true);

    // Enter in a field saves from there, and the keyboard stays in that field.
    const appId = page.getByLabel('Facebook App ID');
    await appId.press('Enter');
    await page.getByText('Changes saved.').waitFor();
    await expect.poll(() => appId.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(tab.problems).toEqual([]);
  });

  it('moves the keyboard to Save after discarding, as Discard changes turns disabled with nothing left to discard', async () => {
    const { page } = tab;
    await logIn(tab);
    await tab.visit('/controlpanel/social-media');
    await page.locator('.social-links-widget-list').waitFor();
    const appId = page.getByLabel('Facebook App ID');
    const stored = await appId.inputValue();
    await appId.fill('1234567890');
    const discard = page.getByRole('button', { name: 'Discard changes' });
    await discard.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => appId.inputValue()).toBe(stored);
    expect(await discard.isDisabled()).toBe(true);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(tab.problems).toEqual([]);
  });

  it('reorders a person’s links from the keyboard with a drag handle, and a screen reader hears each step once', async () => {
    const { page } = tab;
    await logIn(tab);
    await tab.visit('/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    // What a screen reader hears: each text dnd-kit's live region takes.
    await page.evaluate(() => {
      const region = document.querySelector('[id^="DndLiveRegion"]')!;
      const said: string[] = [];
      Object.assign(window, { said });
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    const handle = page.getByRole('button', { name: 'Drag to reorder: X' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(said).toEqual(['Picked up X at position 1 of 4.']);
    await page.keyboard.press('ArrowDown');
    await expect.poll(said).toContain('X is over position 2 of 4.');
    await page.keyboard.press('Space');
    await expect
      .poll(() => widgetAddresses(page))
      .toEqual([
        'https://github.com/alice-example',
        'https://x.com/alice_example',
        'https://www.linkedin.com/in/alice-example',
        'https://mastodon.social/@alice',
      ]);
    expect(await said()).toEqual([
      'Picked up X at position 1 of 4.',
      'X is over position 2 of 4.',
      'X dropped at position 2 of 4.',
    ]);
    expect(await handle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(tab.problems).toEqual([]);
  });

  it('edits a person’s own links with the widget, keeps them through a failed save, and the person’s page and the people listing show them', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice');
    await page.getByRole('link', { name: 'Edit social links' }).click();
    await page.locator('.social-links-widget-list').waitFor();
    await page.getByRole('button', { name: 'Delete: LinkedIn' }).click();
    await addLink(page, 'Mastodon', 'https://fosstodon.org/@alice');
    // Alice has a Mastodon link already: the new one is the last.
    await page.getByRole('button', { name: 'Move up: Mastodon' }).last().click();
    const edited = [
      'https://x.com/alice_example',
      'https://github.com/alice-example',
      'https://fosstodon.org/@alice',
      'https://mastodon.social/@alice',
    ];
    expect(await widgetAddresses(page)).toEqual(edited);
    await page
      .locator('.editor-page')
      .screenshot({ path: path.join(SCREENSHOTS, 'widget.png'), animations: 'disabled' });

    await failNext({ method: 'PATCH', path: '/Plone/team/alice', status: 503 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('main [role="alert"]').innerText()).toContain('Your changes are still here');
    expect(await widgetAddresses(page)).toEqual(edited);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    await page.getByRole('link', { name: 'Back to the page' }).click();
    await expect.poll(() => linkTargets(page, 'main .socialmedia-content-links')).toEqual(edited);
    await tab.visit('/people');
    await page.locator('.socialmedia-listing-item').first().waitFor();
    expect(await linkTargets(page, '.socialmedia-listing-item:first-child .socialmedia-links')).toEqual(edited);
    expect(tab.problems).toEqual([]);
  });
});
