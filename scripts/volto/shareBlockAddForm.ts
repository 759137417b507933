// The Share block in Volto's Add form, a step of the editor's flow (browserChecks.ts): the new page has no address
// yet, so a Share block an editor adds there shows no buttons and says that they come once the page is saved.
import type { Page } from 'playwright-core';
import type { CheckList } from './checks';

const SHARE_BLOCK = '.socialmedia-share-block';

/**
 * An editor (signed in on `page`) opens Volto's Add form of a page, adds a Share block through the block chooser, and
 * reads the block: no buttons yet, and the note that they come once the page is saved. A screenshot of the form goes to
 * `screenshot`; the form is left unsaved.
 */
export async function checkShareBlockInAddForm(
  checks: CheckList,
  page: Page,
  voltoUrl: string,
  screenshot: string,
): Promise<void> {
  await page.goto(`${voltoUrl}/add?type=Document`, { waitUntil: 'networkidle' });
  // The new page's empty text block offers the block chooser; its search finds the block by its title.
  await page.locator('.block-editor-slate').last().click();
  await page.locator('button.block-add-button').first().click();
  await page.locator('.blocks-chooser').getByRole('textbox', { name: 'Search' }).fill('Share');
  await page.locator('.blocks-chooser button.shareLinks').click();
  const note = page.locator('.socialmedia-share-unsaved');
  await note.waitFor({ timeout: 10_000 }).catch(() => undefined);
  const text = (await note.count()) ? await note.textContent() : null;
  const buttons = await page.locator(`${SHARE_BLOCK} a, ${SHARE_BLOCK} button`).count();
  await page.screenshot({ path: screenshot });
  checks.check(
    'Chromium: a Share block added in Volto’s Add form says its buttons come once the page is saved',
    text === 'The share buttons appear here once the page is saved.' && buttons === 0,
    `note ${JSON.stringify(text)}, ${buttons} links or buttons in the block`,
  );
}
