// The Share block in the real Volto build: a page that has the block server-renders its share links with the page's
// public URL; the block's code is a chunk of its own that only such a page loads; and in Chromium the block is
// operable with the keyboard (the Mastodon instance asked once and remembered, copying the link announced) and
// axe-clean. The same checks run on the mock and on the live Plone: both have the block on `/social-media-launch`
// (the mock's demo page; scripts/volto/liveSite.ts seeds it into Plone), and none on `/about`. The block in Volto's
// Add form is checked in the editor's flow (shareBlockAddForm.ts).
import type { Page } from 'playwright-core';
import { launchChromium, watchPageErrors, watchScripts } from './browserChecks';
import type { BundleReport } from './bundle';
import type { CheckList } from './checks';
import { axeViolationsIn, describeViolations } from './editorLook';
import { JSDOM } from './jsdom';

export interface ShareCheckOptions {
  /** Volto's public URL (`RAZZLE_PUBLIC_URL`), e.g. http://127.0.0.1:43000. */
  voltoUrl: string;
  /** The backend site root as the harness reaches it directly. */
  backendUrl: string;
  /**
   * The backend site root as Volto reaches it (`RAZZLE_API_PATH`): the mock's own address, or the proxy in front of
   * the live Plone, at whose address Plone writes its URLs. No share link may carry it either.
   */
  apiPath: string;
  bundle: BundleReport;
  /** Whether to run the Chromium part. */
  browser: boolean;
}

const SHARE_PAGE = '/social-media-launch';
const PAGE_WITHOUT_BLOCK = '/about';
const BLOCK = '.socialmedia-share-block';
const VIEW_MODULE = 'src/volto/ShareBlockVoltoView.tsx';
const SHARE_MODULES = [VIEW_MODULE, 'src/components/ShareLinks.tsx', 'src/core/shareTargets.ts'];

/**
 * Every check of the Share block against Volto at `voltoUrl` (its public URL) on the backend (the mock or the live
 * Plone) at `backendUrl`, with the build's `bundle`; the Chromium part only when `browser`. Each step is a check: one
 * failure does not hide the next.
 */
export async function checkShareBlock(checks: CheckList, options: ShareCheckOptions): Promise<void> {
  const scoped = checks.scoped('share block');
  const chunk = shareChunk(scoped, options.bundle);
  await scoped.step('the server-rendered share links were checked', () => checkServerHtml(scoped, options, chunk));
  if (options.browser)
    await scoped.step('the share block was used in Chromium', () => checkInChromium(scoped, options, chunk));
}

/** The chunk of the block's view: not in the first load, without the Follow Us block's code, and vice versa. */
function shareChunk(checks: CheckList, bundle: BundleReport): string | null {
  const holding = (file: string) => bundle.chunks.filter((chunk) => file in chunk.addonFiles);
  const view = holding(VIEW_MODULE);
  checks.check('the block’s view is in exactly one chunk', view.length === 1, view.map((c) => c.file).join(', '));
  const initial = SHARE_MODULES.flatMap((file) =>
    holding(file)
      .filter((chunk) => chunk.initial)
      .map(() => file),
  );
  checks.check('no share code is in the first load', initial.length === 0, initial.join(', '));
  const mixed = [...holding('src/components/FollowUsBlockView.tsx'), ...holding('src/volto/FollowUsBlockVoltoView.tsx')]
    .filter((chunk) => SHARE_MODULES.some((file) => file in chunk.addonFiles))
    .map((chunk) => chunk.file);
  checks.check('the Follow Us block’s chunk holds no share code', mixed.length === 0, mixed.join(', '));
  if (view[0]) console.log(`         share block view chunk: ${view[0].file}, ${view[0].gzip} B gzip`);
  return view[0]?.file ?? null;
}

async function checkServerHtml(checks: CheckList, options: ShareCheckOptions, chunk: string | null): Promise<void> {
  const title = await contentTitle(options.backendUrl, SHARE_PAGE);
  const pageUrl = `${options.voltoUrl}${SHARE_PAGE}`;
  const html = await crawl(`${options.voltoUrl}${SHARE_PAGE}`);
  const dom = new JSDOM(html);
  try {
    const block = dom.window.document.querySelector(BLOCK);
    checks.check(`SSR ${SHARE_PAGE}: the HTML holds the share block`, block !== null, html.slice(0, 300));
    const hrefs = [...(block?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? '');
    const find = (prefix: string) => hrefs.find((href) => href.startsWith(prefix)) ?? '';
    const param = (href: string, name: string) => (href ? new URL(href).searchParams.get(name) : null);
    const both = `${title} ${pageUrl}`;
    const expected: Array<[string, string | null, string]> = [
      ['X', param(find('https://x.com/intent/post?'), 'url'), pageUrl],
      ['X (text)', param(find('https://x.com/intent/post?'), 'text'), title],
      ['Facebook', param(find('https://www.facebook.com/sharer/sharer.php?'), 'u'), pageUrl],
      ['LinkedIn', param(find('https://www.linkedin.com/sharing/share-offsite/?'), 'url'), pageUrl],
      ['Bluesky', param(find('https://bsky.app/intent/compose?'), 'text'), both],
      ['Threads', param(find('https://www.threads.net/intent/post?'), 'text'), both],
      ['WhatsApp', param(find('https://wa.me/?'), 'text'), both],
      ['Telegram', param(find('https://t.me/share/url?'), 'url'), pageUrl],
    ];
    for (const [network, found, wanted] of expected) {
      checks.check(
        `SSR ${SHARE_PAGE}: the ${network} share link carries ${JSON.stringify(wanted)}`,
        found === wanted,
        `found ${JSON.stringify(found)} in ${JSON.stringify(hrefs)}`,
      );
    }
    const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(both)}`;
    checks.check(`SSR ${SHARE_PAGE}: the email link`, hrefs.includes(mail), JSON.stringify(hrefs));
    const backendAddresses = [options.backendUrl, options.apiPath].map((address) => encodeURIComponent(address));
    checks.check(
      `SSR ${SHARE_PAGE}: no share link points at the backend (++api++ or its address)`,
      !hrefs.some(
        (href) => href.includes('%2B%2Bapi%2B%2B') || backendAddresses.some((address) => href.includes(address)),
      ),
      JSON.stringify(hrefs),
    );
    // Their names, as a screen reader reads them (the icon buttons are named by aria-label).
    const buttons = [...(block?.querySelectorAll('button') ?? [])].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent?.trim(),
    );
    checks.check(
      `SSR ${SHARE_PAGE}: the Mastodon and Copy link buttons are server-rendered`,
      buttons.includes('Share on Mastodon') && buttons.includes('Copy link'),
      JSON.stringify(buttons),
    );
    // The demo's block (and the seeded one) asks for both.
    checks.check(
      `SSR ${SHARE_PAGE}: the block is centred and its icons animated, as its data asks`,
      block?.classList.contains('socialmedia-share-block-center') === true &&
        block.querySelector('.socialmedia-links-animate .socialmedia-share-links') !== null,
      block?.outerHTML.slice(0, 300) ?? '',
    );
    checks.check(
      `SSR ${SHARE_PAGE}: the server-rendered icons are there (SVGs in the block)`,
      (block?.querySelectorAll('svg').length ?? 0) >= 9,
      `${block?.querySelectorAll('svg').length ?? 0} svg`,
    );
  } finally {
    dom.window.close();
  }
  if (!chunk) return;
  checks.check(`SSR ${SHARE_PAGE}: the HTML names the block’s chunk`, html.includes(chunk), 'not in the HTML');
  const without = await crawl(`${options.voltoUrl}${PAGE_WITHOUT_BLOCK}`);
  checks.check(
    `SSR ${PAGE_WITHOUT_BLOCK} (no share block): the HTML names no share chunk`,
    !without.includes(chunk),
    'the chunk is in the HTML',
  );
}

async function checkInChromium(checks: CheckList, options: ShareCheckOptions, chunk: string | null): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: options.voltoUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchPageErrors(page);
    const scripts = watchScripts(page);

    await page.goto(`${options.voltoUrl}${PAGE_WITHOUT_BLOCK}`, { waitUntil: 'networkidle' });
    if (chunk)
      checks.check(
        `Chromium: ${PAGE_WITHOUT_BLOCK} does not load the share chunk`,
        !scripts.some((path) => path.endsWith(chunk.split('/').pop()!)),
        scripts.join('\n'),
      );
    scripts.length = 0;
    const pageUrl = `${options.voltoUrl}${SHARE_PAGE}`;
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    if (chunk)
      checks.check(
        `Chromium: ${SHARE_PAGE} loads the share chunk`,
        scripts.some((path) => path.endsWith(chunk.split('/').pop()!)),
        scripts.join('\n'),
      );
    const icons = await page.locator(`${BLOCK} .socialmedia-share-item .socialmedia-icon`).evaluateAll((spans) =>
      spans.map((span) => ({
        top: Math.round(span.getBoundingClientRect().top),
        color: getComputedStyle(span).color,
      })),
    );
    checks.check(
      'Chromium: the share block’s links and buttons line up, in one colour',
      icons.length >= 9 && new Set(icons.map((icon) => `${icon.top} ${icon.color}`)).size === 1,
      JSON.stringify(icons),
    );
    const centring = await page.locator(BLOCK).evaluate((block) => {
      const items = [...block.querySelectorAll('.socialmedia-share-links > li')].map((item) =>
        item.getBoundingClientRect(),
      );
      const box = block.getBoundingClientRect();
      const left = Math.min(...items.map((item) => item.left));
      const right = Math.max(...items.map((item) => item.right));
      return { block: box.left + box.width / 2, row: (left + right) / 2, rowWidth: right - left, width: box.width };
    });
    checks.check(
      'Chromium: the share block’s row of icons is centred in the block, as its data asks',
      Math.abs(centring.block - centring.row) < 2 && centring.rowWidth < centring.width - 20,
      JSON.stringify(centring),
    );
    const violations = await axeViolationsIn(page, BLOCK);
    checks.check(
      'Chromium: the share block has no axe violations',
      violations.length === 0,
      describeViolations(violations),
    );
    await checkKeyboardReach(checks, page);
    await checkMastodon(checks, page, pageUrl);
    await page.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    const status = page.locator(`${BLOCK} [role="status"]`);
    await status
      .filter({ hasText: 'Link copied' })
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    checks.check(
      'Chromium: Copy link copies the page’s public URL and announces it politely',
      (await status.textContent()) === 'Link copied' &&
        (await status.getAttribute('aria-live')) === 'polite' &&
        (await page.evaluate(() => navigator.clipboard.readText())) === pageUrl,
      `status ${JSON.stringify(await status.textContent())}`,
    );
    checks.check(
      'Chromium: no JavaScript error (nor hydration mismatch) on the pages',
      errors.length === 0,
      errors.join('\n'),
    );
  } finally {
    await browser.close();
  }
}

/** Tab from the block's first control reaches every link and button in it, in order. */
async function checkKeyboardReach(checks: CheckList, page: Page): Promise<void> {
  const controls = page.locator(`${BLOCK} a[href], ${BLOCK} button`);
  const count = await controls.count();
  await controls.first().focus();
  const reached: string[] = [];
  for (let index = 0; index < count; index++) {
    reached.push(
      await page.evaluate((block) => {
        const active = document.activeElement;
        return active && document.querySelector(block)?.contains(active)
          ? (active.getAttribute('href') ?? active.getAttribute('aria-label') ?? active.textContent ?? '').slice(0, 40)
          : 'outside the block';
      }, BLOCK),
    );
    await page.keyboard.press('Tab');
  }
  checks.check(
    `Chromium: Tab reaches each of the block’s ${count} links and buttons`,
    count >= 10 && !reached.includes('outside the block') && new Set(reached).size === count,
    JSON.stringify(reached),
  );
}

/** The Mastodon instance: asked with the keyboard (Enter submits), then remembered after a reload. */
async function checkMastodon(checks: CheckList, page: Page, pageUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Share on Mastodon' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Your Mastodon instance' }).waitFor();
  await page.keyboard.type('fosstodon.org');
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'Share on Mastodon (opens in a new tab)' });
  await link.waitFor({ timeout: 5_000 }).catch(() => undefined);
  const href = (await link.count()) ? await link.getAttribute('href') : null;
  const text = href ? new URL(href).searchParams.get('text') : null;
  checks.check(
    'Chromium: the Mastodon form submits with Enter and the link goes to the named instance',
    href !== null && href.startsWith('https://fosstodon.org/share?text=') && !!text?.endsWith(` ${pageUrl}`),
    `href ${JSON.stringify(href)}`,
  );
  await page.reload({ waitUntil: 'networkidle' });
  await link.waitFor({ timeout: 5_000 }).catch(() => undefined);
  checks.check(
    'Chromium: the Mastodon instance is remembered after a reload',
    (await link.count()) === 1 && (await link.getAttribute('href')) === href,
    `after reload: ${(await link.count()) ? await link.getAttribute('href') : 'no Mastodon link'}`,
  );
}

async function crawl(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; crawler-check)' } });
  return response.text();
}

async function contentTitle(backendUrl: string, path: string): Promise<string> {
  const response = await fetch(`${backendUrl}/++api++${path}`, { headers: { Accept: 'application/json' } });
  const content = (await response.json()) as { title?: unknown };
  return String(content.title ?? '');
}
