// Contract scenarios for `@history`: the versions CMFEditions keeps of a page (one at creation, one at each edit) and
// the workflow's entries, which Volto's History lists, compares (`@history/<version>`) and reverts to (PATCH).
import { describe, expect, test } from 'vitest';
import { editedPage, versionedLink } from './editedPage';
import { useContractBackend } from './harness';

const backend = useContractBackend();

type Entry = Record<string, unknown> & { type: string; version?: number };

describe('@history', () => {
  test('lists the versions and the workflow entries, the latest first', async () => {
    const page = await editedPage(backend, 'history-list');
    const response = await backend.admin.raw('GET', `${page}/@history`);
    expect(response.status).toBe(200);
    const entries = (await response.json()) as Entry[];
    expect(entries.map((entry) => [entry.type, entry.action, entry.version])).toEqual([
      ['versioning', 'Edited', 1],
      ['workflow', 'publish', undefined],
      ['versioning', 'Edited', 0],
      ['workflow', 'Create', undefined],
    ]);
    expect(entries[0]).toMatchObject({
      '@id': `${backend.baseUrl}${page}/@history/1`,
      comments: null,
      may_revert: true,
      transition_title: 'Edited',
    });
    expect(entries[2]).toMatchObject({ comments: 'Initial version' });
    expect(entries[1]).toMatchObject({
      review_state: 'published',
      state_title: 'Published',
      transition_title: 'Publish',
    });
  });

  test('serves each version as it was: its links and dates then, its number as asked', async () => {
    const page = await editedPage(backend, 'history-versions');
    const first = (await (await backend.admin.raw('GET', `${page}/@history/0`)).json()) as Record<string, unknown>;
    const second = (await (await backend.admin.raw('GET', `${page}/@history/1`)).json()) as Record<string, unknown>;
    expect(first).toMatchObject({
      version: '0',
      effective: null,
      social_links: [versionedLink('https://x.com/before')],
    });
    expect(second).toMatchObject({ version: '1', social_links: [versionedLink('https://x.com/after')] });
    expect(second.effective).not.toBeNull();
    expect(first.review_state).toBe('published');
  });

  test('a version shown as a page (View this revision) has its own title and links, the breadcrumbs and settings of now', async () => {
    // Volto asks for the version with the expansions of any page: plone.restapi expands them on the object as it is
    // now, so the breadcrumbs name the page by its current title and the settings are today's.
    const page = await editedPage(backend, 'history-view-revision');
    await backend.admin.patchContent(page, { title: 'Renamed' });
    const settings = backend.behaviors.settings;
    const expand = `expand=breadcrumbs,inherit&expand.inherit.behaviors=${settings}`;
    const answer = await backend.admin.raw('GET', `${page}/@history/0?${expand}`);
    expect(answer.status).toBe(200);
    const version = (await answer.json()) as Record<string, unknown> & {
      '@components': { breadcrumbs: { items: unknown[] }; inherit: Record<string, unknown> };
    };
    expect(version).toMatchObject({
      version: '0',
      title: 'A page',
      social_links: [versionedLink('https://x.com/before')],
    });
    const { breadcrumbs, inherit } = version['@components'];
    expect(breadcrumbs.items.at(-1)).toEqual({ '@id': `${backend.baseUrl}${page}`, title: 'Renamed' });
    const now = (await (await backend.admin.raw('GET', `${page}?${expand}`)).json()) as typeof version;
    expect(inherit[settings]).toEqual(now['@components'].inherit[settings]);
    expect(breadcrumbs).toEqual(now['@components'].breadcrumbs);
  });

  test('is for those who may edit, has nothing on the site root, and a missing version is an error', async () => {
    const page = await editedPage(backend, 'history-access');
    expect((await backend.anonymous.raw('GET', `${page}/@history`)).status).toBe(401);
    expect((await backend.anonymous.raw('GET', `${page}/@history/0`)).status).toBe(401);
    const root = await backend.admin.raw('GET', '/@history');
    expect(root.status).toBe(200);
    expect(await root.json()).toEqual([]);
    const missing = await backend.admin.raw('GET', `${page}/@history/9`);
    expect(missing.status).toBe(500);
    expect(await missing.json()).toMatchObject({ type: 'ArchivistRetrieveError' });
  });

  test('a version of the site root, which keeps none, is an empty object', async () => {
    // plone.restapi's site root serializer answers `{}` for any version but the current one: Volto's View changes on
    // the site root then compares nothing, where an error would replace the screen.
    for (const version of ['0', '3']) {
      const answer = await backend.admin.raw('GET', `/@history/${version}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({});
    }
  });

  test('reverting brings a version’s links and title back and keeps a version that says so', async () => {
    const page = await editedPage(backend, 'history-revert');
    await backend.admin.patchContent(page, { title: 'Renamed' });
    const reverted = await backend.admin.raw('PATCH', `${page}/@history`, { body: { version: 0 } });
    expect(reverted.status).toBe(200);
    expect(await reverted.json()).toEqual({ message: 'A page has been reverted to revision 0.' });
    const content = (await (await backend.admin.raw('GET', page)).json()) as Record<string, unknown>;
    expect(content).toMatchObject({ title: 'A page', social_links: [versionedLink('https://x.com/before')] });
    // The page stays published, with its publishing date.
    expect(content.review_state).toBe('published');
    expect(content.effective).not.toBeNull();
    const entries = (await (await backend.admin.raw('GET', `${page}/@history`)).json()) as Entry[];
    expect(entries[0]).toMatchObject({ type: 'versioning', version: 3, comments: 'Reverted to revision 0' });
  });

  test('a revert needs the right to edit, an existing version and a version at all', async () => {
    const page = await editedPage(backend, 'history-revert-errors');
    expect((await backend.anonymous.raw('PATCH', `${page}/@history`, { body: { version: 0 } })).status).toBe(401);
    const missing = await backend.admin.raw('PATCH', `${page}/@history`, { body: { version: 9 } });
    expect(missing.status).toBe(500);
    expect(await missing.json()).toMatchObject({ type: 'ArchivistRetrieveError' });
    const without = await backend.admin.raw('PATCH', `${page}/@history`, { body: {} });
    expect(without.status).toBe(503);
    expect(await without.json()).toMatchObject({ type: 'KeyError', message: "'version'" });
  });
});
