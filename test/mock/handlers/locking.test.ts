// `@lock` over HTTP, as Volto's edit form uses it: lock on open, PATCH with `Lock-Token`, unlock on leave;
// the content GET's `lock` key follows, and a lock held by someone else refuses a PATCH with 403.
import { describe, expect, test } from 'vitest';
import { demoSite } from '../../../src/mock';
import { useMockBackend } from '../../support/mockBackend';

let clock = new Date('2025-06-02T10:00:00Z');
const backend = useMockBackend({
  site: () => {
    clock = new Date('2025-06-02T10:00:00Z');
    const site = demoSite({ now: () => clock });
    site.addUser({ id: 'editor', password: 'editor', roles: ['Manager'], fullname: 'Eddie Editor' });
    site.addUser({ id: 'plain', password: 'plain', roles: ['Manager'] });
    return site;
  },
});
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const as = (user: string) => ({ ...json, Authorization: `Basic ${btoa(`${user}:${user}`)}` });

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${backend.baseUrl}/++api++${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('@lock', () => {
  test('an unlocked page reports locked false and stealable true, in @lock and in the content GET', async () => {
    const lock = await call('GET', '/about/@lock', json);
    expect(lock.response.status).toBe(200);
    expect(lock.body).toEqual({ locked: false, stealable: true });
    const content = await call('GET', '/about', as('admin'));
    expect(content.body?.lock).toEqual({ locked: false, stealable: true });
  });

  test('POST locks the page for the caller and answers the full lock info', async () => {
    const { response, body } = await call('POST', '/about/@lock', as('editor'));
    expect(response.status).toBe(200);
    expect(body).toEqual({
      created: '2025-06-02T10:00:00+00:00',
      creator: 'editor',
      creator_name: 'Eddie Editor',
      creator_url: `${backend.baseUrl}/author/editor`,
      locked: true,
      name: 'plone.locking.stealable',
      stealable: true,
      time: clock.getTime() / 1000,
      timeout: 600,
      token: expect.any(String),
    });
    expect(body?.token).not.toBe('');
    const content = await call('GET', '/about', as('admin'));
    expect(content.body?.lock).toMatchObject({ locked: true, creator: 'editor', token: body?.token });
    expect((await call('GET', '/about/@lock', as('admin'))).body).toEqual(content.body?.lock);
  });

  test('the lock names a user without a fullname by their id, and honours the timeout asked for', async () => {
    const { body } = await call('POST', '/about/@lock', as('plain'), { timeout: 3600 });
    expect(body).toMatchObject({ creator: 'plain', creator_name: 'plain', timeout: 3600 });
  });

  test('DELETE unlocks and answers locked false', async () => {
    await call('POST', '/about/@lock', as('editor'));
    const { response, body } = await call('DELETE', '/about/@lock', as('editor'));
    expect(response.status).toBe(200);
    expect(body).toEqual({ locked: false, stealable: true });
    expect((await call('GET', '/about', as('admin'))).body?.lock).toEqual({ locked: false, stealable: true });
  });

  test('a lock ends by itself once its timeout has passed', async () => {
    await call('POST', '/about/@lock', as('editor'));
    clock = new Date(clock.getTime() + 601 * 1000);
    expect((await call('GET', '/about/@lock', as('admin'))).body).toEqual({ locked: false, stealable: true });
  });

  test('locking and unlocking need Modify portal content: anonymous and members get 401', async () => {
    for (const headers of [json, as('member')]) {
      expect((await call('POST', '/about/@lock', headers)).response.status).toBe(401);
      expect((await call('DELETE', '/about/@lock', headers)).response.status).toBe(401);
    }
    expect((await call('GET', '/about/@lock', as('admin'))).body?.locked).toBe(false);
  });

  test('a PATCH on a page someone else locked is refused with 403 Resource is locked', async () => {
    await call('POST', '/about/@lock', as('editor'));
    const { response, body } = await call('PATCH', '/about', as('admin'), { title: 'Changed' });
    expect(response.status).toBe(403);
    expect(body).toEqual({ error: { type: 'Forbidden', message: 'Resource is locked.' } });
    expect(backend.site.get('/about')!.fields.title).toBe('About this site');
  });

  test('whoever sends its Lock-Token, and only that, may PATCH the locked page: its holder too needs it', async () => {
    const { body: lock } = await call('POST', '/about/@lock', as('editor'));
    const token = lock?.token;
    if (typeof token !== 'string') throw new Error(`POST @lock answered no token: ${JSON.stringify(lock)}`);
    // plone.restapi's is_locked does not ask who holds the lock (the scenario in routes.test.ts compares it).
    expect((await call('PATCH', '/about', as('editor'), { title: 'By the holder' })).response.status).toBe(403);
    expect(
      (await call('PATCH', '/about', { ...as('editor'), 'Lock-Token': token }, { title: 'By the holder' })).response
        .status,
    ).toBe(204);
    expect(backend.site.get('/about')!.fields.title).toBe('By the holder');
    const withToken = await call(
      'PATCH',
      '/about',
      { ...as('admin'), 'Lock-Token': token },
      { title: 'With the token' },
    );
    expect(withToken.response.status).toBe(204);
    expect(backend.site.get('/about')!.fields.title).toBe('With the token');
    const wrongToken = await call(
      'PATCH',
      '/about',
      { ...as('admin'), 'Lock-Token': 'not-the-token' },
      { title: 'No' },
    );
    expect(wrongToken.response.status).toBe(403);
  });

  test('someone else cannot unlock without force, and force: true clears the lock', async () => {
    await call('POST', '/about/@lock', as('editor'));
    expect((await call('DELETE', '/about/@lock', as('admin'))).body?.locked).toBe(true);
    expect((await call('DELETE', '/about/@lock', as('admin'), { force: true })).body).toEqual({
      locked: false,
      stealable: true,
    });
  });

  test('force: true leaves a non-stealable lock someone else holds in place, only stealable now', async () => {
    // plone.restapi's DELETE @lock calls ILockable.unlock(), which keeps a lock the caller may not steal, and then
    // drops the page's INonStealableLock marker anyway: the lock stays, a second force: true removes it.
    const { body: held } = await call('POST', '/about/@lock', as('editor'), { stealable: false });
    expect((await call('GET', '/about/@lock', as('admin'))).body).toMatchObject({ locked: true, stealable: false });
    const forced = await call('DELETE', '/about/@lock', as('admin'), { force: true });
    expect(forced.response.status).toBe(200);
    expect(forced.body).toMatchObject({ locked: true, creator: 'editor', stealable: true, token: held?.token });
    expect((await call('GET', '/about', as('admin'))).body?.lock).toMatchObject({ locked: true, stealable: true });
    expect((await call('DELETE', '/about/@lock', as('admin'), { force: true })).body).toEqual({
      locked: false,
      stealable: true,
    });
  });

  test('PATCH refreshes the lock: its time starts again, so it lasts a full timeout from now', async () => {
    // plone.restapi's PATCH @lock is IRefreshableLockable.refresh_lock(): the WebDAV lock's modified time is now.
    const { body: held } = await call('POST', '/about/@lock', as('editor'));
    clock = new Date(clock.getTime() + 500 * 1000);
    const refreshed = await call('PATCH', '/about/@lock', as('editor'));
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.body).toEqual({
      ...held,
      created: '2025-06-02T10:08:20+00:00',
      time: clock.getTime() / 1000,
    });
    clock = new Date(clock.getTime() + 500 * 1000);
    expect((await call('GET', '/about/@lock', as('admin'))).body).toMatchObject({ locked: true, creator: 'editor' });
    expect(backend.site.get('/about')!.fields.title).toBe('About this site');
  });

  test('the holder locking again keeps her lock as it is: not stealable still, its time not restarted', async () => {
    // plone.locking's lock() does nothing on a locked page, and plone.restapi only ever adds INonStealableLock.
    const { body: held } = await call('POST', '/about/@lock', as('editor'), { stealable: false });
    clock = new Date(clock.getTime() + 300 * 1000);
    const again = await call('POST', '/about/@lock', as('editor'), {});
    expect(again.body).toEqual(held);
    expect((await call('GET', '/about/@lock', as('admin'))).body).toMatchObject({
      locked: true,
      stealable: false,
      time: held?.time,
    });
    clock = new Date(clock.getTime() + 301 * 1000);
    expect((await call('GET', '/about/@lock', as('admin'))).body).toEqual({ locked: false, stealable: true });
  });

  test('someone else locking with stealable false makes the holder’s lock non-stealable, with her timeout', async () => {
    // plone.restapi's POST @lock marks the page INonStealableLock and sets the timeout of whatever lock it holds.
    const { body: held } = await call('POST', '/about/@lock', as('editor'));
    clock = new Date(clock.getTime() + 100 * 1000);
    const other = await call('POST', '/about/@lock', as('admin'), { stealable: false, timeout: 3600 });
    expect(other.body).toMatchObject({
      locked: true,
      creator: 'editor',
      stealable: false,
      timeout: 3600,
      token: held?.token,
      time: clock.getTime() / 1000,
    });
    expect((await call('GET', '/about/@lock', as('editor'))).body?.stealable).toBe(true);
  });

  test('a page stays non-stealable after its lock times out, for the next lock too, until an unlock', async () => {
    // INonStealableLock marks the page, not the lock: only DELETE @lock takes it away.
    await call('POST', '/about/@lock', as('editor'), { stealable: false, timeout: 60 });
    clock = new Date(clock.getTime() + 61 * 1000);
    expect((await call('GET', '/about/@lock', as('admin'))).body).toEqual({ locked: false, stealable: true });
    await call('POST', '/about/@lock', as('admin'), {});
    expect((await call('GET', '/about/@lock', as('editor'))).body).toMatchObject({
      creator: 'admin',
      stealable: false,
    });
    await call('DELETE', '/about/@lock', as('admin'));
    await call('POST', '/about/@lock', as('admin'), {});
    expect((await call('GET', '/about/@lock', as('editor'))).body).toMatchObject({ creator: 'admin', stealable: true });
  });

  test('a folder, which cannot be locked, answers {} to every @lock method', async () => {
    // plone.restapi's DELETE @lock answers lock_info(), {} on an object without ILockable, as GET, POST and PATCH do.
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const { response, body } = await call(method, '/community/@lock', as('admin'), method === 'GET' ? undefined : {});
      expect(response.status).toBe(200);
      expect(body).toEqual({});
    }
  });
});
