// A section that is a navigation root (the `plone.navigationroot` behavior, as a subsite or a language root folder
// of a multilingual site is one): Plone's `@navroot`, `@breadcrumbs` and `@navigation` answer for the pages in it
// from that section, not from the site root (plone.base's get_navigation_root_object, plone.volto's breadcrumbs).
import { describe, expect, test } from 'vitest';
import { demoSite } from '../../../src/mock';
import { breadcrumbs, navigation, navroot, type MockSite, type RequestContext } from '../../../src/mock/model';

const SITE = 'http://example.test/Plone';

function contextFor(site: MockSite): RequestContext {
  return { site, user: null, siteUrl: SITE, actualUrl: SITE, queryString: '', form: {} };
}

/** The demo site with every Folder a navigation root: its Community section is a subsite. */
function siteWithSubsites(): MockSite {
  const site = demoSite();
  site.enableBehavior('Folder', 'plone.navigationroot');
  return site;
}

describe('a section that is a navigation root', () => {
  test('is the navigation root of its pages', () => {
    const site = siteWithSubsites();
    const { body } = navroot(contextFor(site), site.get('/community/meetups')!);
    expect((body as { navroot: { '@id': string; title: string } }).navroot).toMatchObject({
      '@id': `${SITE}/community`,
      title: 'Community',
    });
  });

  test('is the root of its pages’ breadcrumbs, which start below it', () => {
    const site = siteWithSubsites();
    expect(breadcrumbs(contextFor(site), site.get('/community/meetups')!)).toEqual({
      '@id': `${SITE}/community/meetups/@breadcrumbs`,
      items: [{ '@id': `${SITE}/community/meetups`, title: 'Meetups' }],
      root: `${SITE}/community`,
    });
    expect(breadcrumbs(contextFor(site), site.get('/community')!).items).toEqual([]);
  });

  test('is the Home of its pages’ navigation, with its own items as the tabs', () => {
    const site = siteWithSubsites();
    const items = navigation(contextFor(site), site.get('/community/meetups')!).items;
    expect(items.map((item) => [item['@id'], item.title])).toEqual([
      [`${SITE}/community`, 'Home'],
      [`${SITE}/community/meetups`, 'Meetups'],
    ]);
  });

  test('leaves the pages outside it under the site root', () => {
    const site = siteWithSubsites();
    const { body } = navroot(contextFor(site), site.get('/about')!);
    expect((body as { navroot: { '@id': string } }).navroot['@id']).toBe(SITE);
    expect(breadcrumbs(contextFor(site), site.get('/about')!).root).toBe(SITE);
  });
});
