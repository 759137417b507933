// The mock as a real HTTP server: JSON over node:http, CORS for a browser on another port, and the
// control endpoints the browser tests use to reset the site and inject failures.
import { afterEach, describe, expect, test } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/mock/node';

let server: RunningMockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const json = { Accept: 'application/json' };

describe('startMockServer', () => {
  test('serves the demo site on 127.0.0.1 with CORS headers for another origin', async () => {
    server = await startMockServer({ port: 0, log: false });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Plone$/);
    const response = await fetch(`${server.url}?expand=inherit&expand.inherit.behaviors=example.socialmedia.settings`, {
      headers: { ...json, Origin: 'http://127.0.0.1:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:3000');
    const body = (await response.json()) as { '@components': { inherit: Record<string, { from: unknown; data: unknown }> } };
    expect(body['@components'].inherit['example.socialmedia.settings']).toMatchObject({
      from: { '@id': server.url, title: 'Social Media Demo' },
      data: { x_username: 'plonedemo' },
    });
  });

  test('answers preflight requests allowing Authorization and Lock-Token', async () => {
    server = await startMockServer({ port: 0, log: false });
    const response = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Lock-Token');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PATCH');
  });

  test('fail-next makes the next matching request fail, once', async () => {
    server = await startMockServer({ port: 0, log: false });
    const control = server.url.replace(/\/Plone$/, '/__mock__/fail-next');
    await fetch(control, { method: 'POST', body: JSON.stringify({ method: 'GET', path: '/Plone/team', status: 503 }) });
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(200);
    expect((await fetch(`${server.url}/++api++/team`)).status).toBe(503);
    expect((await fetch(`${server.url}/team`, { headers: json })).status).toBe(200);
    await fetch(control, { method: 'POST', body: JSON.stringify({ network: true }) });
    await expect(fetch(`${server.url}/team`, { headers: json })).rejects.toThrow();
  });

  test('reset brings back a fresh demo site', async () => {
    server = await startMockServer({ port: 0, log: false });
    const auth = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
    await fetch(`${server.url}/about`, { method: 'DELETE', headers: auth });
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(404);
    await fetch(server.url.replace(/\/Plone$/, '/__mock__/reset'), { method: 'POST' });
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(200);
  });

  test('logs one line per request unless told not to', async () => {
    const lines: string[] = [];
    server = await startMockServer({ port: 0, log: (line) => lines.push(line) });
    await fetch(`${server.url}/about`, { headers: json });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([expect.stringMatching(/^GET \/Plone\/about 200 \d+ms$/)]);
  });
});
