// Contract scenarios for building a site through the API: creating, publishing, retracting and deleting.
import { describe, expect, test } from 'vitest';
import { PloneApiError } from '../../src/client';
import { useContractBackend } from './harness';

const backend = useContractBackend();

describe('content through the API', () => {
  test('a POST to a folder creates a private object: 201, Location and the serialization', async () => {
    const folder = await backend.scenarioFolder('content-create');
    const response = await backend.admin.raw('POST', folder, {
      body: { '@type': 'Document', id: 'page', title: 'A page', social_links: [] },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('Location')).toBe(`${backend.baseUrl}${folder}/page`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      '@id': `${backend.baseUrl}${folder}/page`,
      '@type': 'Document',
      id: 'page',
      review_state: 'private',
      social_links: [],
      title: 'A page',
      type_title: 'Page',
    });
    expect(body.UID).toMatch(/^[0-9a-f]{32}$/);
    expect(body.parent).toMatchObject({
      '@id': `${backend.baseUrl}${folder}`,
      review_state: 'private',
      social_links: [],
    });
  });

  test('without an id the object is named after its title', async () => {
    const folder = await backend.scenarioFolder('content-name');
    const created = await backend.admin.createContent(folder, { '@type': 'News Item', title: 'Hello World' });
    expect(created.id).toBe('hello-world');
  });

  test('publish and retract answer the history entry; an unknown transition is a WorkflowException', async () => {
    const folder = await backend.scenarioFolder('content-workflow');
    const published = await backend.admin.transition(folder, 'publish');
    expect(published).toMatchObject({ action: 'publish', comments: '', review_state: 'published', title: 'Published' });
    expect((await backend.anonymous.raw('GET', folder)).status).toBe(200);
    const retracted = await backend.admin.transition(folder, 'retract');
    expect(retracted).toMatchObject({ action: 'retract', review_state: 'private', title: 'Private' });
    expect((await backend.anonymous.raw('GET', folder)).status).toBe(401);
    const response = await backend.admin.raw('POST', `${folder}/@workflow/fly`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'WorkflowException' } });
  });

  test('a DELETE answers 204 and the object is gone', async () => {
    const folder = await backend.scenarioFolder('content-delete');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'doomed', title: 'Doomed' });
    const response = await backend.admin.raw('DELETE', `${folder}/doomed`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await backend.admin.raw('GET', `${folder}/doomed`)).status).toBe(404);
  });

  test('anonymous visitors may not create or delete', async () => {
    const folder = await backend.scenarioFolder('content-anonymous');
    await backend.admin.transition(folder, 'publish');
    const create = await backend.anonymous
      .createContent(folder, { '@type': 'Document', title: 'Nope' })
      .catch((error: unknown) => error);
    expect(create).toBeInstanceOf(PloneApiError);
    expect(create).toMatchObject({ status: 401 });
    expect((await backend.anonymous.raw('DELETE', folder)).status).toBe(401);
  });

  test('a POST without title is refused as a validation error', async () => {
    const folder = await backend.scenarioFolder('content-no-title');
    const error = await backend.admin
      .createContent(folder, { '@type': 'Document' } as never)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, type: 'BadRequest' });
    expect((error as PloneApiError).message).toContain("'field': 'title'");
  });
});
