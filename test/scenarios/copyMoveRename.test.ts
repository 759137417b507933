// Contract scenarios for what an editor does to a page after adding it: rename it (a PATCH of its short name),
// copy and paste it (`@copy`), cut and paste it into another folder (`@move`). Its links go with it everywhere.
import { describe, expect, test } from 'vitest';
import { useContractBackend } from './harness';
import { github } from './links';

const backend = useContractBackend();

/** Adds a page with one link in `folder`; answers its UID. */
async function addPage(folder: string, id: string): Promise<string> {
  const created = await backend.admin.createContent(folder, {
    '@type': 'Document',
    id,
    title: 'A page with links',
    social_links: [github],
  });
  return String(created.UID);
}

describe('renaming a page', () => {
  test('a page renamed through its short name is served at its new address with its links', async () => {
    const folder = await backend.scenarioFolder('rename-page');
    const uid = await addPage(folder, 'page');
    const patched = await backend.admin.raw('PATCH', `${folder}/page`, { body: { id: 'renamed-page' } });
    expect(patched.status).toBe(204);
    const renamed = await backend.admin.raw('GET', `${folder}/renamed-page`);
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      '@id': `${backend.baseUrl}${folder}/renamed-page`,
      id: 'renamed-page',
      UID: uid,
      social_links: [github],
    });
  });

  test('the old address of a renamed page leads to the page, with its links, as Plone redirects it', async () => {
    const folder = await backend.scenarioFolder('rename-redirect');
    await addPage(folder, 'page');
    await backend.admin.raw('PATCH', `${folder}/page`, { body: { id: 'renamed-page' } });
    const old = await backend.admin.raw('GET', `${folder}/page`);
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({
      '@id': `${backend.baseUrl}${folder}/renamed-page`,
      social_links: [github],
    });
    // A service under the old address follows too, the settings of the page's new address among them.
    const settings = await backend.admin.getSettings(`${folder}/page`);
    expect(settings?.from['@id']).toBe(`${backend.baseUrl}${folder}`);
  });
});

describe('copying and moving a page', () => {
  test('a copied page is pasted beside the original as copy_of_…, a private page of its own with the same links', async () => {
    const folder = await backend.scenarioFolder('copy-page');
    const uid = await addPage(folder, 'page');
    const pasted = await backend.admin.raw('POST', `${folder}/@copy`, {
      body: { source: `${backend.baseUrl}${folder}/page` },
    });
    expect(pasted.status).toBe(200);
    expect(await pasted.json()).toEqual([
      { source: `${backend.baseUrl}${folder}/page`, target: `${backend.baseUrl}${folder}/copy_of_page` },
    ]);
    const copy = await backend.admin.raw('GET', `${folder}/copy_of_page`);
    expect(copy.status).toBe(200);
    const body = (await copy.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'copy_of_page', review_state: 'private', social_links: [github] });
    expect(body.UID).not.toBe(uid);
    expect(await backend.admin.getLinks(`${folder}/page`)).toEqual([github]);
  });

  test('a page cut and pasted into another folder keeps its UID and links, takes that folder’s settings, and its old address leads there', async () => {
    const from = await backend.scenarioFolder('move-from');
    const to = await backend.scenarioFolder('move-to');
    await backend.admin.patchSettings(to, { facebook_app_id: '4242' });
    const uid = await addPage(from, 'page');
    const pasted = await backend.admin.raw('POST', `${to}/@move`, { body: { source: `${from}/page` } });
    expect(pasted.status).toBe(200);
    expect(await pasted.json()).toEqual([
      { source: `${backend.baseUrl}${from}/page`, target: `${backend.baseUrl}${to}/page` },
    ]);
    const old = await backend.admin.raw('GET', `${from}/page`);
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({ '@id': `${backend.baseUrl}${to}/page` });
    const { content, settings } = await backend.admin.getContent(`${to}/page`);
    expect(content).toMatchObject({ UID: uid, social_links: [github] });
    expect(settings?.from['@id']).toBe(`${backend.baseUrl}${to}`);
    expect(settings?.settings.facebook_app_id).toBe('4242');
  });
});
