// What a crawler that runs the demo's JavaScript finds in the head: one JSON-LD script with the site's profiles (and
// a person's own on the person's page), and the creator tags, on a page opened directly and after client-side
// navigation, never a second script.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshDemoTabs, headTags } from './support/demo';
import type { DemoTab } from './support/demo';

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

const ALICE_LINKS = [
  'https://x.com/alice_example',
  'https://github.com/alice-example',
  'https://www.linkedin.com/in/alice-example',
  'https://mastodon.social/@alice',
];
const TEAM_LINKS = ['https://github.com/plone/volto'];
const COMMUNITY_LINKS = [
  'https://twitter.com/plonecommunity',
  'https://facebook.com/plonecommunity',
  'https://discord.gg/plone',
];

/** The parsed text of every JSON-LD script in the head. */
function structuredData(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  );
}

/** Waits for the page with heading `title` after a click, in the same document (no reload). */
async function shownInPlace(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.locator('main h1').innerText()).toBe(title);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

describe('the structured data of the demo’s pages', () => {
  it('gives a person’s page the site’s and the person’s profiles and credits the person, loaded directly', async () => {
    await tab.visit('/team/alice');
    const { page } = tab;
    const origin = new URL(page.url()).origin;
    await expect.poll(() => structuredData(page)).toHaveLength(1);
    expect(await structuredData(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@graph': [
          // Alice lives in the team folder, which has settings (and profiles) of its own.
          { '@type': 'Organization', name: 'Social media for Plone', url: origin, sameAs: TEAM_LINKS },
          {
            '@type': 'ProfilePage',
            url: `${origin}/team/alice`,
            mainEntity: { '@type': 'Person', name: 'Alice Example', sameAs: ALICE_LINKS },
          },
        ],
      },
    ]);
    const tags = await headTags(page);
    expect(tags['fediverse:creator']).toBe('@alice@mastodon.social');
    expect(tags['twitter:creator']).toBe('@alice_example');
    expect(await page.locator('head meta[name="fediverse:creator"]').count()).toBe(1);
    expect(tab.problems).toEqual([]);
  });

  it('keeps one script through client-side navigation, with the data of the page shown', async () => {
    await tab.visit('/team');
    const { page } = tab;
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    // The team folder holds its own settings: its links are the site's here, and no one's profile.
    await expect
      .poll(() => structuredData(page))
      .toEqual([{ '@context': 'https://schema.org', '@graph': [expect.objectContaining({ sameAs: TEAM_LINKS })] }]);

    await page.locator('main').getByRole('link', { name: 'Alice Example' }).first().click();
    await shownInPlace(page, 'Alice Example');
    await expect.poll(async () => (await structuredData(page)).length).toBe(1);
    const [alice] = (await structuredData(page)) as Array<{ '@graph': Array<{ mainEntity?: unknown }> }>;
    expect(alice!['@graph'][1]!.mainEntity).toEqual({ '@type': 'Person', name: 'Alice Example', sameAs: ALICE_LINKS });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await shownInPlace(page, 'Community');
    await expect
      .poll(() => structuredData(page))
      .toEqual([
        {
          '@context': 'https://schema.org',
          '@graph': [expect.objectContaining({ '@type': 'Organization', sameAs: COMMUNITY_LINKS })],
        },
      ]);
    const tags = await headTags(page);
    expect(tags['fediverse:creator']).toBeUndefined();
    expect(tags['twitter:creator']).toBeUndefined();
    expect(tab.problems).toEqual([]);
  });
});
