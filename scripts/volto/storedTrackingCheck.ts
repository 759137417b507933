// A link stored with a share sheet's tracking parameters, as a site moved from elsewhere may have one: in the Social
// Media control panel its closed row says that it holds a warning, and once open, the warning's button removes them.
// The link is added to the backend's answers in the browser only (the backend keeps what it has), then deleted again,
// so that the control panel flow saves what it saved before. The panel's read of what is stored, just before that save,
// is answered with the link too: the backend it was shown had it, so nobody else changed the links meanwhile.
import type { Locator, Page, Route } from 'playwright-core';
import type { CheckList } from './checks';

const STORED = 'https://open.spotify.com/show/harness?si=a1b2c3&go=1';
const CLEANED = 'https://open.spotify.com/show/harness?go=1';
const TRACKED_ID = '5e1ec7ed-0000-4000-8000-00000000a11e';

/**
 * Opens the panel again from Volto's control panel list (`entry`), its settings answered with a Spotify link whose
 * address carries `si`, and checks the closed row's warning mark, the open row's warning and its button.
 */
export async function storedTrackingCheck(
  checks: CheckList,
  page: Page,
  entry: { listUrl: string; link: Locator },
  screenshots: { list: string; open: string },
): Promise<void> {
  const widget = page.locator('.social-links-volto-widget').first();
  await page.route(isSettingsRead, withTrackedLink);
  try {
    // From the list, as an editor comes: the panel reads its settings in the browser (a reload would on the server).
    await page.goto(entry.listUrl, { waitUntil: 'networkidle' });
    await entry.link.click();
    await widget.waitFor({ state: 'visible' });
    await widget.locator('.social-links-volto-row-label', { hasText: /^Spotify$/ }).waitFor({ timeout: 10_000 });
  } finally {
    await page.unroute(isSettingsRead, withTrackedLink);
  }
  const row = widget.locator(`li[data-link-id="${TRACKED_ID}"]`);
  const toggle = row.locator('.social-links-volto-toggle');
  const closedName = await toggle.evaluate((button) => button.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  const marked = await row.locator('.social-links-volto-row-warnings svg').isVisible();
  await widget.locator('.social-links-volto-list').screenshot({ path: screenshots.list });
  checks.check(
    "a link stored with a tracking parameter shows, closed, the warning mark and '(1 warning)' for a screen reader",
    marked && closedName === 'Spotify (1 warning)',
    `mark shown: ${marked}, the button's text: ${JSON.stringify(closedName)}`,
  );

  await toggle.click();
  const warning = row.locator('[data-level="warning"]', { hasText: 'only track who shared it: si.' });
  const warned = await warning.isVisible().catch(() => false);
  await row.screenshot({ path: screenshots.open });
  if (warned) await warning.getByRole('button', { name: 'Remove them' }).click();
  const address = row.locator('input[id$="-url"]');
  const cleaned = await address.inputValue();
  const focused = await address.evaluate((input) => input === input.ownerDocument.activeElement);
  checks.check(
    "once open, the stored link's warning names the parameter, and its button removes it, the keyboard on the address",
    warned && cleaned === CLEANED && focused && (await warning.count()) === 0,
    `warning shown: ${warned}, address ${JSON.stringify(cleaned)}, focused: ${focused}`,
  );
  await row.getByRole('button', { name: 'Delete: Spotify' }).click();
  await page.route(isStoredRead, withTrackedLink, { times: 1 });
}

/** The content reads the panel makes (and Volto's own, in this window): GETs that expand the actions. */
function isSettingsRead(url: URL): boolean {
  return (url.searchParams.get('expand') ?? '').split(',').includes('actions');
}

/** The panel's read of what is stored just before it saves: a GET that expands only the settings. */
function isStoredRead(url: URL): boolean {
  return url.searchParams.get('expand') === 'inherit';
}

/** The backend's answer, with the tracked link after the stored ones where the object holds `social_links`. */
async function withTrackedLink(route: Route): Promise<void> {
  const response = await route.fetch();
  const body: unknown = await response.json().catch(() => null);
  if (route.request().method() !== 'GET' || !isObject(body) || !Array.isArray(body.social_links)) {
    await route.fulfill({ response });
    return;
  }
  const tracked = { '@id': TRACKED_ID, id: 'spotify', title: 'Spotify', href: [{ '@id': STORED }] };
  await route.fulfill({ response, json: { ...body, social_links: [...body.social_links, tracked] } });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
