// Contract scenarios for `@lock` as the Social Media panel meets it: what `DELETE @lock {"force": true}` (the
// panel's "Unlock") does to a lock someone else holds that plone.locking will not let the caller steal, and
// `PATCH @lock`, which keeps a lock alive.
import { describe, expect, onTestFinished, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A second manager who holds locks: on a live Plone added through @users (set-up, not compared), on the mock in
 * its model.
 */
async function otherManager(username: string): Promise<{ username: string; password: string }> {
  const user = { username, password: `${username}-secret` };
  if (backend.site) {
    backend.site.addUser({ id: username, password: user.password, roles: ['Manager'], fullname: 'Nora Nonstealable' });
    return user;
  }
  await backend.unrecorded.raw('DELETE', `/@users/${username}`);
  const created = await backend.unrecorded.raw('POST', '/@users', {
    body: { ...user, email: `${username}@example.org`, fullname: 'Nora Nonstealable', roles: ['Manager'] },
  });
  expect(created.status).toBe(201);
  onTestFinished(async () => {
    await backend.unrecorded.raw('DELETE', `/@users/${username}`);
  });
  return user;
}

describe('a lock someone else holds', () => {
  test('force: true leaves a non-stealable lock in place and only makes it stealable; a second force removes it', async () => {
    // plone.restapi's DELETE @lock calls ILockable.unlock(), which keeps a lock the caller cannot steal
    // (INonStealableLock on the page, the caller not its holder), then drops that marker all the same.
    const holder = await otherManager('contract-nonstealable');
    const folder = await backend.scenarioFolder('lock-nonstealable');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const held = await json(
      await backend.admin.withCredentials(holder).raw('POST', `${page}/@lock`, { body: { stealable: false } }),
    );
    expect(held).toMatchObject({ locked: true, creator: holder.username, stealable: true });
    expect(await json(await backend.admin.raw('GET', `${page}/@lock`))).toMatchObject({
      locked: true,
      stealable: false,
    });
    const forced = await backend.admin.raw('DELETE', `${page}/@lock`, { body: { force: true } });
    expect(forced.status).toBe(200);
    expect(await json(forced)).toMatchObject({ locked: true, creator: holder.username, stealable: true });
    expect((await json(await backend.admin.raw('GET', page))).lock).toMatchObject({ locked: true, stealable: true });
    const again = await backend.admin.raw('DELETE', `${page}/@lock`, { body: { force: true } });
    expect(await json(again)).toEqual({ locked: false, stealable: true });
  });

  test('its holder locking the page again changes nothing: the lock stays non-stealable and keeps its time', async () => {
    // plone.locking's lock() leaves a locked page alone; plone.restapi's POST @lock only ever adds INonStealableLock.
    const holder = await otherManager('contract-relocker');
    const folder = await backend.scenarioFolder('lock-relock');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const asHolder = backend.admin.withCredentials(holder);
    const held = await json(await asHolder.raw('POST', `${page}/@lock`, { body: { stealable: false } }));
    const again = await json(await asHolder.raw('POST', `${page}/@lock`, { body: {} }));
    expect(again).toMatchObject({ locked: true, token: held.token, time: held.time, created: held.created });
    expect(await json(await backend.admin.raw('GET', `${page}/@lock`))).toMatchObject({
      locked: true,
      stealable: false,
      time: held.time,
    });
    await asHolder.raw('DELETE', `${page}/@lock`, { body: {} });
  });

  test('another manager locking with stealable false makes the holder’s lock non-stealable and sets its timeout', async () => {
    // plone.restapi's POST @lock: lock() leaves someone else's lock alone, then INonStealableLock marks the page
    // and setTimeout() changes the lock there is, whoever holds it.
    const holder = await otherManager('contract-heldlock');
    const folder = await backend.scenarioFolder('lock-mark-held');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const asHolder = backend.admin.withCredentials(holder);
    const held = await json(await asHolder.raw('POST', `${page}/@lock`, { body: {} }));
    const marked = await json(
      await backend.admin.raw('POST', `${page}/@lock`, { body: { stealable: false, timeout: 3600 } }),
    );
    expect(marked).toMatchObject({ locked: true, creator: holder.username, stealable: false, timeout: 3600 });
    expect(marked.token).toBe(held.token);
    expect((await json(await asHolder.raw('GET', `${page}/@lock`))).stealable).toBe(true);
    await asHolder.raw('DELETE', `${page}/@lock`, { body: {} });
  });

  test('a page whose non-stealable lock timed out makes the next lock non-stealable too, until an unlock', async () => {
    // INonStealableLock marks the page, not the lock: a lock that expires leaves it, only DELETE @lock removes it.
    const holder = await otherManager('contract-expired');
    const folder = await backend.scenarioFolder('lock-mark-expired');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const asHolder = backend.admin.withCredentials(holder);
    await asHolder.raw('POST', `${page}/@lock`, { body: { stealable: false, timeout: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await json(await backend.admin.raw('GET', `${page}/@lock`))).toEqual({ locked: false, stealable: true });
    await backend.admin.raw('POST', `${page}/@lock`, { body: {} });
    expect(await json(await asHolder.raw('GET', `${page}/@lock`))).toMatchObject({
      locked: true,
      creator: 'admin',
      stealable: false,
    });
    await backend.admin.raw('DELETE', `${page}/@lock`, { body: {} });
    await backend.admin.raw('POST', `${page}/@lock`, { body: {} });
    expect(await json(await asHolder.raw('GET', `${page}/@lock`))).toMatchObject({ creator: 'admin', stealable: true });
    await backend.admin.raw('DELETE', `${page}/@lock`, { body: {} });
  });
});

describe('refreshing a lock', () => {
  test('PATCH @lock refreshes the lock and answers its info; unlocked, it answers locked false; a folder, {}', async () => {
    // plone.restapi's PATCH @lock: IRefreshableLockable.refresh_lock() restarts the lock's time, then lock_info.
    const folder = await backend.scenarioFolder('lock-refresh');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    expect(await json(await backend.admin.raw('PATCH', `${page}/@lock`))).toEqual({ locked: false, stealable: true });
    const held = await json(await backend.admin.raw('POST', `${page}/@lock`, { body: {} }));
    const refreshed = await backend.admin.raw('PATCH', `${page}/@lock`);
    expect(refreshed.status).toBe(200);
    const body = await json(refreshed);
    expect(body).toMatchObject({ locked: true, creator: 'admin', stealable: true, timeout: 600, token: held.token });
    expect(Number(body.time)).toBeGreaterThanOrEqual(Number(held.time));
    expect(await json(await backend.admin.raw('PATCH', `${folder}/@lock`))).toEqual({});
    await backend.admin.raw('DELETE', `${page}/@lock`, { body: {} });
  });
});

describe('a folder, which cannot be locked', () => {
  test('every @lock method answers {} on a folder, DELETE with force too', async () => {
    // A Folder has no plone.locking behavior: the services answer lock_info(), {} without ILockable.
    const folder = await backend.scenarioFolder('lock-folder');
    expect(await json(await backend.admin.raw('DELETE', `${folder}/@lock`, { body: {} }))).toEqual({});
    expect(await json(await backend.admin.raw('DELETE', `${folder}/@lock`, { body: { force: true } }))).toEqual({});
  });
});
