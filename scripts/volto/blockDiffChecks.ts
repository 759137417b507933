// Volto's History ("View changes") of a page with the add-on's Follow Us and Share blocks, in the real Volto build:
// Volto draws both versions' blocks with `renderToStaticMarkup` (DiffField.jsx), where a block view whose chunk the
// tab has not loaded yet draws nothing, so that a change to either block was invisible. The harness adds a page with
// both blocks, edits their headlines (a second version), and compares the two versions in Chromium twice: on a first
// visit straight to the `/diff` address, and reached inside the app from the page's History, whose server-rendered
// page loads neither view. The page is removed again.
import type { Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browserChecks';
import type { CheckList } from './checks';
import { backendCaller } from './liveSite';

export interface BlockDiffOptions {
  voltoUrl: string;
  /** The backend's site root as the harness reaches it. */
  backendUrl: string;
  user: string;
  password: string;
}

const PAGE_ID = 'blocks-history';
const FOLLOW_US = 'd1ff0000-0002-4f00-8000-000000000001';
const SHARE = 'd1ff0000-0003-4f00-8000-000000000001';

/** The page's blocks with the two headlines of one version (its word `season`, which the edit changes). */
function pageBlocks(season: string) {
  const title = 'd1ff0000-0001-4f00-8000-000000000001';
  return {
    blocks: {
      [title]: { '@type': 'title' },
      [FOLLOW_US]: { '@type': 'followUs', headline: `Follow us in ${season}` },
      [SHARE]: { '@type': 'shareLinks', headline: `Share this ${season}` },
    },
    blocks_layout: { items: [title, FOLLOW_US, SHARE] },
  };
}

/** Adds the page, edits its blocks, compares its versions both ways in Chromium and removes it; each a check. */
export async function checkBlockDiffs(checks: CheckList, options: BlockDiffOptions): Promise<void> {
  const scoped = checks.scoped("History of a page with the add-on's blocks");
  const call = backendCaller(options.backendUrl, options.user, options.password);
  const path = `/${PAGE_ID}`;
  let versions: number[] = [];
  try {
    await scoped.step('the page was added and its blocks edited on the backend', async () => {
      const created = await call('POST', '', {
        '@type': 'Document',
        id: PAGE_ID,
        title: 'Blocks',
        ...pageBlocks('spring'),
      });
      if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${await created.text()}`);
      const edited = await call('PATCH', path, pageBlocks('autumn'));
      if (edited.status !== 204) throw new Error(`PATCH answered ${edited.status}: ${await edited.text()}`);
      const history = await call('GET', `${path}/@history`);
      const entries = (await history.json()) as Array<{ type?: string; version?: unknown }>;
      versions = entries
        .filter((entry) => entry.type === 'versioning' && typeof entry.version === 'number')
        .map((entry) => entry.version as number)
        .sort((a, b) => a - b);
    });
    scoped.check(
      `the backend kept a version before and after the edit of ${path}`,
      versions.length >= 2,
      `${versions}`,
    );
    if (versions.length < 2) return;
    const diff = `${path}/diff?one=${versions[versions.length - 2]}&two=${versions[versions.length - 1]}&view=split`;
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const errors = watchPageErrors(page);
      await scoped.step('the editor logged in', async () => {
        await page.goto(`${options.voltoUrl}/login`, { waitUntil: 'networkidle' });
        await page.locator('#login').fill(options.user);
        await page.locator('#password').fill(options.password);
        await page.locator('#login-form-submit').click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      });
      await scoped.step('the versions were compared on a first visit to the /diff address', async () => {
        const fresh = await context.newPage();
        fresh.setDefaultTimeout(30_000);
        watchPageErrors(fresh, errors);
        await fresh.goto(`${options.voltoUrl}${diff}`, { waitUntil: 'networkidle' });
        await showsBlockChanges(scoped, fresh, 'on a first visit to the /diff address');
        await fresh.close();
      });
      await scoped.step("the versions were compared after reaching them from the page's History", async () => {
        await page.goto(`${options.voltoUrl}${path}/historyview`, { waitUntil: 'networkidle' });
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        }, diff);
        await showsBlockChanges(scoped, page, "reached inside the app from the page's History");
      });
      scoped.check('no JavaScript errors while comparing the versions', errors.length === 0, errors.join('\n'));
    } finally {
      await browser.close();
    }
  } finally {
    await scoped.step('the page was removed again', async () => {
      const removed = await call('DELETE', path);
      if (removed.status !== 204 && removed.status !== 404) throw new Error(`DELETE answered ${removed.status}`);
    });
  }
}

/** Both blocks' headlines readable on their versions' sides, the changed word marked as Volto marks a change. */
async function showsBlockChanges(checks: CheckList, page: Page, how: string): Promise<void> {
  const field = page.locator('[data-testid="DiffField"]').filter({ hasText: 'Follow us in' }).first();
  const shown = await field
    .waitFor({ state: 'visible' })
    .then(() => true)
    .catch(() => false);
  checks.check(
    `${how}, the comparison shows the Follow Us block`,
    shown,
    (
      await page
        .locator('#page-diff')
        .innerText()
        .catch(() => '')
    ).slice(0, 1500),
  );
  if (!shown) return;
  const columns = field.locator('.row').nth(1).locator('.column');
  const [earlier, later] = [await columns.nth(0).innerText(), await columns.nth(1).innerText()];
  const sides = `earlier: ${JSON.stringify(earlier)}\nlater: ${JSON.stringify(later)}`;
  checks.check(
    `${how}, each side shows its version's Follow Us and Share headlines`,
    /Follow us in spring/.test(earlier) &&
      /Share this spring/.test(earlier) &&
      /Follow us in autumn/.test(later) &&
      /Share this autumn/.test(later),
    sides,
  );
  const removed = await columns.nth(0).locator('.deletion').allInnerTexts();
  const added = await columns.nth(1).locator('.addition').allInnerTexts();
  checks.check(
    `${how}, the changed word of both headlines is marked as removed on the earlier side and added on the later`,
    removed.filter((word) => word.trim() === 'spring').length === 2 &&
      added.filter((word) => word.trim() === 'autumn').length === 2,
    `${sides}\nremoved: ${JSON.stringify(removed)}\nadded: ${JSON.stringify(added)}`,
  );
}
