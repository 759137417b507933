// An editor on a slow connection: a save that takes its time, and leaving a form whose changes are not saved yet.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshDemoTabs, logIn } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

/** The addresses in the widget's rows, in order. */
function widgetAddresses(page: Page): Promise<string[]> {
  return page
    .locator('.social-links-widget-list .social-links-widget-item')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('input')[1]?.value ?? ''));
}

/** Holds the page's next request of `method` to `path` until the returned function is called. */
async function holdNext(page: Page, method: string, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (held || route.request().method() !== method) return route.fallback();
      held = true;
      await released;
      await route.continue();
    },
  );
  return release;
}

describe('an editor on an unreliable connection', () => {
  it('says a person’s links are saved only when the list shown is the one the site stored', async () => {
    const { page } = tab;
    await logIn(tab, '/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    const release = await holdNext(page, 'PATCH', '/Plone/team/alice');
    await page.getByRole('button', { name: 'Delete: LinkedIn' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saving…' }).waitFor();
    // The save is on its way; the editor goes on deleting (a button that is disabled meanwhile is left alone).
    await page
      .getByRole('button', { name: 'Delete: GitHub' })
      .click({ timeout: 1000 })
      .catch(() => undefined);
    release();
    await page.getByText('Saved.').waitFor();

    // Alice's page is published: anyone reads her links as stored.
    const stored = (await page.evaluate(async (url) => {
      const answer = await fetch(url, { headers: { Accept: 'application/json' } });
      return ((await answer.json()) as { social_links: Array<{ href: Array<{ '@id': string }> }> }).social_links;
    }, new URL('/Plone/team/alice', page.url()).href)) as Array<{ href: Array<{ '@id': string }> }>;
    expect(await widgetAddresses(page)).toEqual(stored.map((link) => link.href[0]!['@id']));
  });

  it('is asked before leaving the control panel or a person’s links with unsaved changes, and keeps them when staying', async () => {
    const { page } = tab;
    const asked: string[] = [];
    let stay = true;
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void (stay ? dialog.dismiss() : dialog.accept());
    });
    await logIn(tab, '/controlpanel/social-media');
    await page.getByLabel('Facebook App ID').fill('42');
    await page.getByRole('link', { name: 'Back to the page' }).click();
    // The browser's Back, as the page hears it (popstate).
    await page.evaluate(() => history.back());
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual(['confirm', 'confirm']);
    // Staying puts the panel's address back once the dialog is answered.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/controlpanel/social-media');
    expect(await page.getByLabel('Facebook App ID').inputValue()).toBe('42');
    stay = false;
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(asked).toHaveLength(3);

    await tab.visit('/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    const stored = await widgetAddresses(page);
    await page.getByRole('button', { name: 'Delete: LinkedIn' }).click();
    const edited = await widgetAddresses(page);
    expect(edited).toHaveLength(stored.length - 1);
    // Reloading or closing the tab: the browser asks, as it does on the control panel.
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(
      true,
    );
    stay = true;
    await page.getByRole('link', { name: 'Back to the page' }).click();
    expect(asked).toHaveLength(4);
    expect(await widgetAddresses(page)).toEqual(edited);
  });

  it('saves the control panel’s changes refused for an expired login, once the editor has logged in again in another tab', async () => {
    const { page } = tab;
    const signedIn = page.waitForRequest((request) => /^Bearer /.test(request.headers().authorization ?? ''));
    await logIn(tab, '/controlpanel/social-media');
    await expireLogin(page, (await signedIn).headers().authorization!);
    await page.getByLabel('Facebook App ID').fill('42');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.locator('main [role="alert"]').allInnerTexts())
      .toContainEqual(expect.stringContaining('Log in again (for example in another tab), then save again.'));

    await logInInAnotherTab(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved.').waitFor({ timeout: 5000 });
    expect(await page.getByLabel('Facebook App ID').inputValue()).toBe('42');
  });

  it('saves a person’s links refused for an expired login, once the editor has logged in again in another tab', async () => {
    const { page } = tab;
    const signedIn = page.waitForRequest((request) => /^Bearer /.test(request.headers().authorization ?? ''));
    await logIn(tab, '/team/alice/edit');
    await page.locator('.social-links-widget-list').waitFor();
    await expireLogin(page, (await signedIn).headers().authorization!);
    await page.getByRole('button', { name: 'Delete: LinkedIn' }).click();
    const edited = await widgetAddresses(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.locator('main [role="alert"]').innerText()).toContain(
      'Log in again (for example in another tab), then save again.',
    );

    await logInInAnotherTab(page);
    expect(await widgetAddresses(page)).toEqual(edited);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor({ timeout: 5000 });
    expect(await widgetAddresses(page)).toEqual(edited);
  });
});

/** Makes the site refuse, from now on, the token the page sends as `authorization`, as when a login expires. */
async function expireLogin(page: Page, authorization: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/Plone' || url.pathname.startsWith('/Plone/'),
    (route) =>
      route.request().headers().authorization === authorization
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({
              type: 'Unauthorized',
              message: 'You are not authorized to access this resource.',
            }),
          })
        : route.fallback(),
  );
}

/** Logs in as the demo's manager in a new tab of the same browser, with a new token (the site's are to the second). */
async function logInInAnotherTab(page: Page): Promise<void> {
  await page.waitForTimeout(1100);
  const other = await page.context().newPage();
  await other.goto(new URL('/login', page.url()).href);
  await other.getByLabel('User name').fill('admin');
  await other.getByLabel('Password').fill('admin');
  await other.getByRole('button', { name: 'Log in' }).click();
  await other.getByText('Logged in as admin', { exact: true }).waitFor();
}
