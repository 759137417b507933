// Contract scenarios for authentication: `@login` tokens, their errors, and what a token grants.
import { describe, expect, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

function payloadOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1]!;
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('@login', () => {
  test('good credentials give a JWT valid for 12 hours that works as a Bearer token', async () => {
    const user = process.env.SOCIALMEDIA_BACKEND_USER?.trim() || 'admin';
    const { token } = await backend.admin.login(user, process.env.SOCIALMEDIA_BACKEND_PASSWORD ?? 'admin');
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = payloadOf(token);
    expect(payload.sub).toBe(user);
    expect(Number(payload.exp) - Date.now() / 1000).toBeGreaterThan(11.9 * 3600);
    expect(Number(payload.exp) - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 5);
    const folder = await backend.scenarioFolder('auth-bearer');
    const bearer = backend.anonymous.withCredentials({ token });
    await bearer.patchSettings(folder, { facebook_app_id: 'via-token' });
    expect((await bearer.getSettings(folder))?.settings.facebook_app_id).toBe('via-token');
  });

  test('a wrong password is a 401 with the error nested under "error"', async () => {
    const response = await backend.anonymous.raw('POST', '/@login', {
      body: { login: 'admin', password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'Invalid credentials', message: 'Wrong login and/or password.' },
    });
  });

  test('a login without password is a 400 "Missing credentials"', async () => {
    const response = await backend.anonymous.raw('POST', '/@login', { body: { login: 'admin' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { type: 'Missing credentials', message: 'Login and password must be provided in body.' },
    });
  });

  test('an invalid token counts as anonymous: private content answers 401', async () => {
    const folder = await backend.scenarioFolder('auth-invalid-token');
    const forged = backend.anonymous.withCredentials({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.forged' });
    const response = await forged.raw('GET', folder);
    expect(response.status).toBe(401);
    const root = await forged.raw('GET', '/');
    expect(root.status).toBe(200);
  });
});
