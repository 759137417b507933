// The editors' messages in the real Volto build: a visitor's page carries only the visitors' messages in its
// serialized intl state, and a German editor still gets the widget, the Follow Us block's settings and the control
// panel in German, their messages loaded with the editor chunks. A second Volto server of the same build speaks
// German (Volto's `SITE_DEFAULT_LANGUAGE`, read at run time; the build is not touched) against the same backend.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preferredPort } from '../lib/freePort';
import { EDITOR_DOMAIN } from '../i18n/catalogueDomains';
import { loadMessages } from '../i18n/catalogues';
import { backendToken, type RunningBackend } from './backends';
import { launchChromium, watchPageErrors } from './browserChecks';
import type { CheckList } from './checks';
import { REPO_ROOT, type HarnessSettings } from './settings';
import { startVolto } from './voltoBuild';
import type { VoltoProject } from './voltoProject';

/** The mock's editor (scripts/volto/test-volto.ts logs in as the same). */
const EDITOR = { user: 'admin', password: 'admin' };

const LANGUAGE = 'de';

/** The German editors' catalogue (locales/de/LC_MESSAGES/socialmedia-editor.po): every editor's id. */
function editorCatalogue(): Record<string, string> {
  return loadMessages(join(REPO_ROOT, 'locales'), LANGUAGE, [EDITOR_DOMAIN]);
}

/** What the German editors' catalogue says for `id`. */
function german(id: string): string {
  const text = editorCatalogue()[id];
  if (!text) throw new Error(`the ${LANGUAGE} editors' catalogue has no ${id}`);
  return text;
}

/** The message ids of `ids` that a page's HTML holds as keys of its serialized state (`window.__data`). */
function serializedIds(html: string, ids: string[]): string[] {
  return ids.filter((id) => html.includes(`${JSON.stringify(id)}:`));
}

/**
 * Runs the checks against the build in `project` and the running `backend` (the mock), on a port next to the
 * harness's Volto; each check is named, and a failure of one does not stop the next.
 */
export async function checkEditorLanguage(
  checks: CheckList,
  project: VoltoProject,
  backend: RunningBackend,
  settings: HarnessSettings,
): Promise<void> {
  const scoped = checks.scoped(`editor in ${LANGUAGE}`);
  const envFile = join(mkdtempSync(join(tmpdir(), 'volto-lang-')), 'language.env');
  writeFileSync(envFile, `SITE_DEFAULT_LANGUAGE=${LANGUAGE}\n`);
  const port = await preferredPort(settings.voltoPort + 2);
  const { url, server } = await startVolto(project, port, backend.apiPath, `language-${LANGUAGE}`, {
    nodeArgs: [`--env-file=${envFile}`],
  });
  try {
    await scoped.step('a visitor’s page carries our visitors’ messages and none of the editors’', async () => {
      const html = await (await fetch(`${url}/team/alice`)).text();
      const editorIds = Object.keys(editorCatalogue()).filter((id) => id.startsWith('socialmedia.'));
      const leaked = serializedIds(html, editorIds);
      const visitor = serializedIds(html, ['socialmedia.links.label', 'socialmedia.links.opensInNewTab']);
      scoped.check(
        `the page's intl state has our visitors' messages and none of our ${editorIds.length} editors' messages`,
        visitor.length === 2 && leaked.length === 0,
        `visitors' messages found: ${visitor.join(', ') || 'none'}; editors' messages found: ${leaked.join(', ')}`,
      );
    });
    if (settings.browser)
      await scoped.step('the German editors ran to their end', () => editorsInGerman(scoped, url, backend));
  } finally {
    await server.stop();
  }
}

async function editorsInGerman(checks: CheckList, voltoUrl: string, backend: RunningBackend): Promise<void> {
  const token = await backendToken(backend.directUrl, EDITOR.user, EDITOR.password);

  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addCookies([{ name: 'auth_token', value: token, url: voltoUrl }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchPageErrors(page);

    // The edit form of a person (a page whose content has no language of its own, so Volto keeps the site's).
    await page.goto(`${voltoUrl}/team/alice/edit`, { waitUntil: 'networkidle' });
    const fieldset = page
      .locator('.formtabs .item, [role="tab"], .accordion .title')
      .filter({ hasText: /^\s*social media\s*$/i })
      .first();
    if (await fieldset.isVisible().catch(() => false)) {
      if (!(await fieldset.evaluate((element) => element.classList.contains('active')))) await fieldset.click();
    }
    const addLink = german('socialmedia.widget.addLink');
    const widget = page.locator('.social-links-volto-widget').first();
    const widgetInGerman = await widget
      .getByRole('button', { name: addLink })
      .waitFor({ state: 'visible' })
      .then(() => true)
      .catch(() => false);
    const formText = await page.locator('body').innerText();
    checks.check(
      `the links widget of a person's edit form speaks German ("${addLink}")`,
      widgetInGerman && !formText.includes('Add link'),
      formText.slice(0, 1500),
    );

    // The Follow Us block's settings in the sidebar, once the block is selected.
    await page.goto(`${voltoUrl}/follow-us/edit`, { waitUntil: 'networkidle' });
    await page.locator('.block-editor-followUs').first().click();
    const headline = german('socialmedia.followUs.headline');
    const settingsInGerman = await page
      .locator('#sidebar')
      .getByText(headline, { exact: true })
      .first()
      .waitFor({ state: 'visible' })
      .then(() => true)
      .catch(() => false);
    const sidebarText = await page
      .locator('#sidebar')
      .innerText()
      .catch(() => '');
    checks.check(
      `the Follow Us block's settings speak German ("${headline}")`,
      settingsInGerman && !/\bHeadline\b/.test(sidebarText),
      sidebarText.slice(0, 1500),
    );
    // The demo's block animates its icons: Volto's checkbox for it, ticked.
    const animateLabel = german('socialmedia.blocks.animate');
    const animateChecked = await page
      .locator('#sidebar .field')
      .filter({ hasText: animateLabel })
      .locator('input[type="checkbox"]')
      .first()
      .isChecked()
      .catch(() => null);
    checks.check(
      `the Follow Us block's settings offer the icons' animation as Volto's checkbox ("${animateLabel}"), ticked`,
      animateChecked === true,
      sidebarText.slice(0, 1500),
    );
    // The block's alignment, in the Styling section as on Volto's core blocks: Volto's three alignment buttons.
    const alignmentLabel = german('socialmedia.blocks.alignment');
    const alignmentButtons = await page
      .locator('#sidebar .field')
      .filter({ hasText: alignmentLabel })
      .last()
      .locator('button')
      .count()
      .catch(() => 0);
    checks.check(
      `the Follow Us block's settings offer its alignment as Volto's alignment buttons ("${alignmentLabel}")`,
      alignmentButtons === 3,
      `${alignmentButtons} buttons; ${sidebarText.slice(0, 1500)}`,
    );

    // The control panel, reached as an editor does (inside the app, not by reloading: Volto's server renders the
    // language of the content it loads for a route, and for /controlpanel that is the site root's).
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, '/controlpanel/social-media');
    const label = german('socialmedia.controlpanel.shareSocialData');
    const shown = await page
      .getByText(label, { exact: true })
      .first()
      .waitFor({ state: 'visible' })
      .then(() => true)
      .catch(() => false);
    const text = await page.locator('body').innerText();
    checks.check(
      `the control panel shows its fields in German ("${label}")`,
      shown && !text.includes('Share social data'),
      text.slice(0, 1500),
    );
    checks.check(
      'no message id is shown instead of a text',
      !/socialmedia\.[a-zA-Z]+\./.test(formText + sidebarText + text),
      (formText + sidebarText + text).match(/socialmedia\.\S+/g)?.join(', '),
    );
    checks.check('no JavaScript errors in the German editors', errors.length === 0, errors.join('\n'));
  } finally {
    await browser.close();
  }
}
