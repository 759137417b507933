// The built demo's own HTTP handler: its files, and what it does with an address it cannot read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteHandler } from '../../demo/serveBuilt';

const root = mkdtempSync(path.join(tmpdir(), 'serve-built-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>The demo</title>');
const server = http.createServer(builtSiteHandler(root, '/Plone', 'http://127.0.0.1:9'));
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('the built demo’s server', () => {
  it('answers an address with a broken percent escape with 400, and goes on serving the site', async () => {
    const broken = await fetch(`${origin}/team/%E0%A4%A`);
    expect(broken.status).toBe(400);
    const page = await fetch(`${origin}/team/alice`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>The demo</title>');
  });
});
