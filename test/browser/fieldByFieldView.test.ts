// The stylesheet on a page Volto's DefaultView shows an editor field by field (a page without blocks): the
// `social_links` field leaves the page's links to the slot below the page, so its row, empty, must not stand in the
// fields as if the page had no links, nor a fieldset heading over nothing else.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pkg from '../../package.json' with { type: 'json' };
import { connectBrowser } from './support/demo';

const stylesheet = readFileSync(resolve(import.meta.dirname, '..', '..', pkg.exports['./styles.css']), 'utf8');

/** One field as Volto 18/19's DefaultView renders it with semantic-ui-react: its label, then its view widget. */
const field = (id: string, title: string, value: string) => `
  <div class="ui internally celled grid">
    <div class="row"><div class="ui label" title="${id}">${title}:</div></div>
    <div class="row"><div class="ui basic segment">${value}</div></div>
  </div>`;

/** A page without blocks as DefaultView renders it to an editor, then the `belowContent` slot with the links. */
const fieldByFieldPage = (fieldsets: string) => `<!doctype html>
<html><head><style>${stylesheet}</style></head>
<body><div id="view">
  <div class="ui container" id="page-document">
    <div class="fieldset"><h1 class="documentFirstHeading">Dana</h1></div>
    ${fieldsets}
  </div>
  <section class="socialmedia-content-links-slot ui container"><h2>Social media</h2>
    <ul class="socialmedia-links"><li><a href="https://github.com/dana-example">GitHub</a></li></ul>
  </section>
</div></body></html>`;

/** Whether the element the selector finds is drawn (takes room on the page). */
const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getClientRects().length > 0);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('a page Volto shows an editor field by field', () => {
  it('shows no empty Social links row and no Social Media heading over nothing on a person’s page', async () => {
    await page.setContent(
      fieldByFieldPage(
        `<div class="fieldset" id="social"><h2>Social Media</h2>${field('social_links', 'Social links', '')}</div>`,
      ),
    );
    expect(await shown(page, '#social')).toBe(false);
    expect(await shown(page, '.socialmedia-content-links-slot a')).toBe(true);
  });

  it('keeps a folder’s other settings in their fieldset, without the empty links row', async () => {
    await page.setContent(
      fieldByFieldPage(
        `<div class="fieldset" id="social"><h2>Social Media</h2>
          ${field('share_social_data', 'Share social data', 'Yes')}
          ${field('facebook_app_id', 'Facebook App ID', '1234')}
          ${field('social_links', 'Social links', '')}
        </div>`,
      ),
    );
    expect(await shown(page, '#social h2')).toBe(true);
    expect(await shown(page, '.ui.label[title="share_social_data"]')).toBe(true);
    expect(await shown(page, '.ui.label[title="facebook_app_id"]')).toBe(true);
    expect(await shown(page, '.ui.grid:has(.ui.label[title="social_links"])')).toBe(false);
  });
});
