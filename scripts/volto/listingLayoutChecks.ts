// The Social links listing in the real Volto build, as a visitor sees it in Chromium, wide and narrow: each result's
// links sit under its name and description, start where its name starts, and are closer to their own result than to
// the next one. Volto's own listing styles lay out an item as a row, which glued the links to the end of the text.
import { launchChromium, watchPageErrors } from './browserChecks';
import type { CheckList } from './checks';

export interface ListingLayoutOptions {
  voltoUrl: string;
  /** A page with a listing block of the Social links variation whose results have links. */
  path: string;
}

/** How one result is laid out: the edges of its name, its text and its links, in pixels. */
interface ResultBoxes {
  name: string;
  nameLeft: number;
  textBottom: number;
  linksTop: number;
  linksBottom: number;
  linksLeft: number;
  /** The top of the next result's name, null for the last result. */
  nextTop: number | null;
}

export async function checkListingLayout(checks: CheckList, options: ListingLayoutOptions): Promise<void> {
  const scoped = checks.scoped('Social links listing');
  const browser = await launchChromium();
  try {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchPageErrors(page);
      await page.goto(`${options.voltoUrl}${options.path}`, { waitUntil: 'networkidle' });
      // On a busy machine the listing's results can still be on their way when the network first goes quiet (a CI
      // run on Volto 19 read none at all): wait, as a visitor would, for them to be shown; the check below stays.
      await page
        .waitForFunction(
          (selector) => document.querySelectorAll(selector).length >= 2,
          '.block.listing .socialmedia-listing-item .socialmedia-links',
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      const results: ResultBoxes[] = await page
        .locator('.block.listing .socialmedia-listing-item')
        .evaluateAll((items) =>
          items.flatMap((item, index) => {
            const name = item.querySelector('h3');
            const body = item.querySelector('.listing-body');
            const links = item.querySelector('.socialmedia-links');
            if (!name || !body || !links) return [];
            const text = [...body.children].map((child) => child.getBoundingClientRect());
            const linksBox = links.getBoundingClientRect();
            const next = items[index + 1]?.querySelector('h3')?.getBoundingClientRect() ?? null;
            return [
              {
                name: name.textContent ?? '',
                nameLeft: name.getBoundingClientRect().left,
                textBottom: Math.max(...text.map((box) => box.bottom)),
                linksTop: linksBox.top,
                linksBottom: linksBox.bottom,
                linksLeft: linksBox.left,
                nextTop: next ? next.top : null,
              },
            ];
          }),
        );
      const detail = JSON.stringify(results);
      scoped.check(
        `at ${width} px, ${options.path} shows at least two results with links`,
        results.length >= 2,
        detail,
      );
      scoped.check(
        `at ${width} px, each result's links sit under its name and description, starting where its name starts`,
        results.every(
          (result) => result.linksTop >= result.textBottom - 1 && Math.abs(result.linksLeft - result.nameLeft) <= 1,
        ),
        detail,
      );
      scoped.check(
        `at ${width} px, each result's links are closer to its own text than to the next result`,
        results.every(
          (result) =>
            result.nextTop === null || result.linksTop - result.textBottom < result.nextTop - result.linksBottom,
        ),
        detail,
      );
      scoped.check(`at ${width} px, no JavaScript errors`, errors.length === 0, errors.join('\n'));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
