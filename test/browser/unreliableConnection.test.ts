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

describe('an editor on a slow connection', () => {
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

    const stored = (await page.evaluate(async (url) => {
      const token = JSON.parse(sessionStorage.getItem('socialmedia-demo.login') ?? '{}').token as string;
      const answer = await fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { social_links: Array<{ href: Array<{ '@id': string }> }> }).social_links;
    }, new URL('/Plone/team/alice', page.url()).href)) as Array<{ href: Array<{ '@id': string }> }>;
    expect(await widgetAddresses(page)).toEqual(stored.map((link) => link.href[0]!['@id']));
  });
});
