// Contract scenarios for what the replay of Volto's own requests (voltoRequests.test.ts) showed the mock answering
// differently from Plone 6.2: the toolbar's buttons on the site root, the edit form's schema asked on a page, and
// the vocabularies the edit form loads unbatched. Each is asserted here on both backends.
import { describe, expect, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

type Actions = { object_buttons: Array<{ id: string }> };
const buttonIds = async (response: Response) =>
  ((await response.json()) as Actions).object_buttons.map((button) => button.id);

describe("the editor's services, as Volto asks for them", () => {
  test('the site root cannot be cut, copied, deleted or renamed; a folder can, and imports iCal once public', async () => {
    expect(await buttonIds(await backend.anonymous.raw('GET', '/@actions'))).toEqual([]);
    expect(await buttonIds(await backend.admin.raw('GET', '/@actions'))).toEqual(['ical_import_enable']);
    const folder = await backend.scenarioFolder('editor-buttons');
    const pageButtons = ['cut', 'copy', 'delete', 'rename', 'redirection'];
    expect(await buttonIds(await backend.admin.raw('GET', `${folder}/@actions`))).toEqual(pageButtons);
    // The iCal import is offered on a folderish object once it is published.
    await backend.admin.transition(folder, 'publish');
    expect(await buttonIds(await backend.admin.raw('GET', `${folder}/@actions`))).toEqual([
      ...pageButtons,
      'ical_import_enable',
    ]);
  });

  test('the schema of a type asked on a page names the vocabularies below that page', async () => {
    const folder = await backend.scenarioFolder('editor-schema');
    const response = await backend.admin.raw('GET', `${folder}/@types/Document`);
    const schema = (await response.json()) as { properties: Record<string, { vocabulary?: { '@id': string } }> };
    expect(schema.properties.language?.vocabulary?.['@id']).toBe(
      `${backend.baseUrl}${folder}/@vocabularies/plone.app.vocabularies.SupportedContentLanguages`,
    );
    expect(schema.properties.allow_discussion?.vocabulary?.['@id']).toBe(
      `${backend.baseUrl}${folder}/@sources/allow_discussion`,
    );
  });

  test('a vocabulary asked unbatched has no items_total, and a fresh site has no users of its own', async () => {
    const name = 'plone.app.vocabularies.SupportedContentLanguages';
    const unbatched = await backend.admin.raw('GET', `/@vocabularies/${name}?b_size=-1&b_start=0`);
    expect(await unbatched.json()).toEqual({
      '@id': `${backend.baseUrl}/@vocabularies/${name}`,
      items: [{ title: 'English', token: 'en' }],
    });
    // Zope's admin lives in Zope's user folder, not in the site's: the site's users are none.
    const users = await backend.admin.raw('GET', '/@vocabularies/plone.app.vocabularies.Users');
    expect(await users.json()).toMatchObject({ items: [], items_total: 0 });
  });
});
