// The mock as a real HTTP server: JSON over node:http, CORS for a browser on another port, the body size
// limit, and the control endpoints the browser tests use to reset the site and inject failures, which exist
// only when enabled and which no path trick reaches.
import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/mock/node';
import { demoSite } from '../../src/mock';

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
    const body = (await response.json()) as {
      '@components': { inherit: Record<string, { from: unknown; data: unknown }> };
    };
    expect(body['@components'].inherit['example.socialmedia.settings']).toMatchObject({
      from: { '@id': server.url, title: 'Social Media Demo' },
      data: { x_username: 'plonedemo' },
    });
  });

  test('serves the site on the IPv6 loopback address when asked to listen there', async () => {
    server = await startMockServer({ port: 0, log: false, host: '::1' });
    expect(server.url).toMatch(/^http:\/\/\[::1\]:\d+\/Plone$/);
    const response = await fetch(`${server.url}/about`, { headers: json });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ '@id': `${server.url}/about`, title: 'About this site' });
  });

  test.each(['Plone', '/Plone/'])('serves the site at /Plone when sitePath is %j', async (sitePath) => {
    server = await startMockServer({ port: 0, log: false, sitePath });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Plone$/);
    const response = await fetch(`${server.url}/about`, { headers: json });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ '@id': `${server.url}/about` });
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
    server = await startMockServer({ port: 0, log: false, controlEndpoints: true });
    const control = server.url.replace(/\/Plone$/, '/__mock__/fail-next');
    const queued = await fetch(control, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '/Plone/team', status: 503 }),
    });
    expect(queued.status).toBe(200);
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(200);
    expect((await fetch(`${server.url}/++api++/team`)).status).toBe(503);
    expect((await fetch(`${server.url}/team`, { headers: json })).status).toBe(200);
    await fetch(control, { method: 'POST', body: JSON.stringify({ network: true }) });
    await expect(fetch(`${server.url}/team`, { headers: json })).rejects.toThrow();
  });

  test('reset brings back a fresh demo site', async () => {
    server = await startMockServer({ port: 0, log: false, controlEndpoints: true });
    const auth = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
    await fetch(`${server.url}/about`, { method: 'DELETE', headers: auth });
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(404);
    // Node's fetch, as the browser tests use it, sends no Origin: the endpoint answers it.
    expect((await fetch(server.url.replace(/\/Plone$/, '/__mock__/reset'), { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${server.url}/about`, { headers: json })).status).toBe(200);
  });

  test('reset of a server given a site, not a factory, says it cannot, and the site keeps its changes', async () => {
    server = await startMockServer({ site: demoSite(), port: 0, log: false, controlEndpoints: true });
    await deleteAbout(server.url);
    const reset = await fetch(server.url.replace(/\/Plone$/, '/__mock__/reset'), { method: 'POST' });
    // It answered `{ reset: true }` and served the same site, the page still deleted.
    expect(reset.status).toBe(409);
    expect(((await reset.json()) as { error: string }).error).toContain('site: () =>');
    expect(await aboutStatus(server.url)).toBe(404);
  });

  test('logs one line per request unless told not to', async () => {
    const lines: string[] = [];
    server = await startMockServer({ port: 0, log: (line) => lines.push(line) });
    await fetch(`${server.url}/about`, { headers: json });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([expect.stringMatching(/^GET \/Plone\/about 200 \d+ms$/)]);
  });
});

/** Sends a request with the target exactly as written (fetch would resolve dots and encodings first). */
function rawRequest(
  url: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: Number(port), path: target, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Deletes the demo's About page; a reset brings it back. */
async function deleteAbout(url: string): Promise<void> {
  const auth = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
  expect((await fetch(`${url}/about`, { method: 'DELETE', headers: auth })).status).toBe(204);
}

const aboutStatus = async (url: string) => (await fetch(`${url}/about`, { headers: json })).status;

/** Ways to name the control endpoints other than their exact paths. */
const PATH_TRICKS = [
  '/Plone/../__mock__/reset',
  '/Plone/%2e%2e/__mock__/reset',
  '/Plone/%2E%2E/__mock__/reset',
  '/Plone/.%2e/__mock__/reset',
  '/./__mock__/reset',
  '//__mock__/reset',
  '/__mock__//reset',
  '/__mock__/./reset',
  '/__mock__%2freset',
  '/__mock__%2Freset',
  '/%5f%5fmock%5f%5f/reset',
  '/%255f%255fmock%255f%255f/reset',
  '/__MOCK__/reset',
  '/__mock__/reset/',
  '/__mock__/reset/..',
  '/__mock__/fail-next/../reset',
  '/Plone/__mock__/reset',
  '/++api++/../__mock__/reset',
  '\\__mock__\\reset',
  '/Plone/..%2f__mock__%2freset',
  '/Plone/..%5c__mock__%5creset',
];

describe('control endpoints', () => {
  test('do not exist unless the caller enables them, whatever path names them', async () => {
    server = await startMockServer({ port: 0, log: false });
    await deleteAbout(server.url);
    for (const target of ['/__mock__/reset', ...PATH_TRICKS]) {
      const answer = await rawRequest(server.url, target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([400, 404], target).toContain(answer.status);
    }
    const failNext = await rawRequest(server.url, '/__mock__/fail-next', { method: 'POST', body: '{"status": 503}' });
    expect(failNext.status).toBe(404);
    expect(await aboutStatus(server.url)).toBe(404);
    expect((await fetch(`${server.url}/team`, { headers: json })).status).toBe(200);
  });

  test('enabled, they answer only at their exact paths: no path trick resets the site', async () => {
    server = await startMockServer({ port: 0, log: false, controlEndpoints: true });
    await deleteAbout(server.url);
    for (const target of PATH_TRICKS) {
      const answer = await rawRequest(server.url, target, { method: 'POST', body: '{}' });
      expect([400, 404], target).toContain(answer.status);
      expect(await aboutStatus(server.url), target).toBe(404);
    }
    expect((await rawRequest(server.url, '/__mock__/reset', { method: 'POST' })).status).toBe(200);
    expect(await aboutStatus(server.url)).toBe(200);
  });

  test('enabled, a web page cannot use them: a request with an Origin is refused, and so is a GET', async () => {
    server = await startMockServer({ port: 0, log: false, controlEndpoints: true });
    await deleteAbout(server.url);
    const control = server.url.replace(/\/Plone$/, '/__mock__/reset');
    const fromPage = await fetch(control, { method: 'POST', headers: { Origin: 'http://evil.example' } });
    expect(fromPage.status).toBe(403);
    expect((await fetch(control)).status).toBe(405);
    expect(await aboutStatus(server.url)).toBe(404);
  });

  test('a failure rule that could not be answered is refused at once, and breaks no later request', async () => {
    server = await startMockServer({ port: 0, log: false, controlEndpoints: true });
    const control = server.url.replace(/\/Plone$/, '/__mock__/fail-next');
    for (const rule of ['{"status": 99}', '{"status": "x"}', '{"method": 1}', '[]', 'nonsense']) {
      expect((await fetch(control, { method: 'POST', body: rule })).status, rule).toBe(400);
    }
    expect((await fetch(`${server.url}/team`, { headers: json })).status).toBe(200);
  });
});

describe('request bodies and targets', () => {
  const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}`, 'Content-Type': 'application/json' };

  test('a body larger than the limit is answered 413 and changes nothing, announced or streamed', async () => {
    server = await startMockServer({ port: 0, log: false, maxBodyBytes: 4096 });
    const title = 'x'.repeat(5000);
    const announced = await fetch(`${server.url}/team`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ title }),
    });
    expect(announced.status).toBe(413);
    const streamed = await rawRequest(server.url, '/Plone/team', {
      method: 'PATCH',
      headers: { ...admin, 'Transfer-Encoding': 'chunked' },
      body: JSON.stringify({ title }),
    });
    expect(streamed.status).toBe(413);
    const team = (await (await fetch(`${server.url}/team`, { headers: json })).json()) as { title: string };
    expect(team.title).toBe('Team');
    const small = await fetch(`${server.url}/team`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ title: 'Our team' }),
    });
    expect(small.status).toBe(204);
  });

  test('the default limit takes a realistic settings PATCH and refuses a body over 1 MiB', async () => {
    server = await startMockServer({ port: 0, log: false });
    const link = { '@id': 'x', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone', title: 'x.com/plone' }] };
    const realistic = JSON.stringify({ social_links: Array.from({ length: 200 }, () => link) });
    expect((await fetch(`${server.url}/team`, { method: 'PATCH', headers: admin, body: realistic })).status).toBe(204);
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024) });
    expect((await fetch(`${server.url}/team`, { method: 'PATCH', headers: admin, body: huge })).status).toBe(413);
  });

  test('a target that is not a plain path cannot choose the host the answer names', async () => {
    server = await startMockServer({ port: 0, log: false });
    for (const target of ['//evil.example/Plone', 'http://evil.example/Plone']) {
      const answer = await rawRequest(server.url, target, { headers: json });
      expect(answer.status, target).toBe(400);
      expect(answer.text).not.toContain('evil.example');
    }
  });
});
