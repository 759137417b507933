// Contract scenarios for users who are not managers: a member who owns a page (she added it in a folder where she
// was given the Contributor role) and what Plone's default roles and simple_publication_workflow offer her there.
import { expect, test } from 'vitest';
import { editedPage, versionedLink } from './editedPage';
import { useContractBackend, type ScenarioUser } from './harness';

const backend = useContractBackend();

const owner: ScenarioUser = {
  username: 'contract-owner',
  password: 'contract-owner-secret',
  fullname: 'Olga Owner',
  email: 'owner@example.org',
  roles: ['Member'],
};
const editor: ScenarioUser = {
  username: 'contract-editor',
  password: 'contract-editor-secret',
  fullname: 'Ed Editor',
  email: 'editor@example.org',
  roles: ['Editor'],
};
const administrator: ScenarioUser = {
  username: 'contract-siteadmin',
  password: 'contract-siteadmin-secret',
  fullname: 'Sita Admin',
  email: 'siteadmin@example.org',
  roles: ['Site Administrator'],
};

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('Content-Type') ?? '').toMatch(/json/);
  return (await response.json()) as Record<string, unknown>;
}

const ids = (items: unknown) => (items as Array<{ id: string }>).map((item) => item.id);

/** Adds two pages to `folder` and publishes them: one effective since 2001, one whose publishing date is to come. */
async function addPublishedPages(folder: string): Promise<void> {
  const pages: Array<[string, string, string]> = [
    ['now', 'Published page', '2001-05-01T08:00:00'],
    ['future', 'Page to come', '2099-05-01T08:00:00'],
  ];
  for (const [id, title, effective] of pages) {
    await backend.admin.createContent(folder, { '@type': 'Document', id, title, effective });
    await backend.admin.transition(`${folder}/${id}`, 'publish');
  }
}

/** The titles the client is listed in `folder`: by a search of it, and in its contents (its `items`). */
async function listedIn(client: typeof backend.admin, folder: string) {
  const found = await client.search(folder, { sort_on: 'sortable_title', 'path.depth': 1 });
  const contents = (await json(await client.raw('GET', folder))) as { items: Array<{ title: string }> };
  return { search: found.items.map((item) => item.title), items: contents.items.map((item) => item.title) };
}

/**
 * A private page (or an object of another type) in a fresh folder, owned by the member `contract-owner`. On a live
 * Plone (set-up, not compared) the admin adds her through `@users`, gives her Contributor on the folder through
 * `@sharing` and she adds the object; on the mock the object is made hers in its model.
 */
async function ownedPage(slug: string, type = 'Document'): Promise<string> {
  const folder = await backend.scenarioFolder(slug);
  await backend.addUser(owner);
  if (backend.site) {
    backend.site.create(backend.site.get(folder)!, {
      type,
      id: 'page',
      title: 'Her page',
      owner: owner.username,
    });
  } else {
    const shared = await backend.unrecorded.raw('POST', `${folder}/@sharing`, {
      body: { entries: [{ id: owner.username, type: 'user', roles: { Contributor: true } }] },
    });
    expect(shared.status).toBe(204);
    await backend.unrecorded.withCredentials(owner).createContent(folder, {
      '@type': type,
      id: 'page',
      title: 'Her page',
    });
  }
  return `${folder}/page`;
}

test('the owner of a private page is offered Edit, Contents, History and Sharing, and URL Management', async () => {
  const page = await ownedPage('roles-owner-actions');
  const she = backend.admin.withCredentials(owner);
  const offered = await json(await she.raw('GET', `${page}/@actions`));
  expect(ids(offered.object)).toEqual(['view', 'edit', 'folderContents', 'history', 'local_roles']);
  // Cut, Delete and Rename need Delete objects on the folder, which is not hers.
  expect(ids(offered.object_buttons)).toEqual(['copy', 'redirection']);
  expect(ids(offered.user)).toEqual(['preferences', 'dashboard', 'logout']);
  // What she is offered she may do.
  expect((await she.raw('PATCH', page, { body: { title: 'Her page, edited' } })).status).toBe(204);
});

test('the owner of a page waiting for review is no longer offered Edit', async () => {
  const page = await ownedPage('roles-owner-pending');
  const she = backend.admin.withCredentials(owner);
  expect((await she.raw('POST', `${page}/@workflow/submit`, { body: {} })).status).toBe(200);
  const offered = await json(await she.raw('GET', `${page}/@actions`));
  expect(ids(offered.object)).toEqual(['view', 'folderContents', 'history', 'local_roles']);
  expect((await she.raw('PATCH', page, { body: { title: 'Too late' } })).status).toBe(401);
});

test('a member may read the types and their schemas where she may view, not in a private folder of another', async () => {
  const folder = await backend.scenarioFolder('roles-member-types');
  await backend.addUser(owner);
  const she = backend.admin.withCredentials(owner);
  // plone.restapi registers @types with the View permission: on the site root a member reads the edit form's schema.
  expect((await she.raw('GET', '/@types/Document')).status).toBe(200);
  for (const path of [`${folder}/@types`, `${folder}/@types/Document`]) {
    const refused = await she.raw('GET', path);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toMatchObject({ type: 'Unauthorized' });
  }
});

test('the owner of a folder is offered the types she may add in it, and adds a page there', async () => {
  const box = await ownedPage('roles-owner-adds', 'Folder');
  const she = backend.admin.withCredentials(owner);
  const types = (await json(await she.raw('GET', `${box}/@types`))) as unknown as Array<{
    id: string;
    addable: boolean;
  }>;
  expect(types.find((type) => type.id === 'Document')).toMatchObject({ addable: true, immediately_addable: true });
  const added = await she.raw('POST', box, { body: { '@type': 'Document', id: 'note', title: 'Her note' } });
  expect(added.status).toBe(201);
});

test('the owner of a folder is owner of what others add in it: she views, edits and deletes their private page', async () => {
  const box = await ownedPage('roles-owner-inherits', 'Folder');
  await backend.admin.createContent(box, { '@type': 'Document', id: 'memo', title: 'A memo for her' });
  const she = backend.admin.withCredentials(owner);
  expect((await she.raw('GET', `${box}/memo`)).status).toBe(200);
  const offered = await json(await she.raw('GET', `${box}/memo/@actions`));
  expect(ids(offered.object)).toEqual(['view', 'edit', 'folderContents', 'history', 'local_roles']);
  expect(ids(offered.object_buttons)).toEqual(['cut', 'copy', 'delete', 'rename', 'redirection']);
  expect((await she.raw('PATCH', `${box}/memo`, { body: { title: 'Her memo now' } })).status).toBe(204);
  expect((await she.raw('DELETE', `${box}/memo`)).status).toBe(204);
  expect((await she.raw('GET', `${box}/memo`)).status).toBe(404);
});

test('the owner of a page deletes it through the API, though the toolbar offers no Delete in a folder not hers', async () => {
  // plone.dexterity's manage_delObjects checks Delete objects on the item only, which the owner has.
  const page = await ownedPage('roles-owner-deletes');
  const she = backend.admin.withCredentials(owner);
  expect((await she.raw('DELETE', page)).status).toBe(204);
  expect((await backend.admin.raw('GET', page)).status).toBe(404);
});

test('a site-wide Editor opens a private page of another, is offered Edit and saves it', async () => {
  await backend.addUser(editor);
  const folder = await backend.scenarioFolder('roles-editor');
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A private page' });
  const he = backend.admin.withCredentials(editor);
  expect((await he.raw('GET', `${folder}/page`)).status).toBe(200);
  const offered = await json(await he.raw('GET', `${folder}/page/@actions`));
  expect(ids(offered.object)).toEqual(['view', 'edit', 'folderContents', 'history', 'local_roles']);
  // Editor has Delete objects on the folder too, but no Add portal content for Rename.
  expect(ids(offered.object_buttons)).toEqual(['cut', 'copy', 'delete', 'redirection']);
  expect((await he.raw('PATCH', `${folder}/page`, { body: { title: 'Edited by the editor' } })).status).toBe(204);
});

test('a Site Administrator is offered Site Setup and reads the control panels', async () => {
  await backend.addUser(administrator);
  const she = backend.admin.withCredentials(administrator);
  expect(ids((await json(await she.raw('GET', '/@actions'))).user)).toEqual([
    'preferences',
    'dashboard',
    'plone_setup',
    'logout',
  ]);
  // plone.restapi registers both with Plone Site Setup: Overview, which the role map gives Site Administrator.
  expect((await she.raw('GET', '/@controlpanels')).status).toBe(200);
  expect((await she.raw('GET', '/@system')).status).toBe(200);
});

test('a Site Administrator reads the record of another user', async () => {
  await backend.addUser(administrator);
  // plone.restapi lets whoever has `plone.restapi: Access Plone user information` (Manager, Site Administrator) read
  // any user's record; a member reads her own only.
  const record = await backend.admin.withCredentials(administrator).raw('GET', '/@users/admin');
  expect(record.status).toBe(200);
  expect(await json(record)).toMatchObject({ id: 'admin' });
});

test('a site-wide Contributor reads only the versions of a page she may not edit, is offered no revert and may not revert', async () => {
  // CMFEditions' role map gives Contributor "Access previous versions" but not "Revert to previous versions": Volto's
  // History shows "Revert to this revision" only on entries whose `may_revert` is true.
  const contributor: ScenarioUser = {
    username: 'contract-contributor',
    password: 'contract-contributor-secret',
    fullname: 'Cora Contributor',
    email: 'contributor@example.org',
    roles: ['Contributor'],
  };
  await backend.addUser(contributor);
  const page = await editedPage(backend, 'roles-contributor-history', { publish: false });
  const she = backend.admin.withCredentials(contributor);
  expect((await she.raw('PATCH', page, { body: { title: 'Not hers' } })).status).toBe(401);
  const history = await she.raw('GET', `${page}/@history`);
  expect(history.status).toBe(200);
  const entries = (await history.json()) as Array<{ type: string; may_revert?: boolean }>;
  // Only the versions: the workflow's entries are for whoever may request or give a review (plone.app.layout).
  expect(entries.map((entry) => entry.type)).toEqual(['versioning', 'versioning']);
  expect(entries.map((entry) => entry.may_revert)).toEqual([false, false]);
  const revert = await she.raw('PATCH', `${page}/@history`, { body: { version: 0 } });
  expect(revert.status).toBe(401);
  expect(await json(revert)).toMatchObject({ type: 'Unauthorized' });
  const content = await json(await backend.admin.raw('GET', page));
  expect(content.social_links).toEqual([versionedLink('https://x.com/after')]);
});

test('a Site Administrator is listed a page whose publishing date is still to come, an Editor is not', async () => {
  // CMFPlone's catalog tool leaves out what is not yet effective unless the user has "Access inactive portal
  // content" on the site, which the role map gives Site Administrator (and Manager), not Editor.
  await backend.addUser(administrator);
  await backend.addUser(editor);
  const folder = await backend.scenarioFolder('roles-siteadmin-inactive', { title: 'Team' });
  await backend.admin.transition(folder, 'publish');
  await addPublishedPages(folder);
  const listed = (client: typeof backend.admin) => listedIn(client, folder);
  const she = backend.admin.withCredentials(administrator);
  expect(await listed(she)).toEqual({
    search: ['Page to come', 'Published page'],
    items: ['Published page', 'Page to come'],
  });
  const he = backend.admin.withCredentials(editor);
  expect(await listed(he)).toEqual({ search: ['Published page'], items: ['Published page'] });
});

test('asking for a user the site does not have answers 404 with the error body Plone writes for it', async () => {
  await backend.addUser(administrator);
  // plone.restapi's @users raises NotFound once the user is authenticated: plone.rest's error view names the URL, and
  // adds a traceback for whoever has Manage portal (Manager, not Site Administrator).
  const url = `${backend.baseUrl}/@users/contract-nobody`;
  const asked = await backend.admin.raw('GET', '/@users/contract-nobody');
  expect(asked.status).toBe(404);
  const error = await json(asked);
  expect(error).toMatchObject({ context: backend.baseUrl, message: `Resource not found: ${url}`, type: 'NotFound' });
  expect(error.traceback).toEqual(expect.any(Array));
  const byAdministrator = await backend.admin.withCredentials(administrator).raw('GET', '/@users/contract-nobody');
  expect(byAdministrator.status).toBe(404);
  expect(await json(byAdministrator)).toEqual({
    context: backend.baseUrl,
    message: `Resource not found: ${url}`,
    type: 'NotFound',
  });
});

test('the owner of a folder is listed the pages to come in it by its search, not in its contents; an Editor is not', async () => {
  // The catalog tool lists inactive content to a user without "Access inactive portal content" on the site when she
  // has it on every object the query's path names: the role map gives it to Owner. It looks for that path among its
  // keyword arguments only: @search passes its query so, the folder's serializer as one positional dict.
  const box = await ownedPage('roles-owner-inactive', 'Folder');
  await backend.addUser(editor);
  await addPublishedPages(box);
  const listed = (client: typeof backend.admin) => listedIn(client, box);
  expect(await listed(backend.admin.withCredentials(owner))).toEqual({
    search: ['Page to come', 'Published page'],
    items: ['Published page'],
  });
  expect(await listed(backend.admin.withCredentials(editor))).toEqual({
    search: ['Published page'],
    items: ['Published page'],
  });
});
