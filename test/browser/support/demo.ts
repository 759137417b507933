// What the browser tests share: a page of the demo in a fresh browser context (its own storage), the
// mock's control endpoints, axe-core, and the screenshots the README shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where the README's screenshots live. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../docs/screenshots');

/** Connects to the Chromium the global set-up launched. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface DemoTab {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors (failed requests aside, which the tests provoke on purpose). */
  problems: string[];
  /** `METHOD /Plone/...?query` of every request the page sent to the backend, in order. */
  backendRequests: string[];
  /** Opens the demo at an address (`/`, `/team/alice`, `/people`, ...) and waits for its page to be shown. */
  visit(route: string): Promise<void>;
}

/**
 * Registers the hooks of a test file that opens the demo: one browser connection for the file and, for each test, a
 * fresh tab handed to `use` (after resetting the mock site when asked), closed when the test ends.
 */
export function freshDemoTabs(use: (tab: DemoTab) => void, options: { resetBackend?: boolean } = {}): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (options.resetBackend) await resetBackend();
    const tab = await openDemo(browser!);
    use(tab);
    return async () => {
      await tab.context.close();
    };
  });
}

/**
 * A new tab on the demo, in a context of its own (no login, no language choice carried over); `device` sets what
 * else the browser is (a phone's touch screen, another motion setting).
 */
export async function openDemo(
  browser: Browser,
  viewport = { width: 1100, height: 900 },
  device: BrowserContextOptions = {},
): Promise<DemoTab> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'en-US', ...device });
  const page = await context.newPage();
  const problems: string[] = [];
  const backendRequests: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  const sitePath = new URL(inject('backendUrl')).pathname;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === sitePath || url.pathname.startsWith(`${sitePath}/`)) {
      backendRequests.push(`${request.method()} ${decodeURIComponent(url.pathname + url.search)}`);
    }
  });
  const visit = async (route: string) => {
    await page.goto(new URL(route, inject('demoUrl')).href);
    await pageShown(page);
  };
  return { page, context, problems, backendRequests, visit };
}

/** Waits until the page has replaced its loading notice with its heading. */
export async function pageShown(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('main .notice[role="status"]').waitFor({ state: 'detached' });
}

/** The share tags the demo put into `<head>`: `{ 'og:title': ..., 'twitter:site': ... }`. */
export function headTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('meta[data-socialmedia-head]')].map((meta) => [
        meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
        meta.getAttribute('content') ?? '',
      ]),
    ),
  );
}

/** The `href`s of the links in a list of social links (the footer's, a person's, ...). */
export function linkTargets(page: Page, listSelector: string): Promise<string[]> {
  return page.locator(`${listSelector} a`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The footer's link targets, in the order shown. */
export function footerLinks(page: Page): Promise<string[]> {
  return linkTargets(page, 'footer .socialmedia-links');
}

/** Puts the mock back to the demo content. */
export async function resetBackend(): Promise<void> {
  await control('reset', {});
}

/** Makes the mock fail the next request that matches (`{ method: 'PATCH', path: '/Plone', status: 500 }`). */
export async function failNext(rule: {
  method?: string;
  path?: string;
  status?: number;
  network?: boolean;
}): Promise<void> {
  await control('fail-next', rule);
}

async function control(name: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(`/__mock__/${name}`, inject('backendUrl')), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__mock__/${name} answered ${response.status}: ${await response.text()}`);
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA, and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Logs in through the demo's form as the mock's manager and waits for the page it returns to. */
export async function logIn(tab: DemoTab, returnTo = ''): Promise<void> {
  await tab.visit(returnTo ? `/login?return_url=${encodeURIComponent(returnTo)}` : '/login');
  await tab.page.getByLabel('User name').fill('admin');
  await tab.page.getByLabel('Password').fill('admin');
  await tab.page.getByRole('button', { name: 'Log in' }).click();
  await tab.page.getByText('Logged in as admin').waitFor();
  await pageShown(tab.page);
}
