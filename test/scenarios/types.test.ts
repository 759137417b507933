// Contract scenarios for `@types/<type>`: the social media fieldset and the widget the frontend uses.
import { describe, expect, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

const WIDGET = { frontendOptions: { widget: 'social_media_object_list', widgetProps: { schemaName: 'socialMedia' } } };

describe('@types', () => {
  test('the site type lists the editable settings in the social_media fieldset, read-only ones nowhere', async () => {
    const response = await backend.admin.raw('GET', '/@types/Plone%20Site');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json+schema');
    const schema = await backend.admin.getTypeSchema('Plone Site');
    const fieldset = schema.fieldsets.find((candidate) => candidate.id === 'social_media');
    expect(fieldset).toMatchObject({
      behavior: 'plone',
      fields: ['share_social_data', 'facebook_app_id', 'social_links'],
      title: 'Social Media',
    });
    const settings = backend.behaviors.settings;
    expect(schema.properties.share_social_data).toMatchObject({
      behavior: settings,
      default: true,
      factory: 'Yes/No',
      type: 'boolean',
    });
    expect(schema.properties.facebook_app_id).toMatchObject({
      behavior: settings,
      default: '',
      factory: 'Text line (String)',
      type: 'string',
    });
    expect(schema.properties.social_links).toMatchObject({
      behavior: settings,
      default: [],
      factory: 'JSONField',
      title: 'Profiles',
      type: 'dict',
      widget: 'json',
      widgetOptions: WIDGET,
    });
    const everything = JSON.stringify(schema);
    expect(everything).not.toContain('x_username');
    expect(everything).not.toContain('facebook_username');
    expect(Object.values(schema.properties).some((property) => property.readonly === true)).toBe(false);
    expect(schema.required).not.toContain('social_links');
  });

  test('a page type with the links behavior has only social_links in the fieldset', async () => {
    const schema = await backend.admin.getTypeSchema('Document');
    expect(schema.fieldsets.find((candidate) => candidate.id === 'social_media')?.fields).toEqual(['social_links']);
    expect(schema.properties.social_links).toMatchObject({ behavior: backend.behaviors.links, widgetOptions: WIDGET });
    expect(schema.properties).not.toHaveProperty('share_social_data');
  });

  test('a type with neither behavior has no social_media fieldset', async () => {
    const schema = await backend.admin.getTypeSchema('News Item');
    expect(schema.fieldsets.map((candidate) => candidate.id)).not.toContain('social_media');
    expect(schema.properties).not.toHaveProperty('social_links');
  });

  test('anonymous visitors get 401; an unknown type 404 without context', async () => {
    const anonymous = await backend.anonymous.raw('GET', '/@types/Folder');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ type: 'Unauthorized' });
    const unknown = await backend.admin.raw('GET', '/@types/NoSuchType');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Type 'NoSuchType' could not be found.", type: 'NotFound' });
  });

  test('the list of types names the addable ones, sorted by title', async () => {
    const types = await backend.admin.getTypes();
    const ours = types.filter((type) =>
      ['Folder', 'Document', 'News Item'].includes(String(type['@id']).split('/').pop()!),
    );
    expect(ours.map((type) => type.title)).toEqual(['Folder', 'News Item', 'Page']);
    expect(ours.every((type) => type.addable)).toBe(true);
  });
});
