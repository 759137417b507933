// Contract scenarios for what an editor does to a page after adding it: rename it (a PATCH of its short name),
// copy and paste it (`@copy`), cut and paste it into another folder (`@move`). Its links go with it everywhere.
import { describe, expect, test } from 'vitest';
import type { SocialLink } from '../../src/contract/types';
import { useContractBackend } from './harness';

const backend = useContractBackend();

const github: SocialLink = {
  '@id': 'link-github',
  id: 'github',
  title: 'GitHub',
  href: [{ '@id': 'https://github.com/plone', title: 'GitHub' }],
};

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
  test('a page renamed through its short name is served at its new address with its links, and not at the old', async () => {
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
    expect((await backend.admin.raw('GET', `${folder}/page`)).status).toBe(404);
  });
});
