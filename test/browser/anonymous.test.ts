// A visitor without an account: the site's links in every page's footer, the share tags in the head,
// people's own links, the private subsite's settings never shown, and the language switch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerLinks, headTags, linkTargets, freshDemoTabs, pageShown, SCREENSHOTS } from './support/demo';
import type { DemoTab } from './support/demo';
import { catalogueFromPo } from '../../demo/poCatalogues';

const PT_BR_CATALOGUE = path.resolve(import.meta.dirname, '../../locales/pt_BR/LC_MESSAGES/volto.po');

const SITE_LINKS = [
  'https://x.com/plonedemo',
  'https://www.facebook.com/plonedemo',
  'https://github.com/plone',
  'https://www.linkedin.com/company/plone',
  'https://fosstodon.org/@plone',
  'https://www.youtube.com/@PloneCMS',
  'https://www.instagram.com/plonecms',
];
const COMMUNITY_LINKS = [
  'https://twitter.com/plonecommunity',
  'https://facebook.com/plonecommunity',
  'https://discord.gg/plone',
];

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

describe('a visitor without an account', () => {
  it('sees the site’s profiles as icon links in the footer of the home page, loaded with the page in one request', async () => {
    await tab.visit('/');
    const { page } = tab;
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Social Media Demo');
    expect(await footerLinks(page)).toEqual(SITE_LINKS);
    const x = page.locator('footer .socialmedia-links a').first();
    expect(await x.getAttribute('target')).toBe('_blank');
    expect(await x.getAttribute('rel')).toContain('noopener');
    expect(
      await page.locator('footer').getByRole('link', { name: 'X (opens in a new tab)', exact: true }).count(),
    ).toBe(1);
    // The icons come in a chunk of their own, which may arrive after the links: each link gets its icon.
    await expect.poll(() => page.locator('footer .socialmedia-links svg').count()).toBe(SITE_LINKS.length);
    expect(await page.locator('footer').innerText()).toContain('Social media settings of “Social Media Demo”');
    // The settings and the navigation ride on the content GET, as on a Volto site.
    expect(tab.backendRequests).toEqual([
      'GET /Plone?expand=navigation,inherit&expand.inherit.behaviors=example.socialmedia.settings',
    ]);
    await page.locator('footer').screenshot({ path: path.join(SCREENSHOTS, 'footer.png'), animations: 'disabled' });
    expect(tab.problems).toEqual([]);
  });

  it('downloads none of the editors’ code: the widget and the control panel are a chunk of their own', async () => {
    const scripts: string[] = [];
    tab.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await tab.visit('/team/alice');
    await tab.page.locator('main .socialmedia-content-links svg').first().waitFor();
    const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.includes('social-links-widget'))).toEqual([]);
  });

  it('finds the share tags of the page in the head, and the next page’s after following a link', async () => {
    await tab.visit('/');
    const { page } = tab;
    const origin = new URL(page.url()).origin;
    expect(await headTags(page)).toEqual({
      'og:title': 'Social Media Demo',
      'og:description': 'A demo site for social media settings and links',
      'og:url': origin,
      'og:type': 'website',
      'fb:app_id': '123456789012345',
      'og:article:publisher': 'https://www.facebook.com/plonedemo',
      'twitter:card': 'summary',
      'twitter:site': '@plonedemo',
    });
    expect(await page.title()).toBe('Social Media Demo – Social media for Plone');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await page.locator('main h1', { hasText: 'Community' }).waitFor();
    // The subsite has settings of its own: its footer, its tags, and no tag left over from the home page.
    expect(await footerLinks(page)).toEqual(COMMUNITY_LINKS);
    expect(await headTags(page)).toEqual({
      'og:title': 'Community',
      'og:description': 'A subsite with its own social media settings',
      'og:url': `${origin}/community`,
      'og:type': 'article',
      'fb:app_id': '987654321098765',
      'og:article:publisher': 'https://facebook.com/plonecommunity',
      'twitter:card': 'summary',
      'twitter:site': '@plonecommunity',
    });
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);

    await page.getByRole('link', { name: 'Meetups' }).click();
    await page.locator('main h1', { hasText: 'Meetups' }).waitFor();
    expect(await footerLinks(page)).toEqual(COMMUNITY_LINKS);
    expect((await headTags(page))['og:url']).toBe(`${origin}/community/meetups`);
    // One GET per page view: the settings and the navigation ride on the content.
    expect(tab.backendRequests).toEqual(
      ['', '/community', '/community/meetups'].map(
        (path) => `GET /Plone${path}?expand=navigation,inherit&expand.inherit.behaviors=example.socialmedia.settings`,
      ),
    );
    expect(tab.problems).toEqual([]);
  });

  it('sees a person’s own profiles on the person’s page, under the site’s footer', async () => {
    await tab.visit('/team/alice');
    const { page } = tab;
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Alice Example');
    expect(await linkTargets(page, 'main .socialmedia-content-links')).toEqual([
      'https://x.com/alice_example',
      'https://github.com/alice-example',
      'https://www.linkedin.com/in/alice-example',
      'https://mastodon.social/@alice',
    ]);
    // Alice lives in the team folder, which has settings of its own.
    expect(await footerLinks(page)).toEqual(['https://github.com/plone/volto']);
    expect(await page.getByRole('link', { name: 'Edit social links' }).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });

  it('sees everyone’s profiles in the people listing, from one catalog search, without the unpublished person', async () => {
    await tab.visit('/people');
    const { page } = tab;
    await page.locator('.socialmedia-listing-item').first().waitFor();
    expect(await page.locator('.socialmedia-listing-item h3').allInnerTexts()).toEqual([
      'Alice Example',
      'Bob Example',
    ]);
    expect(await linkTargets(page, '.socialmedia-listing-item:nth-child(2) .socialmedia-links')).toEqual([
      'https://fosstodon.org/@bob',
      'https://facebook.com/bob.example',
    ]);
    await page.getByRole('list', { name: 'Social media links of Bob Example' }).waitFor();
    expect(tab.backendRequests.filter((request) => request.includes('@search'))).toEqual([
      'GET /Plone/team/@search?portal_type=Document&path.depth=1&sort_on=sortable_title',
    ]);
    expect(await footerLinks(page)).toEqual(SITE_LINKS);
    expect(tab.problems).toEqual([]);
  });

  it('is told kindly that the private subsite is private, and never sees its settings anywhere', async () => {
    await tab.visit('/internal');
    const { page } = tab;
    await expect.poll(() => page.locator('main h1').innerText()).toBe('This page is private.');
    await page.getByRole('link', { name: 'Log in to see it.' }).waitFor();
    await expect.poll(() => footerLinks(page)).toEqual(SITE_LINKS);

    // A published page inside the private subsite: the settings come from the closest object anonymous may View.
    await tab.visit('/internal/handbook');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Public handbook');
    expect(await footerLinks(page)).toEqual(SITE_LINKS);
    const tags = await headTags(page);
    expect(tags['fb:app_id']).toBe('123456789012345');
    expect(tags['twitter:site']).toBe('@plonedemo');
    expect(await page.content()).not.toContain('internalteam');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain(
      'internalteam',
    );

    await tab.visit('/private-page');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('This page is private.');
    expect(tab.problems).toEqual([]);
  });

  it('reads the demo in Brazilian Portuguese after switching the language, and still after a reload', async () => {
    await tab.visit('/');
    const { page } = tab;
    await page.getByLabel('Language').selectOption('pt-BR');
    await expect.poll(() => page.locator('footer h2').innerText()).toBe('Siga-nos');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Início' }).waitFor();
    // The add-on's own strings come from its catalogue in locales/.
    const addOnLabel = catalogueFromPo(readFileSync(PT_BR_CATALOGUE))['socialmedia.links.label'];
    expect(addOnLabel, `${PT_BR_CATALOGUE} translates socialmedia.links.label`).toBeTruthy();
    expect(await page.locator('footer .socialmedia-links').getAttribute('aria-label')).toBe(addOnLabel);
    await page.reload();
    await pageShown(page);
    await expect.poll(() => page.locator('footer h2').innerText()).toBe('Siga-nos');
    await page.getByLabel('Idioma').selectOption('en');
    await expect.poll(() => page.locator('footer h2').innerText()).toBe('Follow us');
    expect(tab.problems).toEqual([]);
  });
});
