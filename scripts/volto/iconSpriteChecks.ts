// The icons' sprite in the real Volto build: the server's pages refer to one sprite file (`<use href>`) instead of
// inlining each icon's paths, Volto's server serves that file cached for good, and in Chromium every icon paints,
// sized by the add-on's stylesheet, which Volto's build put into the site's CSS (the slot's list, also a Semantic
// `ui container`, stays a row).
import type { Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browserChecks';
import type { CheckList } from './checks';

const SPRITE = /^\/socialmedia-icons\.([0-9a-f]{12})\.svg$/;
const USE =
  /<span class="socialmedia-icon[^"]*" aria-hidden="true"><svg><use href="([^"#]+)#([a-z0-9_-]+)"><\/use><\/svg>/g;

export interface IconSpritePages {
  voltoUrl: string;
  /** Pages with icons: the site's links, a Share block. */
  paths: string[];
  browser: boolean;
}

/** Checks the server's HTML and the sprite file, then, in Chromium, that every icon of `paths` paints. */
export async function checkIconSprite(checks: CheckList, pages: IconSpritePages): Promise<void> {
  const scoped = checks.scoped('icon sprite');
  const symbols = new Map<string, Set<string>>();
  for (const path of pages.paths) {
    const html = await (await fetch(`${pages.voltoUrl}${path}`)).text();
    const uses = [...html.matchAll(USE)];
    const icons = html.match(/<span class="socialmedia-icon /g)?.length ?? 0;
    scoped.check(
      `the server's ${path} refers to the sprite for each of its ${icons} icons and inlines no path`,
      icons > 0 && uses.length === icons && !/class="socialmedia-icon[^>]*>(?:(?!<\/span>).)*<path/.test(html),
      `icons ${icons}, uses ${uses.length}`,
    );
    for (const [, href, symbol] of uses) symbols.set(href!, (symbols.get(href!) ?? new Set()).add(symbol!));
  }
  scoped.check('every page refers to the same sprite file', symbols.size === 1, [...symbols.keys()].join(', '));
  const [href, ids] = [...symbols][0] ?? [];
  if (!href || !ids || !SPRITE.test(href)) return;
  const response = await fetch(`${pages.voltoUrl}${href}`);
  const sprite = await response.text();
  scoped.check(
    `Volto's server serves ${href} as SVG, cached for good`,
    response.status === 200 &&
      /^image\/svg\+xml/.test(response.headers.get('content-type') ?? '') &&
      /immutable/.test(response.headers.get('cache-control') ?? ''),
    `${response.status} ${response.headers.get('content-type')} ${response.headers.get('cache-control')}`,
  );
  const missing = [...ids].filter((id) => !sprite.includes(`<symbol id="${id}" `));
  scoped.check(`the sprite holds the ${ids.size} symbols the pages refer to`, missing.length === 0, missing.join());
  if (pages.browser) await scoped.step('Chromium', () => checkInChromium(scoped, pages, href));
}

async function checkInChromium(checks: CheckList, pages: IconSpritePages, href: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchPageErrors(page);
    // Chromium's own record of where each response came from: the network, or its memory or disk cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromMemory = new Set<string>();
    const sprites: { id: string; url: string; status: number; fromDisk: boolean }[] = [];
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (SPRITE.test(new URL(response.url).pathname))
        sprites.push({
          id: requestId,
          url: response.url,
          status: response.status,
          fromDisk: Boolean(response.fromDiskCache),
        });
    });
    for (const path of pages.paths) {
      await page.goto(`${pages.voltoUrl}${path}`, { waitUntil: 'networkidle' });
      const boxes = page.locator('.socialmedia-icon');
      const count = await boxes.count();
      const blank: string[] = [];
      const misfit: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const box = boxes.nth(index);
        const label = (await box.getAttribute('class')) ?? String(index);
        const size = await box.boundingBox();
        if (!size || Math.round(size.width) !== 24 || Math.round(size.height) !== 24)
          misfit.push(`${label}: ${JSON.stringify(size)}`);
        if (!(await paints(page, box))) blank.push(label);
      }
      checks.check(
        `in Chromium, each of the ${count} icons on ${path} paints its symbol in a 24px box`,
        count > 0 && blank.length === 0 && misfit.length === 0,
        [...blank.map((label) => `blank: ${label}`), ...misfit].join('\n'),
      );
      const rows = await page.$$eval('.socialmedia-links, .socialmedia-share-links', (lists) =>
        lists.map(
          (list) => `${list.className}: ${getComputedStyle(list).display} ${getComputedStyle(list).listStyleType}`,
        ),
      );
      checks.check(
        `the lists of links on ${path} are rows without bullets, by the site's CSS`,
        rows.length > 0 && rows.every((row) => row.endsWith(': flex none')),
        rows.join('\n'),
      );
    }
    const fetched = sprites.filter((sprite) => !sprite.fromDisk && !fromMemory.has(sprite.id));
    checks.check(
      `the browser fetched the sprite from the server once for ${pages.paths.length} pages, then from its cache`,
      fetched.length === 1 && fetched[0]!.status === 200 && fetched[0]!.url.endsWith(href),
      JSON.stringify(sprites.map((sprite) => ({ ...sprite, fromMemory: fromMemory.has(sprite.id) }))),
    );
    checks.check('no script error and no hydration mismatch', errors.length === 0, errors.join('\n'));
  } finally {
    await browser.close();
  }
}

/** Whether the icon draws anything: its box looks different once the `<use>` refers to nothing. */
async function paints(page: Page, box: ReturnType<Page['locator']>): Promise<boolean> {
  const drawn = await box.screenshot();
  const href = await box.evaluate((element) => {
    const use = element.querySelector('use');
    const value = use?.getAttribute('href') ?? null;
    use?.setAttribute('href', '#socialmedia-no-such-symbol');
    return value;
  });
  const empty = await box.screenshot();
  await box.evaluate((element, value) => {
    if (value !== null) element.querySelector('use')?.setAttribute('href', value);
  }, href);
  return href !== null && !drawn.equals(empty);
}
