// Contract scenarios for a link to one of the site's own pages in `social_links` (a section's "News" link, a person's
// page): plone.restapi stores such an address by the page's UID (its JSONField deserializer turns `@id`s and hrefs
// into `../resolveuid/<uid>`) and resolves it again at every read of the field, so the link follows the page when it
// is renamed or moved; catalog summaries carry the stored form as it is.
import { expect, test } from 'vitest';
import type { SocialLink } from '../../src/contract/types';
import { useContractBackend } from './harness';
import { github } from './links';

const backend = useContractBackend();

/** A link item to `address`, as the widget writes one. */
function pageLink(id: string, address: string): SocialLink {
  return { '@id': `link-${id}`, id: 'rss', title: `Link ${id}`, href: [{ '@id': address, title: `Page ${id}` }] };
}

/** The `@id` of the first href of each link. */
const targets = (links: unknown) => (links as SocialLink[]).map((link) => link.href[0]?.['@id']);

test('a link to a page of the site follows the page when it is renamed and moved; listings carry it by UID', async () => {
  const folder = await backend.scenarioFolder('links-internal', { title: 'Section' });
  const page = await backend.admin.createContent(folder, { '@type': 'Document', id: 'news', title: 'News' });
  const uid = String(page.UID);
  const pageUrl = `${backend.baseUrl}${folder}/news`;
  const links = [
    github,
    pageLink('absolute', pageUrl),
    pageLink('relative', `${folder}/news#latest`),
    pageLink('root', backend.baseUrl),
    pageLink('missing', `${backend.baseUrl}${folder}/no-such-page`),
  ];
  expect((await backend.admin.raw('PATCH', folder, { body: { social_links: links } })).status).toBe(204);
  const unchanged = ['https://github.com/plone', backend.baseUrl, `${backend.baseUrl}${folder}/no-such-page`];
  const read = async () => targets((await backend.admin.getContent(folder)).content.social_links);
  expect(await read()).toEqual([unchanged[0], pageUrl, `${pageUrl}#latest`, unchanged[1], unchanged[2]]);

  // The catalog's copy is the stored value: the page by UID, relative to the section (one level below the site).
  const found = await backend.admin.search(folder, { 'path.depth': 0 });
  expect(targets(found.items[0]?.social_links)).toEqual([
    unchanged[0],
    `../resolveuid/${uid}`,
    `../resolveuid/${uid}#latest`,
    unchanged[1],
    unchanged[2],
  ]);

  // Renamed, then moved into a subsection: the link follows it, in the section and in its settings (@inherit).
  expect((await backend.admin.raw('PATCH', `${folder}/news`, { body: { id: 'latest-news' } })).status).toBe(204);
  const renamed = `${backend.baseUrl}${folder}/latest-news`;
  expect(await read()).toEqual([unchanged[0], renamed, `${renamed}#latest`, unchanged[1], unchanged[2]]);
  await backend.admin.createContent(folder, { '@type': 'Folder', id: 'archive', title: 'Archive' });
  const moved = await backend.admin.raw('POST', `${folder}/archive/@move`, { body: { source: [renamed] } });
  expect(moved.status).toBe(200);
  const movedUrl = `${backend.baseUrl}${folder}/archive/latest-news`;
  expect(await read()).toEqual([unchanged[0], movedUrl, `${movedUrl}#latest`, unchanged[1], unchanged[2]]);
  const settings = await backend.admin.getSettings(folder);
  expect(targets(settings?.settings.social_links)).toEqual([
    unchanged[0],
    movedUrl,
    `${movedUrl}#latest`,
    unchanged[1],
    unchanged[2],
  ]);
});

test('a link given by the old address of a renamed page is stored by the UID of the page', async () => {
  const folder = await backend.scenarioFolder('links-old-address', { title: 'Section' });
  const page = await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
  await backend.admin.raw('PATCH', `${folder}/page`, { body: { id: 'renamed' } });
  const links = [pageLink('old', `${backend.baseUrl}${folder}/page`)];
  expect((await backend.admin.raw('PATCH', folder, { body: { social_links: links } })).status).toBe(204);
  expect(targets((await backend.admin.getContent(folder)).content.social_links)).toEqual([
    `${backend.baseUrl}${folder}/renamed`,
  ]);
  const found = await backend.admin.search(folder, { 'path.depth': 0 });
  expect(targets(found.items[0]?.social_links)).toEqual([`../resolveuid/${String(page.UID)}`]);
});

test('a page created with a link to another page of the site stores it by UID, relative to where it is added', async () => {
  // plone.restapi deserializes a new object wrapped in its folder before adding it: its address is already the one
  // it gets, two levels below the site here.
  const folder = await backend.scenarioFolder('links-on-create', { title: 'Section' });
  const target = await backend.admin.createContent(folder, { '@type': 'Document', id: 'target', title: 'Target' });
  const targetUrl = `${backend.baseUrl}${folder}/target`;
  const created = await backend.admin.createContent(folder, {
    '@type': 'Document',
    id: 'person',
    title: 'A person',
    social_links: [pageLink('page', targetUrl)],
  });
  expect(targets(created.social_links)).toEqual([targetUrl]);
  const found = await backend.admin.search(`${folder}/person`, { 'path.depth': 0 });
  expect(targets(found.items[0]?.social_links)).toEqual([`../../resolveuid/${String(target.UID)}`]);
});

test('the site’s resolveuid address a listing links a page by leads to the page, wherever it has moved', async () => {
  // A catalog summary carries the link as `../resolveuid/<uid>`: the listing links `/resolveuid/<uid>`, which Volto
  // asks through `++api++`; Plone's `resolveuid` view redirects to the page's current address, which Volto follows.
  const folder = await backend.scenarioFolder('links-resolveuid', { title: 'Section' });
  const page = await backend.admin.createContent(folder, { '@type': 'Document', id: 'news', title: 'News' });
  const uid = String(page.UID);
  const followed = async () => {
    const answer = await backend.admin.raw('GET', `/++api++/resolveuid/${uid}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as Record<string, unknown>)['@id'];
  };
  expect(await followed()).toBe(`${backend.baseUrl}${folder}/news`);
  expect((await backend.admin.raw('PATCH', `${folder}/news`, { body: { id: 'latest-news' } })).status).toBe(204);
  expect(await followed()).toBe(`${backend.baseUrl}${folder}/latest-news`);
  // A link to a page deleted since leads nowhere.
  expect((await backend.admin.raw('DELETE', `${folder}/latest-news`)).status).toBe(204);
  expect((await backend.admin.raw('GET', `/++api++/resolveuid/${uid}`)).status).toBe(404);
});

test('a link to a view of a page of the site (its feed, its default view) is stored by the page’s UID and follows it', async () => {
  // path2uid traverses the whole path: a name that is no object of the site but a view of the page before it (the
  // feeds every folderish page has, Dexterity's `view`) is popped into the suffix until the page, which has a UID.
  const folder = await backend.scenarioFolder('links-views', { title: 'Section' });
  const page = await backend.admin.createContent(folder, { '@type': 'Document', id: 'news', title: 'News' });
  const uid = String(page.UID);
  const pageUrl = `${backend.baseUrl}${folder}/news`;
  const views = ['RSS', 'rss.xml', 'atom.xml', 'view', '@@images/image'];
  const links = [
    ...views.map((view) => pageLink(view, `${pageUrl}/${view}`)),
    pageLink('unknown', `${pageUrl}/no-such-view`),
  ];
  expect((await backend.admin.raw('PATCH', folder, { body: { social_links: links } })).status).toBe(204);
  const unknown = `${pageUrl}/no-such-view`;
  const read = async () => targets((await backend.admin.getContent(folder)).content.social_links);
  expect(await read()).toEqual([...views.map((view) => `${pageUrl}/${view}`), unknown]);
  const found = await backend.admin.search(folder, { 'path.depth': 0 });
  expect(targets(found.items[0]?.social_links)).toEqual([
    ...views.map((view) => `../resolveuid/${uid}/${view}`),
    unknown,
  ]);

  // The page renamed: the feed link leads to the feed at the page's new address; a name of no view stays as given.
  expect((await backend.admin.raw('PATCH', `${folder}/news`, { body: { id: 'latest-news' } })).status).toBe(204);
  const renamed = `${backend.baseUrl}${folder}/latest-news`;
  expect(await read()).toEqual([...views.map((view) => `${renamed}/${view}`), unknown]);
});

test('a link to a page private to the reader is served at the page’s address to a visitor too', async () => {
  // uid_to_url looks the UID up in the catalog without the reader's restrictions: a visitor reading a published
  // section gets its link to a private page at the page's address (where she will be asked to log in), not the
  // stored reference; a listing still carries the reference.
  const folder = await backend.scenarioFolder('links-private', { title: 'Section' });
  const page = await backend.admin.createContent(folder, { '@type': 'Document', id: 'members', title: 'Members' });
  const pageUrl = `${backend.baseUrl}${folder}/members`;
  const links = [pageLink('private', pageUrl), pageLink('private-feed', `${pageUrl}/RSS`)];
  expect((await backend.admin.raw('PATCH', folder, { body: { social_links: links } })).status).toBe(204);
  expect(await backend.admin.transition(folder, 'publish')).toBeTruthy();
  expect((await backend.anonymous.raw('GET', `${folder}/members`)).status).toBe(401);
  const seen = await backend.anonymous.getContent(folder);
  expect(targets(seen.content.social_links)).toEqual([pageUrl, `${pageUrl}/RSS`]);
  const found = await backend.anonymous.search(folder, { 'path.depth': 0 });
  const uid = String(page.UID);
  expect(targets(found.items[0]?.social_links)).toEqual([`../resolveuid/${uid}`, `../resolveuid/${uid}/RSS`]);
});
