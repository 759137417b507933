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

  it("keeps each type's own fields and leaves the social media behaviors' fields to the mock", () => {
    const data = coreTypeFieldsData(readCapturedSchemas());
    expect(Object.keys(data.fieldsets)).toEqual(['Plone Site', 'Folder', 'Document', 'News Item']);
    expect(data.properties.Folder!.contributors!.behavior).toBe('plone.dublincore');
    expect(data.properties.Document!.contributors!.behavior).toBe('plone.ownership');
    for (const [type, properties] of Object.entries(data.properties)) {
      expect(Object.keys(properties), type).not.toContain('social_links');
      expect(
        data.fieldsets[type]!.map((fieldset) => fieldset.id),
        type,
      ).not.toContain('social_media');
    }
    expect(data.layouts.Document).toEqual(['document_view']);
  });
});
