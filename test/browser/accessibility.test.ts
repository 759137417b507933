// axe-core on every kind of page of the demo, for visitors and for editors: no violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, connectBrowser, logIn, openDemo, resetBackend } from './support/demo';
import type { DemoTab } from './support/demo';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
  await resetBackend();
});
afterAll(async () => {
  await browser?.close();
});

describe('for a visitor without an account', () => {
  let tab: DemoTab;
  beforeAll(async () => {
    tab = await openDemo(browser);
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it.each([
    ['the home page', '/'],
    ['a subsite', '/community'],
    ['a folder of people', '/team'],
    ['a person', '/team/alice'],
    ['the people listing', '/people'],
    ['a page with the Follow Us block and a Social links listing', '/follow-us'],
    ['a private page', '/private-page'],
    ['the login form', '/login'],
  ])('%s has no accessibility violations', async (_name, route) => {
    await tab.visit(route);
    if (route === '/people' || route === '/follow-us')
      await tab.page.locator('.socialmedia-listing-item').first().waitFor();
    expect(await axeViolations(tab.page)).toEqual([]);
  });

  it('the home page in Brazilian Portuguese has no accessibility violations', async () => {
    await tab.visit('/');
    await tab.page.getByLabel('Language').selectOption('pt-BR');
    await tab.page.locator('html[lang="pt-BR"]').waitFor({ state: 'attached' });
    expect(await axeViolations(tab.page)).toEqual([]);
  });
});

describe('for an editor', () => {
  let tab: DemoTab;
  beforeAll(async () => {
    tab = await openDemo(browser);
    await logIn(tab);
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it('the control panel has no accessibility violations', async () => {
    await tab.visit('/controlpanel/social-media');
    await tab.page.locator('.social-links-widget-list').waitFor();
    expect(await axeViolations(tab.page)).toEqual([]);
  });

  it('a person’s edit form has no accessibility violations, also after a failed validation and a deletion', async () => {
    await tab.visit('/team/alice/edit');
    await tab.page.locator('.social-links-widget-list').waitFor();
    await tab.page.getByRole('button', { name: 'Delete: GitHub' }).click();
    await tab.page.getByRole('group', { name: 'Add a link' }).getByRole('button', { name: 'Add link' }).click();
    expect(await axeViolations(tab.page)).toEqual([]);
  });
});
