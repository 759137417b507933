// The mock's type schemas are generated from the answers a real Plone recorded (backend/captured/), never
// edited by hand: the checked-in module must be exactly what the generator makes of the recordings.
import { readFileSync } from 'node:fs';
import {
  coreTypeFieldsData,
  generatedModule,
  readCapturedSchemas,
  renderCoreTypeFields,
} from '../../scripts/plone/coreTypeFields';

describe('the mock type schemas generated from the recorded Plone answers', () => {
  it('src/mock/model/coreTypeFields.ts is what the generator writes from backend/captured (run it after a capture)', async () => {
    expect(readFileSync(generatedModule, 'utf8')).toBe(await renderCoreTypeFields());
  });

  it("holds each behavior's fields once, each type naming its behaviors, and leaves the social media fields to the mock", () => {
    const data = coreTypeFieldsData(readCapturedSchemas());
    expect(Object.keys(data.types)).toEqual(['Plone Site', 'Folder', 'Document', 'News Item']);
    expect(data.types.Folder!.behaviors).toContain('plone.dublincore');
    expect(data.types.Folder!.behaviors).not.toContain('plone.ownership');
    expect(data.types.Document!.behaviors).toContain('plone.ownership');
    expect(data.properties['plone.dublincore']!.contributors!.behavior).toBe('plone.dublincore');
    expect(data.properties['plone.ownership']!.contributors!.behavior).toBe('plone.ownership');
    expect(data.properties['volto.blocks']!.blocks!.title).toBe('Blocks');
    expect(Object.keys(data.properties).filter((behavior) => behavior.includes('socialmedia'))).toEqual([]);
    for (const [type, { fieldsets }] of Object.entries(data.types)) {
      expect(
        fieldsets.map((fieldset) => fieldset.id),
        type,
      ).not.toContain('social_media');
      expect(
        fieldsets.flatMap((fieldset) => fieldset.fields),
        type,
      ).not.toContain('social_links');
    }
    expect(data.types.Document!.layouts).toEqual(['document_view']);
  });

  it('refuses a recording in which one behavior gives two types different fields, or two behaviors one field', () => {
    const title = (behavior: string, description: string) => ({ behavior, description, title: 'Title' });
    const schema = (properties: Record<string, Record<string, unknown>>) => ({
      fieldsets: [{ id: 'default', title: 'Default', fields: Object.keys(properties) }],
      layouts: ['view'],
      properties,
    });
    expect(() =>
      coreTypeFieldsData([
        ['Document', schema({ title: title('plone.basic', 'The page title') })],
        ['News Item', schema({ title: title('plone.basic', 'The news title') })],
      ]),
    ).toThrow("plone.basic's field title was recorded differently on Document and News Item");
    expect(() =>
      coreTypeFieldsData([
        ['Document', schema({ title: title('plone.basic', 'Title'), subjects: title('plone.categorization', '') })],
        ['Event', schema({ title: title('plone.event', 'Title'), subjects: title('plone.categorization', '') })],
        ['Page', schema({ title: title('plone.basic', 'Title'), description: title('plone.event', 'x') })],
      ]),
    ).toThrow("Page's field title comes from plone.basic, plone.event");
  });
});
