// The page a browser was served, and the next one, in the real Volto build: the server writes every page's social
// tags and JSON-LD and the icons' SVGs; the browser keeps those of the page it was served through hydration without
// loading the head-tag builder or the icon chunk (neither is in the first load), and after a client-side navigation
// the head holds what the server writes for the new page, the JSON-LD once.
import type { Page } from 'playwright-core';
import { launchChromium, watchPageErrors, watchScripts } from './browserChecks';
import type { BundleReport } from './bundle';
import type { CheckList } from './checks';
import { JSDOM } from './jsdom';

/** The module a browser loads for another page's tags, and the builders it holds. */
const BUILDER_MODULES = ['src/volto/pageHeadTags.ts', 'src/core/headTags.ts', 'src/core/structuredData.ts'];
/** The icons' package: its lazy chunk is what a client-side mount of an icon loads (networkIcons.ts re-exports it). */
const ICON_PACKAGE = '@tabler/icons-react';
/** Our social tags and Volto's (og:title, og:url, ...): Open Graph, Facebook, X and fediverse keys. */
const SOCIAL = /^(og|fb|twitter|fediverse):/;

interface HeadTagPages {
  voltoUrl: string;
  /** The page opened first. */
  from: string;
  /** The page a click on its link leads to, client-side. */
  to: string;
}

/** What a crawler and a browser must agree on: the social `<meta>` tags as sorted `key=content`, and the JSON-LD. */
interface SocialHead {
  tags: string[];
  jsonLd: string[];
}

/** Checks the builder's chunk and, in Chromium, the head after hydration and after a client-side navigation. */
export async function checkHeadTagsInBrowser(
  checks: CheckList,
  bundle: BundleReport,
  pages: HeadTagPages,
  browser: boolean,
): Promise<void> {
  const scoped = checks.scoped('head tags in the browser');
  const holding = (file: string) => bundle.chunks.filter((chunk) => file in chunk.addonFiles);
  const initial = BUILDER_MODULES.filter((file) => holding(file).some((chunk) => chunk.initial));
  scoped.check('the head-tag builders are not in the first load', initial.length === 0, initial.join(', '));
  const chunks = holding(BUILDER_MODULES[0]!);
  scoped.check('the builder is in one chunk of its own', chunks.length === 1, chunks.map((c) => c.file).join(', '));
  const icons = bundle.chunks.filter((chunk) => ICON_PACKAGE in chunk.packages && !chunk.initial);
  scoped.check('the icons are in one lazy chunk', icons.length === 1, icons.map((c) => c.file).join(', '));
  if (browser && chunks.length === 1 && icons.length === 1)
    await scoped.step('Chromium', () => checkInChromium(scoped, pages, fileName(chunks[0]!), fileName(icons[0]!)));
}

function fileName(chunk: { file: string }): string {
  return chunk.file.split('/').pop()!;
}

async function checkInChromium(checks: CheckList, pages: HeadTagPages, chunk: string, iconChunk: string) {
  const served = { from: await serverHead(pages.voltoUrl, pages.from), to: await serverHead(pages.voltoUrl, pages.to) };
  checks.check(
    `the server writes social tags and one JSON-LD on ${pages.from} and ${pages.to}`,
    [served.from, served.to].every((head) => head.tags.length > 0 && head.jsonLd.length === 1),
    JSON.stringify(served),
  );
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchPageErrors(page);
    const scripts = watchScripts(page);

    await page.goto(`${pages.voltoUrl}${pages.from}`, { waitUntil: 'networkidle' });
    const hydrated = await browserHead(page);
    checks.check(
      `after hydration, ${pages.from}'s head holds the tags the server wrote, the JSON-LD once`,
      JSON.stringify(hydrated) === JSON.stringify(served.from),
      `server: ${JSON.stringify(served.from)}\nbrowser: ${JSON.stringify(hydrated)}`,
    );
    checks.check(
      `the served page ${pages.from} does not load the builder's chunk`,
      !scripts.some((path) => path.endsWith(chunk)),
      scripts.join('\n'),
    );
    const icons = await page.locator('.socialmedia-slot .socialmedia-icon svg').count();
    checks.check(
      `the served page ${pages.from} shows the server's icons (${icons}) and loads no icon chunk`,
      icons > 0 && !scripts.some((path) => path.endsWith(iconChunk)),
      scripts.join('\n'),
    );

    await page.locator(`a[href="${pages.to}"]`).first().click();
    await page.waitForURL(`${pages.voltoUrl}${pages.to}`);
    const expected = JSON.stringify(served.to);
    // The builder's chunk arrives after the new page renders: wait (bounded) for the head to settle.
    await page
      .waitForFunction(
        (want) => {
          const social = /^(og|fb|twitter|fediverse):/;
          const tags = [...document.head.querySelectorAll('meta')]
            .map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name') ?? '', meta.content])
            .filter(([key]) => social.test(key!))
            .map(([key, content]) => `${key}=${content}`)
            .sort();
          const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => script.textContent ?? '',
          );
          return JSON.stringify({ tags, jsonLd }) === want;
        },
        expected,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    const navigated = await browserHead(page);
    checks.check(
      `after a client-side navigation to ${pages.to}, the head holds what the server writes for it, the JSON-LD once`,
      JSON.stringify(navigated) === expected,
      `server: ${expected}\nbrowser: ${JSON.stringify(navigated)}`,
    );
    checks.check(
      'the navigation loaded the builder’s chunk',
      scripts.some((path) => path.endsWith(chunk)),
      scripts.join('\n'),
    );
    checks.check('no script error and no hydration mismatch', errors.length === 0, errors.join('\n'));
  } finally {
    await browser.close();
  }
}

/** The social head of `path` as the server renders it. */
async function serverHead(voltoUrl: string, path: string): Promise<SocialHead> {
  const html = await (await fetch(`${voltoUrl}${path}`)).text();
  const dom = new JSDOM(html);
  try {
    return socialHead(dom.window.document);
  } finally {
    dom.window.close();
  }
}

async function browserHead(page: Page): Promise<SocialHead> {
  const html = await page.evaluate(() => document.head.outerHTML);
  const dom = new JSDOM(`<!doctype html><html>${html}<body></body></html>`);
  try {
    return socialHead(dom.window.document);
  } finally {
    dom.window.close();
  }
}

function socialHead(document: Document): SocialHead {
  const tags = [...document.head.querySelectorAll('meta')]
    .map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name') ?? '', meta.content] as const)
    .filter(([key]) => SOCIAL.test(key))
    .map(([key, content]) => `${key}=${content}`)
    .sort();
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
  return { tags, jsonLd };
}
