// The versions a PATCH keeps of a page (plone.app.versioningbehavior): one only when the deserializer changed a
// field (ObjectModifiedEvent), commented with the change note Volto's edit form sends, which is itself such a field.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const json = { Accept: 'application/json' };
const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}`, 'Content-Type': 'application/json' };

type Entry = { type: string; comments: unknown; version?: number };

async function send(method: string, path: string, body: unknown) {
  const response = await fetch(`${backend.baseUrl}${path}`, { method, headers: admin, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

async function read(path: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${backend.baseUrl}${path}`, { headers: admin })).json()) as Record<string, unknown>;
}

/** The versions of a page, the latest first. */
async function versions(path: string): Promise<Entry[]> {
  return ((await read(`${path}/@history`)) as unknown as Entry[]).filter((entry) => entry.type === 'versioning');
}

const link = { '@id': 'x', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/about', title: 'X' }] };

describe('a PATCH keeps a version only when it changes something', () => {
  test('unknown keys and the values already stored keep no version and leave the modified date', async () => {
    const before = await read('/about');
    const patched = await send('PATCH', '/about', {
      not_a_field: 1,
      title: 'About this site',
      description: 'What this demo shows',
    });
    expect(patched.status).toBe(204);
    expect(await versions('/about')).toHaveLength(1);
    expect((await read('/about')).modified).toBe(before.modified);
  });

  test('null for a field that holds nothing stores None but is no change: the modified date stays', async () => {
    expect((await send('PATCH', '/community', { facebook_app_id: '' })).status).toBe(204);
    const before = await read('/community');
    expect((await send('PATCH', '/community', { facebook_app_id: null })).status).toBe(204);
    const after = await read('/community');
    expect(after.facebook_app_id).toBeNull();
    expect(after.modified).toBe(before.modified);
  });

  test('a title equal to the stored one once normalised and stripped is no change', async () => {
    expect((await send('PATCH', '/about', { title: ' About this site ' })).status).toBe(204);
    expect(await versions('/about')).toHaveLength(1);
  });

  test('links equal to the stored ones in another key order are no change, as dicts compare in Python', async () => {
    expect((await send('PATCH', '/about', { social_links: [link] })).status).toBe(204);
    const reordered = { href: link.href, title: 'X', id: 'x', '@id': 'x' };
    expect((await send('PATCH', '/about', { social_links: [reordered] })).status).toBe(204);
    expect(await versions('/about')).toHaveLength(2);
    expect(Object.keys(((await read('/about')).social_links as object[])[0]!)).toEqual(['@id', 'href', 'id', 'title']);
  });

  test('an edit keeps one version, without a comment when no change note is sent', async () => {
    expect((await send('PATCH', '/about', { title: 'About us' })).status).toBe(204);
    const kept = await versions('/about');
    expect(kept.map((entry) => [entry.version, entry.comments])).toEqual([
      [1, null],
      [0, 'Initial version'],
    ]);
  });
});

describe('the change note', () => {
  test('becomes the comment of the version the edit keeps, stripped', async () => {
    expect((await send('PATCH', '/about', { title: 'About us', changeNote: ' Renamed the page ' })).status).toBe(204);
    expect((await versions('/about'))[0]).toMatchObject({ version: 1, comments: 'Renamed the page' });
    expect((await read('/about')).changeNote).toBe('');
  });

  test('alone keeps a version: the deserializer counts it as a changed field', async () => {
    expect((await send('PATCH', '/about', { changeNote: 'Checked the page' })).status).toBe(204);
    expect((await versions('/about'))[0]).toMatchObject({ version: 1, comments: 'Checked the page' });
  });

  test('null is no change and keeps no version', async () => {
    expect((await send('PATCH', '/about', { changeNote: null })).status).toBe(204);
    expect(await versions('/about')).toHaveLength(1);
  });

  test('is checked as the line field it is, and ignored on a type without versioning', async () => {
    const refused = await send('PATCH', '/about', { changeNote: 'two\nlines' });
    expect(refused.status).toBe(400);
    expect(refused.body?.message).toBe(
      "[{'message': 'Constraint not satisfied', 'field': 'changeNote', 'error': 'ValidationError'}]",
    );
    expect((await send('PATCH', '/community', { changeNote: 'two\nlines' })).status).toBe(204);
  });

  test('sent with a new page becomes the comment of its first version', async () => {
    const created = await send('POST', '/', { '@type': 'Document', id: 'noted', title: 'Noted', changeNote: 'Draft' });
    expect(created.status).toBe(201);
    expect((await versions('/noted')).map((entry) => entry.comments)).toEqual(['Draft']);
  });
});

describe('the history of the demo site’s content', () => {
  test('lists each page’s first version at the page’s creation, the entries the latest first', async () => {
    // Volto's History lists the entries as served, each with its date: a first version dated the day the mock started
    // stood among the content's 2025 entries, after its publication.
    for (const path of ['/about', '/team/alice']) {
      const entries = (await read(`${path}/@history`)) as unknown as Array<Entry & { action: string; time: string }>;
      const created = entries.find((entry) => entry.action === 'Create')!;
      const first = entries.find((entry) => entry.version === 0)!;
      expect(first.time).toBe(created.time);
      const times = entries.map((entry) => Date.parse(entry.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});
