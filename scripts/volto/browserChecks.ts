// What an editor does, in Debian's headless Chromium driven by playwright-core: log in, open the Social Media
// control panel from Volto's control panel list, add a link with our widget, save, and see it on a page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { CheckList } from './checks';
import { runCommand } from './processes';

export const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing (CI starts on a fresh machine). */
export async function ensureChromium(logDir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  log('installing chromium with apt-get (Debian package; no browser download)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runCommand('apt-get', ['update'], { cwd: logDir, env, logFile: join(logDir, 'apt-update.log'), timeoutMs: 10 * 60_000 });
  await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { cwd: logDir, env, logFile: join(logDir, 'apt-chromium.log'), timeoutMs: 15 * 60_000 });
}

export interface BrowserContextOptions {
  voltoUrl: string;
  user: string;
  password: string;
  /** A page that shows the site's links (the slot), where the new link must appear after saving. */
  pagePath: string;
  /** Folder for screenshots of failures. */
  artifactsDir: string;
}

/** Runs the editor's path through the control panel; each step is a check. */
export async function checkEditorFlow(checks: CheckList, options: BrowserContextOptions): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const scoped = checks.scoped('browser');
  const errors: string[] = [];
  let page: Page | null = null;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    const { voltoUrl } = options;
    const stamp = Date.now().toString(36);
    const newUrl = `https://bsky.app/profile/harness-${stamp}.bsky.social`;

    await page.goto(`${voltoUrl}/login`, { waitUntil: 'networkidle' });
    await page.locator('#login').fill(options.user);
    await page.locator('#password').fill(options.password);
    await page.locator('#login-form-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    const cookies = await context.cookies();
    scoped.check('logging in as admin sets Volto\'s auth_token cookie', cookies.some((cookie) => cookie.name === 'auth_token'), JSON.stringify(cookies.map((c) => c.name)));

    await page.goto(`${voltoUrl}/controlpanel`, { waitUntil: 'networkidle' });
    const entry = page.getByRole('link', { name: /social media/i }).first();
    const listed = await entry.isVisible().catch(() => false);
    scoped.check('the control panel list shows a "Social Media" entry', listed, await headings(page));
    if (!listed) return;
    await entry.click();
    await page.waitForURL(/\/controlpanel\/.+/);
    const panelUrl = page.url();
    scoped.check('the entry opens a control panel page', /\/controlpanel\/[^/]+$/.test(new URL(panelUrl).pathname), panelUrl);

    const group = page.getByRole('group', { name: 'Add a link' });
    await group.waitFor({ state: 'visible', timeout: 30_000 });
    scoped.check('the control panel shows the links widget (its lazily loaded chunk arrived)', true);
    await group.getByRole('radio', { name: /bluesky/i }).check();
    await group.getByLabel('Address').fill(newUrl);
    await group.getByRole('button', { name: 'Add link' }).click();
    const inList = await page.locator(`text=${new URL(newUrl).hostname}`).count().catch(() => 0);
    const inputs = await page.locator('input').evaluateAll((elements, url) => elements.some((e) => (e as HTMLInputElement).value === url), newUrl);
    scoped.check('the new link is in the widget\'s list before saving', inList > 0 || inputs, 'the address shows nowhere in the form');

    const patch = page.waitForResponse((response) => response.request().method() === 'PATCH', { timeout: 30_000 });
    const save = page.locator('#toolbar-save');
    await ((await save.count()) > 0 ? save.first() : page.getByRole('button', { name: /^save$/i }).first()).click();
    const saved = await patch.catch(() => null);
    scoped.check('saving sends a PATCH that succeeds', saved !== null && saved.status() < 300, saved ? `${saved.status()} ${saved.url()}` : 'no PATCH within 30 s');

    await page.goto(`${voltoUrl}${options.pagePath}`, { waitUntil: 'networkidle' });
    const shown = await page.locator(`a[href="${newUrl}"]`).count();
    scoped.check(`the new link shows on ${options.pagePath} for the editor`, shown > 0, 'no <a> with the new address');
    const html = await (await fetch(`${voltoUrl}${options.pagePath}`)).text();
    scoped.check(`the new link is in the HTML a crawler gets from ${options.pagePath}`, html.includes(`href="${newUrl}"`), 'not in the server-rendered HTML');
    scoped.check('no JavaScript errors in the browser', errors.length === 0, errors.slice(0, 10).join('\n'));
  } catch (error) {
    scoped.check('the editor flow ran to its end', false, error instanceof Error ? error.message : String(error));
    if (errors.length) scoped.check('no JavaScript errors in the browser', false, errors.slice(0, 10).join('\n'));
    if (page) await page.screenshot({ path: join(options.artifactsDir, 'browser-failure.png'), fullPage: true }).catch(() => undefined);
  } finally {
    await browser.close();
  }
}

async function headings(page: Page): Promise<string> {
  const links = await page.locator('a').allTextContents().catch(() => []);
  return `links on the page: ${links.map((text) => text.trim()).filter(Boolean).slice(0, 40).join(' | ')}`;
}
