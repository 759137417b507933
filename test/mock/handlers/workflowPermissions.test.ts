// What the owner of a page may do in each state of simple_publication_workflow: edit it while private or published,
// not while it waits for review (pending gives Modify portal content only to Manager, Reviewer and Site
// Administrator); the permissions the workflow does not manage (Request review, CMFEditions' versions) stay.
import { beforeEach, describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const asMember = { ...json, Authorization: `Basic ${btoa('member:member')}` };
const asAdmin = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };

async function call(method: string, path: string, headers = asMember, body: unknown = {}) {
  const response = await fetch(`${backend.baseUrl}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

beforeEach(() => {
  backend.site.create(backend.site.root, { type: 'Document', id: 'mine', title: 'Mine', owner: 'member' });
});

describe("the owner's page while pending", () => {
  test('cannot be edited or locked by its owner, and stays as it was', async () => {
    expect((await call('POST', '/mine/@workflow/submit')).status).toBe(200);
    const patched = await call('PATCH', '/mine', asMember, { title: 'Changed while pending' });
    expect(patched.status).toBe(401);
    expect(patched.body).toMatchObject({ type: 'Unauthorized' });
    expect((await call('POST', '/mine/@lock')).status).toBe(401);
    expect((await call('GET', '/mine')).body).toMatchObject({ title: 'Mine', review_state: 'pending' });
  });

  test('is still seen by its owner, with its history and versions, and can be retracted', async () => {
    expect((await call('POST', '/mine/@workflow/submit')).status).toBe(200);
    const workflow = await call('GET', '/mine/@workflow');
    expect((workflow.body?.history as unknown[]).length).toBe(2);
    expect((workflow.body?.transitions as Array<{ title: string }>).map((t) => t.title)).toEqual(['Retract']);
    expect((await call('GET', '/mine/@history')).status).toBe(200);
    expect((await call('POST', '/mine/@workflow/retract')).status).toBe(200);
    expect((await call('PATCH', '/mine', asMember, { title: 'Changed once private' })).status).toBe(204);
  });

  test('can be edited by a manager', async () => {
    expect((await call('POST', '/mine/@workflow/submit')).status).toBe(200);
    expect((await call('PATCH', '/mine', asAdmin, { title: 'Reviewed' })).status).toBe(204);
  });
});

describe("the owner's page in the other states", () => {
  test('can be edited by its owner while private and once published', async () => {
    expect((await call('PATCH', '/mine', asMember, { title: 'Private edit' })).status).toBe(204);
    expect((await call('POST', '/mine/@workflow/publish', asAdmin)).status).toBe(200);
    expect((await call('PATCH', '/mine', asMember, { title: 'Published edit' })).status).toBe(204);
  });
});
