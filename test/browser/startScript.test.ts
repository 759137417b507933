// `npm start`'s script: it says which URL to open, that URL serves the demo, and Ctrl-C leaves nothing running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

it('prints the URL to open, serves the demo there, and frees both ports on Ctrl-C', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DEMO_PORT: '0', DEMO_BACKEND_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 20_000, interval: 100 }).toMatch(/Open (http:\/\/127\.0\.0\.1:\d+\/)/);
    const siteUrl = /Open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)![1]!;
    const backendUrl = /Mock Plone backend: (http:\/\/127\.0\.0\.1:\d+\/Plone)/.exec(output)![1]!;

    const page = await fetch(siteUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // History routing: a page's own address, opened directly (a shared link, a reload), gets the demo too.
    for (const address of ['/team/alice', '/controlpanel/social-media/community', '/login?return_url=/internal']) {
      const deepLink = await fetch(new URL(address, siteUrl));
      expect(deepLink.status, address).toBe(200);
      expect(await deepLink.text(), address).toContain('<div id="root"></div>');
    }
    const content = await fetch(new URL('/Plone', siteUrl), { headers: { Accept: 'application/json' } });
    expect((await content.json()).title).toBe('Social Media Demo');

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(siteUrl)).rejects.toThrow();
    await expect(fetch(backendUrl)).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
