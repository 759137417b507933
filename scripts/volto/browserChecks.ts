// What an editor does, in Debian's headless Chromium driven by playwright-core: log in, open the Social Media
// control panel from Volto's control panel list (Volto's toolbar, header segment and field wrappers, as on a core
// panel), add a link with our widget, save from the toolbar, and see it on a page; edit a person's own links in the
// content form's sidebar; and open every demo page and its edit form, watching what Volto asks the backend and what
// fails. Screenshots of ours and of a core panel go to docs/screenshots.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { CheckList } from './checks';
import { checkShareBlockInAddForm } from './shareBlockAddForm';
import {
  axeViolationsIn,
  beyondCore,
  containerWidth,
  describeViolations,
  docsScreenshot,
  fieldDescriptionColours,
  horizontalOverflow,
  leftEdgeOffset,
  screenshotWholePage,
  withVoltoDescriptions,
} from './editorLook';
import { runCommand } from '../lib/runCommand';
import { REPO_ROOT } from './settings';
import { storedTrackingCheck } from './storedTrackingCheck';
import { screenshotCorePanel } from './corePanel';
import type { CorePanel } from './corePanel';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, headless, as every browser check of the harness runs it (no browser is downloaded). */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

/**
 * Collects into `errors` what goes wrong on `page`, each with the page's path: uncaught errors, and console errors
 * (a hydration mismatch shows as React's console error, not as an uncaught one).
 */
export function watchPageErrors(page: Page, errors: string[] = []): string[] {
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${where()}: console: ${message.text().slice(0, 300)}`);
  });
  return errors;
}

/** The paths of the scripts `page` requests from now on: the chunks it loads. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Installs Debian's chromium when it is missing (CI starts on a fresh machine), with scripts/system-packages.sh. */
export async function ensureChromium(logDir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  log('installing chromium with apt-get (Debian package; no browser download)');
  await runCommand('bash', [join(REPO_ROOT, 'scripts', 'system-packages.sh'), 'chromium'], {
    cwd: logDir,
    logFile: join(logDir, 'system-packages.log'),
    timeoutMs: 25 * 60_000,
  });
}

export interface EditorFlowOptions {
  voltoUrl: string;
  /** The backend site root as the browser calls it (`RAZZLE_API_PATH`); its failed answers are reported. */
  backendApiPath: string;
  user: string;
  password: string;
  /** A page that shows the site's links (the slot), where the new link must appear after saving. */
  pagePath: string;
  /** The panel's own address, opened directly when the list lacks the entry. */
  panelPath: string;
  /** A page with links of its own, edited through the content form (skipped when null). */
  personPath: string | null;
  /** Every page to open, in view and edit mode. */
  visitPaths: string[];
  /** Folder for screenshots. */
  artifactsDir: string;
  /** The screenshots of our screens go to docs/screenshots (default), else into `artifactsDir` with the rest. */
  docsScreenshots?: boolean;
}

/** Where the screenshot `name` of our screens goes (see `docsScreenshots`). */
function screenshotFile(options: EditorFlowOptions, name: string): string {
  return options.docsScreenshots === false
    ? join(options.artifactsDir, `${name}.png`)
    : docsScreenshot(options.artifactsDir, name);
}

/** What went wrong in the browser while the flow ran. */
interface Trouble {
  errors: string[];
  failedBackendCalls: Set<string>;
}

/** Runs the editor's paths; each step is a check. */
export async function checkEditorFlow(checks: CheckList, options: EditorFlowOptions): Promise<void> {
  const browser = await launchChromium();
  const scoped = checks.scoped('browser');
  const trouble: Trouble = { errors: [], failedBackendCalls: new Set() };
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    watchPageErrors(page, trouble.errors);
    const backendOrigin = new URL(options.backendApiPath).origin;
    page.on('response', (response) => {
      if (response.url().startsWith(backendOrigin) && response.status() >= 400) {
        trouble.failedBackendCalls.add(
          `${response.status()} ${response.request().method()} ${response.url().slice(backendOrigin.length)} (on ${new URL(page.url()).pathname})`,
        );
      }
    });

    await scoped.step('logging in works', () => logIn(scoped, page, context, options));
    await scoped.step('the control panel flow ran to its end', () => controlPanelFlow(scoped, page, options));
    if (options.personPath)
      await scoped.step('the content form flow ran to its end', () => contentFormFlow(scoped, page, context, options));
    await scoped.step('opening every page ran to its end', () => visitEveryPage(page, options));
    await scoped.step('the Share block in the Add form was checked', () =>
      checkShareBlockInAddForm(scoped, page, options.voltoUrl, join(options.artifactsDir, 'share-block-add-form.png')),
    );

    const failed = [...trouble.failedBackendCalls];
    scoped.check(
      'every backend call Volto made while viewing and editing the demo pages succeeded',
      failed.length === 0,
      failed.join('\n'),
    );
    scoped.check(
      'no JavaScript errors in the browser',
      trouble.errors.length === 0,
      [...new Set(trouble.errors)].slice(0, 12).join('\n'),
    );
  } finally {
    await browser.close();
  }
}

async function logIn(
  checks: CheckList,
  page: Page,
  context: BrowserContext,
  options: EditorFlowOptions,
): Promise<void> {
  await page.goto(`${options.voltoUrl}/login`, { waitUntil: 'networkidle' });
  await page.locator('#login').fill(options.user);
  await page.locator('#password').fill(options.password);
  await page.locator('#login-form-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const cookies = await context.cookies();
  checks.check(
    `logging in as ${options.user} sets Volto's auth_token cookie`,
    cookies.some((cookie) => cookie.name === 'auth_token'),
    JSON.stringify(cookies.map((c) => c.name)),
  );
}

/** Control panel list -> "Social Media" -> add a link with the widget -> save -> the link on a page. */
async function controlPanelFlow(checks: CheckList, page: Page, options: EditorFlowOptions): Promise<void> {
  const { voltoUrl } = options;
  const newUrl = `https://bsky.app/profile/harness-${Date.now().toString(36)}.bsky.social`;
  await page.goto(`${voltoUrl}/controlpanel`, { waitUntil: 'networkidle' });
  // Volto lists each panel as a link to /controlpanel/<id>, named by the panel's title.
  const entry = page
    .locator('a[href^="/controlpanel/"]')
    .filter({ hasText: /^\s*Social Media\s*$/ })
    .first();
  const listed = await entry.isVisible().catch(() => false);
  checks.check('the control panel list shows a "Social Media" entry', listed, await pageText(page));
  if (listed) {
    await entry.click();
    await page.waitForURL(/\/controlpanel\/[^/]+$/);
  } else {
    // Go on from the panel's own address, so that one missing piece does not hide the ones after it.
    await page.goto(`${voltoUrl}${options.panelPath}`, { waitUntil: 'networkidle' });
  }
  const widget = page.locator('.social-links-volto-widget').first();
  await widget.waitFor({ state: 'visible' });
  checks.check('the control panel shows the links widget (its lazily loaded chunk arrived)', true);
  const corePanel = await screenshotCorePanel(page, {
    ...options,
    screenshot: screenshotFile(options, 'core-control-panel'),
  });
  checks.check(
    "Volto's core Site panel, pictured next to ours, shows the roles that can add keywords by name",
    corePanel.roles.length > 0 && corePanel.roles.join('|') === corePanel.storedRoles.join('|'),
    `shown: ${corePanel.roles.join(', ') || 'none'}; stored: ${corePanel.storedRoles.join(', ')}`,
  );
  await panelLooksLikeVolto(checks, page, corePanel);
  await screenshotWholePage(page, screenshotFile(options, 'control-panel'));
  if (listed) {
    await storedTrackingCheck(
      checks,
      page,
      { listUrl: `${voltoUrl}/controlpanel`, link: entry },
      {
        list: screenshotFile(options, 'widget-warning-mark'),
        open: join(options.artifactsDir, 'stored-tracking-open.png'),
      },
    );
  }
  await addLinkByAddress(
    checks,
    page,
    widget,
    newUrl,
    'Bluesky',
    join(options.artifactsDir, 'network-from-address.png'),
  );
  await pasteAddressList(checks, widget, join(options.artifactsDir, 'pasted-addresses.png'));
  checks.check(
    "the new link is in the widget's list before saving",
    await formShows(page, newUrl),
    'the address shows nowhere in the form',
  );
  // Two lookups, not a helper: functions declared inside an evaluated callback need tsx's helpers, absent in the page.
  const lines = await page.evaluate(() => ({
    unsaved: document.querySelector('.controlpanel-social-media-status .help')?.getBoundingClientRect().left ?? null,
    label:
      document.querySelector('#fieldset-social_media-field-label-social_links')?.getBoundingClientRect().left ?? null,
  }));
  checks.check(
    'the panel\'s "You have unsaved changes." lines up with the fields\' labels',
    lines.unsaved !== null && lines.label !== null && Math.abs(lines.unsaved - lines.label) <= 1,
    JSON.stringify(lines),
  );
  const leaving = await leaveWithUnsavedChanges(page);
  checks.check(
    'leaving the panel with unsaved changes asks first, and staying keeps them',
    leaving.asked && (await formShows(page, newUrl)),
    leaving.detail,
  );
  // The whole panel with the new links, before the save (Playwright's own full-page picture stops at Volto's toolbar).
  await screenshotWholePage(page, join(options.artifactsDir, 'control-panel-unsaved.png'));
  const saved = await save(page);
  checks.check(
    "saving from the Save button in Volto's toolbar sends a PATCH that succeeds",
    saved.ok && saved.fromToolbar,
    saved.detail,
  );
  const toast = page.locator('.Toastify__toast', { hasText: 'Changes saved' }).first();
  const toasted = await toast
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  // Its title and its message, read apart: newer Volto (19.3) puts a visually hidden type label ("Information")
  // before them in the same box.
  const inner = toast.locator('.toast-inner-content');
  const part = async (selector: string) => (await inner.locator(selector).allInnerTexts()).join(' ').trim();
  const toastText = toasted ? `${await part(':scope > h4')}: ${await part(':scope > div')}` : '';
  if (toasted) await toast.screenshot({ path: join(options.artifactsDir, 'control-panel-saved-toast.png') });
  checks.check(
    "after the save, Volto's toast says Info: Changes saved, as on a core control panel",
    toasted && toastText === 'Info: Changes saved' && (await toast.locator('svg').count()) > 0,
    toasted ? JSON.stringify(toastText) : 'no toast within 10 s',
  );
  if (listed) {
    const back = await cancelGoesBack(page);
    checks.check(
      'Cancel takes the editor back to the control panel list they came from, as Cancel on a core panel does',
      back.ok,
      back.detail,
    );
  }

  await page.goto(`${voltoUrl}${options.pagePath}`, { waitUntil: 'networkidle' });
  const shown = await page.locator(`a[href="${newUrl}"]`).count();
  await page.screenshot({ path: join(options.artifactsDir, 'page-with-new-link.png'), fullPage: true });
  checks.check(
    `the new site link shows on ${options.pagePath} for the editor`,
    shown > 0,
    'no <a> with the new address',
  );
  const room = await roomUnderPage(page, '.socialmedia-slot');
  checks.check(
    `on ${options.pagePath}, the site's links have some room under the page's title`,
    room.gap !== null && room.gap >= 16,
    room.detail,
  );
  const html = await (await fetch(`${voltoUrl}${options.pagePath}`)).text();
  checks.check(
    `the new site link is in the HTML a crawler gets from ${options.pagePath}`,
    html.includes(`href="${newUrl}"`),
    'not in the server-rendered HTML',
  );
}

/** The person's edit form -> the social media fieldset -> add a link -> save -> stored and shown. */
async function contentFormFlow(
  checks: CheckList,
  page: Page,
  context: BrowserContext,
  options: EditorFlowOptions,
): Promise<void> {
  const path = options.personPath!;
  // One address for every run, so that the README's screenshot of the form stays the same; each run's backend is a
  // fresh one, and the check below makes sure the person has no such link yet.
  const newUrl = 'https://fosstodon.org/@harness';
  const before = await storedLinks(options, context, path);
  checks.check(
    `the person at ${path} has no link to ${newUrl} before the editor adds it`,
    !before.includes(newUrl),
    before,
  );
  await page.goto(`${options.voltoUrl}${path}/edit`, { waitUntil: 'networkidle' });
  // Volto shows each fieldset of the schema as a tab of the form, or (for blocks content, in the sidebar) as an
  // accordion section, open by default.
  const fieldset = page
    .locator('.formtabs .item, [role="tab"], .accordion .title')
    .filter({ hasText: /^\s*social media\s*$/i })
    .first();
  const hasFieldset = await fieldset.isVisible().catch(() => false);
  checks.check(`the edit form of ${path} has a "Social Media" fieldset`, hasFieldset, await pageText(page));
  if (!hasFieldset) return;
  const isOpen = await fieldset.evaluate((element) => element.classList.contains('active'));
  if (!isOpen) await fieldset.click();
  const widget = page.locator('.social-links-volto-widget').first();
  await widget.waitFor({ state: 'visible' });
  checks.check(`the edit form of ${path} shows our links widget`, true);
  await widgetLooksLikeVolto(checks, page, widget, path);
  await widget.screenshot({ path: screenshotFile(options, 'widget-sidebar') });
  await addLink(page, widget, 'Mastodon', newUrl);
  const announced = widget.locator('.social-links-widget-announcement');
  const box = await announced.boundingBox();
  checks.check(
    `the widget in the edit form of ${path} tells a screen reader of the added link, out of sight as in Volto's lists`,
    /Added/.test(await announced.innerText().catch(() => '')) && box !== null && box.width <= 1 && box.height <= 1,
    `text ${JSON.stringify(await announced.textContent())}, box ${JSON.stringify(box)}`,
  );
  await otherNetworkWarning(checks, page, widget, path, newUrl, {
    otherNetwork: screenshotFile(options, 'widget-other-network'),
    homePage: join(options.artifactsDir, 'widget-home-page.png'),
  });
  const stillFits = await horizontalOverflow(widget);
  checks.check(
    `with a link open for editing, the widget in the edit form of ${path} still fits without scrolling sideways`,
    stillFits.length === 0,
    stillFits.join('\n'),
  );
  await page.screenshot({ path: screenshotFile(options, 'edit-form'), fullPage: false });
  const saved = await save(page);
  checks.check(`saving ${path} sends a PATCH that succeeds`, saved.ok, saved.detail);
  await page.waitForURL((url) => !url.pathname.endsWith('/edit')).catch(() => undefined);
  const links = await storedLinks(options, context, path);
  checks.check(`the backend stored the new link of ${path}`, links.includes(newUrl), links);
  await page.goto(`${options.voltoUrl}${path}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: join(options.artifactsDir, 'person-page.png'), fullPage: true });
  await screenshotWholePage(page, screenshotFile(options, 'person-page'));
  const shown = await page.locator(`a[href="${newUrl}"]`).count();
  checks.check(`the person's new link shows on ${path} for the editor`, shown > 0, 'no <a> with the new address');
  for (const [what, selector] of [
    ["the page's own links", '.socialmedia-content-links-slot'],
    ["the site's links", '.socialmedia-slot'],
  ] as const) {
    const offset = await leftEdgeOffset(page, selector, ['#page-document', '.breadcrumbs .ui.container']);
    checks.check(
      `on ${path}, ${what} sit inside the content container, aligned with the page`,
      offset !== null && Math.abs(offset) <= 1,
      `left edge ${offset === null ? 'missing' : `${offset} px`} from the content container's`,
    );
  }
  const apart = await page.evaluate(() => {
    const own = document.querySelector('.socialmedia-content-links-slot');
    const site = document.querySelector('.socialmedia-slot');
    if (!own || !site) return null;
    return {
      gap: Math.round(site.getBoundingClientRect().top - own.getBoundingClientRect().bottom),
      rule: getComputedStyle(site).borderTopStyle,
    };
  });
  const room = await roomUnderPage(page, '.socialmedia-content-links-slot');
  checks.check(
    `on ${path}, the page's own links have some room under its title`,
    room.gap !== null && room.gap >= 16,
    room.detail,
  );
  checks.check(
    `on ${path}, a rule and some room set the site's links apart from the page's own`,
    apart !== null && apart.gap >= 16 && apart.rule === 'solid',
    JSON.stringify(apart),
  );
  await historyShowsChange(checks, page, context, options, newUrl);
}

/**
 * Volto's History compares the person's save with the version before it: the links row shows the added address as
 * added, on the later version's side, and the earlier version's links written out.
 */
async function historyShowsChange(
  checks: CheckList,
  page: Page,
  context: BrowserContext,
  options: EditorFlowOptions,
  newUrl: string,
): Promise<void> {
  const path = options.personPath!;
  const versions = await versionNumbers(options, context, path);
  checks.check(`the backend kept a version of each save of ${path}`, versions.length >= 2, JSON.stringify(versions));
  if (versions.length < 2) return;
  const [latest, before] = versions;
  await page.goto(`${options.voltoUrl}${path}/diff?one=${before}&two=${latest}&view=split`, {
    waitUntil: 'networkidle',
  });
  const field = page.locator('[data-testid="DiffField"]').filter({ hasText: newUrl }).first();
  const shown = await field.isVisible().catch(() => false);
  checks.check(
    `Volto's History shows the new link of ${path} in the comparison of the save with the version before it`,
    shown,
    await pageText(page),
  );
  if (!shown) return;
  const columns = field.locator('.row').nth(1).locator('.column');
  const [earlier, later] = [await columns.nth(0).innerText(), await columns.nth(1).innerText()];
  const added = await columns.nth(1).locator('.addition').allInnerTexts();
  checks.check(
    `in ${path}'s History, the new address is marked as added on the later version's side only`,
    added.includes(newUrl) && !earlier.includes(newUrl),
    `earlier: ${JSON.stringify(earlier)}\nlater: ${JSON.stringify(later)}\nadded: ${JSON.stringify(added)}`,
  );
  checks.check(
    `in ${path}'s History, both versions list the person's earlier links, each with its network and address`,
    [earlier, later].every((side) => /GitHub\s*:\s*https:\/\/github\.com\/alice-example/.test(side)),
    `earlier: ${JSON.stringify(earlier)}\nlater: ${JSON.stringify(later)}`,
  );
  await screenshotWholePage(page, screenshotFile(options, 'history'));
}

/** The backend's version numbers of `path`, the latest first (its `@history`, read as the editor). */
async function versionNumbers(options: EditorFlowOptions, context: BrowserContext, path: string): Promise<number[]> {
  const answer = await getAsEditor(options, context, `${path}/@history`);
  if (!answer.ok) return [];
  const entries = (await answer.json()) as Array<{ type?: string; version?: unknown }>;
  return entries
    .filter((entry) => entry.type === 'versioning' && typeof entry.version === 'number')
    .map((entry) => entry.version as number)
    .sort((a, b) => b - a);
}

/** The backend's answer to a GET of `path` (below the site) with the token of the editor logged in to Volto. */
async function getAsEditor(options: EditorFlowOptions, context: BrowserContext, path: string): Promise<Response> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value ?? '';
  return fetch(`${options.backendApiPath}/++api++${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
}

/** The `social_links` the backend holds for `path`, read as the editor: JSON text, or the failed answer's status. */
async function storedLinks(options: EditorFlowOptions, context: BrowserContext, path: string): Promise<string> {
  const stored = await getAsEditor(options, context, path);
  return stored.ok
    ? JSON.stringify(((await stored.json()) as { social_links?: unknown }).social_links ?? null)
    : `status ${stored.status}`;
}

/** The space between the bottom of the page's title (its title block) and the top of `selector`, in pixels. */
async function roomUnderPage(page: Page, selector: string): Promise<{ gap: number | null; detail: string }> {
  const gap = await page.evaluate((below) => {
    const title = document.querySelector('#page-document .documentFirstHeading');
    const links = document.querySelector(below);
    if (!title || !links) return null;
    return Math.round(links.getBoundingClientRect().top - title.getBoundingClientRect().bottom);
  }, selector);
  return { gap, detail: gap === null ? `no page title or no ${selector}` : `${gap} px` };
}

/** Our panel next to a core one: Save and Cancel in Volto's toolbar, Volto's header segment and field wrappers. */
async function panelLooksLikeVolto(checks: CheckList, page: Page, core: CorePanel): Promise<void> {
  const toolbarSave = page.locator('#toolbar #toolbar-save');
  const toolbarCancel = page.locator('#toolbar button.cancel');
  checks.check(
    "the panel's Save and Cancel are in Volto's toolbar, as on a core control panel",
    (await toolbarSave.isVisible()) && (await toolbarCancel.isVisible()),
    `toolbar: ${await page
      .locator('#toolbar')
      .innerHTML()
      .then((html) => html.slice(0, 300))
      .catch(() => 'none')}`,
  );
  const ownSave = await page
    .locator('#page-controlpanel button')
    .filter({ hasText: /^\s*save\s*$/i })
    .count();
  checks.check(
    'the panel has no Save button of its own below the form',
    ownSave === 0,
    `${ownSave} Save buttons in the page`,
  );
  const header = (
    await page
      .locator('#page-controlpanel .ui.segment.primary h1')
      .first()
      .innerText()
      .catch(() => '')
  ).trim();
  checks.check(
    "the panel is one segment headed by its title, as Volto's Form heads a core panel",
    header === 'Social Media',
    `header: ${header || 'none'}`,
  );
  for (const field of ['share_social_data', 'facebook_app_id', 'social_links', 'x_username', 'facebook_username']) {
    const wrapped = await page.locator(`#page-controlpanel .field-wrapper-${field}`).count();
    checks.check(
      `the panel renders ${field} inside Volto's FormFieldWrapper`,
      wrapped > 0,
      `no .field-wrapper-${field}`,
    );
  }
  const ours = await fieldDescriptionColours(page, '#page-controlpanel');
  const { own, shared } = withVoltoDescriptions(
    beyondCore(await axeViolationsIn(page, '#page-controlpanel'), core.violations),
    ours,
    core.descriptions,
  );
  const sharedNote = shared.length
    ? `\nalso on Volto's core /controlpanel/site (Volto's styling):\n${describeViolations(shared)}`
    : '';
  checks.check(
    `axe-core finds no violations in the control panel beyond those of a core panel (${shared.length} rules shared with /controlpanel/site)`,
    own.length === 0,
    `${describeViolations(own)}${sharedNote}`,
  );
}

/** The widget in the content edit form: in Volto's FormFieldWrapper, fitting the sidebar, accessible. */
async function widgetLooksLikeVolto(checks: CheckList, page: Page, widget: Locator, path: string): Promise<void> {
  const wrapped = await widget.locator('.field-wrapper-social_links').count();
  checks.check(
    `the edit form of ${path} renders social_links inside Volto's FormFieldWrapper`,
    wrapped > 0,
    await widget.innerHTML().then((html) => html.slice(0, 300)),
  );
  const inSidebar = await widget.evaluate((element) => element.closest('.sidebar-container') !== null);
  const width = await containerWidth(widget);
  const overflow = await horizontalOverflow(widget);
  checks.check(
    `the widget in the edit ${inSidebar ? 'sidebar' : 'form'} of ${path} (${width} px wide) fits without scrolling sideways`,
    overflow.length === 0,
    overflow.join('\n'),
  );
  const violations = await axeViolationsIn(page, '.social-links-volto-widget');
  checks.check(
    `axe-core finds no violations in the widget in the edit form of ${path}`,
    violations.length === 0,
    describeViolations(violations),
  );
}

/** Opens each page and its edit form, so that every request Volto makes for them is seen. */
async function visitEveryPage(page: Page, options: EditorFlowOptions): Promise<void> {
  for (const path of options.visitPaths) {
    await page.goto(`${options.voltoUrl}${path}`, { waitUntil: 'networkidle' });
    await page.goto(`${options.voltoUrl}${path === '/' ? '' : path}/edit`, { waitUntil: 'networkidle' });
  }
}

/** "Add link", then the new row's network chooser (Volto's searchable select) and its address. */
async function addLink(page: Page, widget: Locator, network: string, url: string): Promise<void> {
  await widget.getByRole('button', { name: 'Add link' }).click();
  const row = widget.locator('li[data-link-id]').last();
  await row.locator('.react-select-container input').first().fill(network);
  await page.keyboard.press('Enter');
  await row.locator('input[id$="-url"]').fill(url);
}

/**
 * "Add link", then only the address, without its `https://` and with the tracking parameter a share sheet adds:
 * leaving it completes the address, removes the parameter and sets the network whose site it is on, the title
 * following.
 */
async function addLinkByAddress(
  checks: CheckList,
  page: Page,
  widget: Locator,
  url: string,
  network: string,
  screenshot: string,
): Promise<void> {
  await widget.getByRole('button', { name: 'Add link' }).click();
  const row = widget.locator('li[data-link-id]').last();
  const address = row.locator('input[id$="-url"]');
  await address.fill(`${url.replace(/^https:\/\//, '')}?utm_source=share_sheet`);
  await page.keyboard.press('Tab');
  const completed = await address.inputValue();
  const chosen = (
    await row
      .locator('.react-select__single-value')
      .innerText()
      .catch(() => '')
  ).trim();
  const title = await row.locator('input[id$="-title"]').inputValue();
  await row.screenshot({ path: screenshot });
  checks.check(
    `a new link given only an address on ${network}'s site, without https:// and with a utm_source, gets it completed and cleaned, and is set to ${network}, titled after it`,
    completed === url && chosen === network && title === network,
    `address ${JSON.stringify(completed)}, network ${JSON.stringify(chosen)}, title ${JSON.stringify(title)}`,
  );
}

/**
 * "Add link", then two addresses pasted at once into its address, as copied from a list: each becomes a link with the
 * network of its site. Then both are deleted again, so that the flow saves what it saved before.
 */
async function pasteAddressList(checks: CheckList, widget: Locator, screenshot: string): Promise<void> {
  const rows = widget.locator('li[data-link-id]');
  const before = await rows.count();
  // A closed link named like another also says where it goes: so does a new one named after a network listed already.
  const labelsBefore = await rows.locator('.social-links-volto-row-label').allInnerTexts();
  const labelOf = (name: string, address: string) => (labelsBefore.includes(name) ? `${name} ${address}` : name);
  await widget.getByRole('button', { name: 'Add link' }).click();
  // The new link, by its place: once the paste has made more, the last one is another.
  const address = rows.nth(before).locator('input[id$="-url"]');
  await address.focus();
  // A paste as the browser delivers it (the page may not read the real clipboard): the text in its clipboardData.
  await address.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'https://www.youtube.com/@harness?si=share\ngitlab.com/harness');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  const made = rows.nth(before + 1);
  await made.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  const titles = (await rows.locator('.social-links-volto-row-label').allInnerTexts()).slice(before);
  const first = await address.inputValue();
  // The two new links, the first one open: a clip of the page, as the widget is taller than the window.
  await made.scrollIntoViewIfNeeded().catch(() => undefined);
  const top = await rows.nth(before).boundingBox();
  const bottom = await made.boundingBox();
  if (top && bottom) {
    const clip = { x: top.x, y: top.y, width: top.width, height: bottom.y + bottom.height - top.y };
    await widget.page().screenshot({ path: screenshot, clip });
  }
  checks.check(
    'two addresses pasted at once into a new link become two links, each set to the network of its site, cleaned',
    (await rows.count()) === before + 2 &&
      titles.join() ===
        [
          labelOf('YouTube', 'https://www.youtube.com/@harness'),
          labelOf('GitLab', 'https://gitlab.com/harness'),
        ].join() &&
      first === 'https://www.youtube.com/@harness',
    `links ${await rows.count()} (were ${before}), titles ${JSON.stringify(titles)}, first address ${first}`,
  );
  for (const title of ['GitLab', 'YouTube']) {
    await widget
      .getByRole('button', { name: `Delete: ${title}` })
      .last()
      .click();
  }
}

/**
 * A GitHub address typed into the new Mastodon link: the widget names GitHub under the network, and its button
 * switches the link to GitHub; GitHub's home page gets its warning, a GitHub handle becomes its profile; then the link
 * goes back to Mastodon and the run's address, as the flow saves it.
 */
async function otherNetworkWarning(
  checks: CheckList,
  page: Page,
  widget: Locator,
  path: string,
  url: string,
  screenshots: { otherNetwork: string; homePage: string },
): Promise<void> {
  const row = widget.locator('li[data-link-id]').last();
  const address = row.locator('input[id$="-url"]');
  const chosen = row.locator('.react-select__single-value');
  await address.fill('https://github.com/harness');
  const warning = row.locator('[data-level="warning"]', { hasText: 'This address is on GitHub' });
  const button = warning.getByRole('button', { name: 'Change to GitHub' });
  const warned = await warning.isVisible().catch(() => false);
  checks.check(
    `the widget in the edit form of ${path} says that a GitHub address on a Mastodon link is GitHub's, with a button`,
    warned && (await button.isVisible().catch(() => false)),
    await row.innerText().catch(() => ''),
  );
  if (!warned) return;
  // Out of the field, the address shows from its start, as an editor sees it after typing.
  await address.blur();
  await row.screenshot({ path: screenshots.otherNetwork });
  await button.click();
  const switched = (await chosen.innerText().catch(() => '')).trim();
  const focused = await row.evaluate((element) => {
    const active = element.ownerDocument.activeElement;
    return active && active.closest('[id$="-network"]') ? 'the network chooser' : active && active.outerHTML;
  });
  checks.check(
    `its button switches the link in the edit form of ${path} to GitHub, the warning goes, the keyboard is on the network`,
    switched === 'GitHub' && (await warning.count()) === 0 && focused === 'the network chooser',
    `network ${JSON.stringify(switched)}, warnings ${await warning.count()}, focus on ${focused}`,
  );
  // GitHub's home page, as an editor might leave it: the warning waits until they leave the address.
  await address.fill('https://github.com/');
  const homePage = row.locator('[data-level="warning"]', { hasText: 'This is the home page of GitHub, not a profile' });
  const whileTyping = await homePage.count();
  await address.blur();
  checks.check(
    `the widget in the edit form of ${path} warns, once the editor leaves it, that an address is GitHub's home page`,
    whileTyping === 0 && (await homePage.isVisible().catch(() => false)),
    `while typing ${whileTyping} warnings; then ${JSON.stringify(await row.innerText().catch(() => ''))}`,
  );
  await row.screenshot({ path: screenshots.homePage });
  // Then the profile's handle, as GitHub shows it: leaving the field makes it the profile's address.
  await address.fill('@harness');
  await address.blur();
  const completed = await address.inputValue();
  checks.check(
    `in the edit form of ${path}, the handle @harness left on the GitHub link becomes its profile, the warning gone`,
    completed === 'https://github.com/harness' && (await homePage.count()) === 0,
    `address ${JSON.stringify(completed)}, ${await homePage.count()} home page warnings`,
  );
  await row.locator('.react-select-container input').first().fill('Mastodon');
  await page.keyboard.press('Enter');
  await address.fill(url);
}

async function formShows(page: Page, url: string): Promise<boolean> {
  const text = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  ).includes(new URL(url).hostname);
  const inInput = await page
    .locator('input')
    .evaluateAll((elements, wanted) => elements.some((e) => (e as HTMLInputElement).value === wanted), url);
  return text || inInput;
}

/** Clicks the toolbar's Save (else a Save button in the page) and waits for the PATCH it sends. */
async function save(page: Page): Promise<{ ok: boolean; fromToolbar: boolean; detail: string }> {
  const patch = page.waitForResponse((response) => response.request().method() === 'PATCH', { timeout: 30_000 });
  const toolbarSave = page.locator('#toolbar #toolbar-save');
  const fromToolbar = (await toolbarSave.count()) > 0;
  await (fromToolbar ? toolbarSave.first() : page.getByRole('button', { name: /^save$/i }).first()).click();
  const answer = await patch.catch(() => null);
  const sent = answer ? `${answer.status()} ${answer.url()}` : 'no PATCH within 30 s';
  return {
    ok: answer !== null && answer.status() < 300,
    fromToolbar,
    detail: `${sent}${fromToolbar ? '' : ' (no Save in the toolbar)'}`,
  };
}

/** The visible text of the main area, shortened, to show what the page said instead. */
async function pageText(page: Page): Promise<string> {
  const text = await page
    .locator('main, #main, body')
    .first()
    .innerText()
    .catch(() => '');
  return `${page.url()} shows: ${text.replace(/\s+/g, ' ').trim().slice(0, 400)}`;
}

/** Dismisses the next dialog `page` opens (the leave prompt: "stay"); the returned function gives its text, or ''. */
function dismissNextDialog(page: Page): () => string {
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  return () => question;
}

/**
 * Clicks the toolbar's Cancel of a saved panel reached from the control panel list: the browser goes back to the
 * list, without asking and without adding an entry to the tab's history (a `push` would add one).
 */
async function cancelGoesBack(page: Page): Promise<{ ok: boolean; detail: string }> {
  const question = dismissNextDialog(page);
  const entries = await page.evaluate(() => window.history.length);
  await page.locator('#toolbar button.cancel').first().click();
  await page.waitForURL((url) => url.pathname === '/controlpanel', { timeout: 10_000 }).catch(() => undefined);
  const after = await page.evaluate(() => window.history.length);
  const ok = new URL(page.url()).pathname === '/controlpanel' && after === entries && question() === '';
  return {
    ok,
    detail: `now at ${page.url()}; history ${entries} -> ${after} entries; question: ${question() || '(none)'}`,
  };
}

/** Clicks the toolbar's Cancel (it leaves for the control panel list) and answers "stay" when asked first. */
async function leaveWithUnsavedChanges(page: Page): Promise<{ asked: boolean; detail: string }> {
  const back = page.locator('#toolbar button.cancel').first();
  if ((await back.count()) === 0) return { asked: false, detail: 'no Cancel in the toolbar' };
  const question = dismissNextDialog(page);
  await back.click();
  await page.waitForTimeout(500);
  const stayed = /\/controlpanel\/[^/]+$/.test(new URL(page.url()).pathname);
  return { asked: question() !== '' && stayed, detail: `question: ${question() || '(none)'}; now at ${page.url()}` };
}
