// How the control panel reads the lock of the page that holds the settings, as plone.restapi serves it in the
// content's `lock` (`lock_info` in plone.restapi's services/locking): an unlocked page says `locked: false`, and a
// refused save of a locked page may come as WebDAV's 423 as well as plone.restapi's 403.
import { isLockRefusal, lockAfterRefusal, lockHolder, lockTokenOf } from '../../src/editing/sourceLock';
import { documentResponse } from '../contract/fixtures';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

describe('the lock of the settings’ page', () => {
  it('names no holder and no token for a page Plone serves as not locked', () => {
    const unlocked = documentResponse({ lock: { locked: false, stealable: true } });
    expect(lockHolder(unlocked)).toBeNull();
    expect(lockTokenOf(unlocked)).toBeNull();
  });

  it('reads a 423 answer as a refusal because of a lock, as it reads plone.restapi’s 403', () => {
    expect(isLockRefusal({ status: 423, message: 'Locked', type: 'Locked' })).toBe(true);
    expect(isLockRefusal({ status: 403, message: 'Resource is locked.', type: 'Forbidden' })).toBe(true);
    expect(isLockRefusal({ status: 403, message: 'You are not allowed to edit this.', type: 'Forbidden' })).toBe(false);
  });

  it('offers no second try with the token that Plone refused already', async () => {
    const locked = await backend.admin.raw('POST', '/@lock', { body: {} });
    const { token } = (await locked.json()) as { token?: unknown };
    expect(typeof token).toBe('string');
    const signal = new AbortController().signal;
    expect(await lockAfterRefusal(backend.admin, backend.baseUrl, token as string, signal)).toBeUndefined();
    expect(await lockAfterRefusal(backend.admin, backend.baseUrl, null, signal)).toEqual({ token });
  });
});
