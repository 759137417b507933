// Volto's own Site control panel, in the browser of the editor's flow, for the picture next to ours in
// docs/volto-editing.md and for what ours is measured against (axe-core's findings, the descriptions' colour). The
// mock serves no core panel: the panel's answer and the roles vocabulary its keywords field reads are Plone 6.2's
// own, recorded by `npm run plone:capture` (backend/captured/); the image scales vocabulary, which no field in the
// picture shows, answers empty. None of it reaches the backend, so the checks of what the backend answered stay
// about ours.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolationsIn, fieldDescriptionColours, screenshotWholePage } from './editorLook';
import type { AxeViolation } from './editorLook';
import { REPO_ROOT } from './settings';

/** What the core panel showed: axe-core's findings, the colours of its field descriptions, the roles it names. */
export interface CorePanel {
  violations: AxeViolation[];
  descriptions: string | null;
  /** The labels of the roles that can add keywords, as the panel's select shows them. */
  roles: string[];
  /** The titles of the roles the recorded answer stores there, which the select should show. */
  storedRoles: string[];
}

/** A recorded answer of backend/captured with the site's address where Plone wrote it. */
function recorded(file: string, site: string): string {
  return readFileSync(join(REPO_ROOT, 'backend', 'captured', file), 'utf8').replaceAll('{site}', site);
}

/** Opens Volto's `/controlpanel/site` in a page of its own, at the width of `page`, and takes its picture. */
export async function screenshotCorePanel(
  page: Page,
  target: { voltoUrl: string; backendApiPath: string; screenshot: string },
): Promise<CorePanel> {
  const corePage = await page.context().newPage();
  try {
    const site = target.backendApiPath.replace(/\/+$/, '');
    const panel = recorded('controlpanel-site.json', site);
    const roles = recorded('vocabulary-roles.json', site);
    await corePage.route(/\/@controlpanels\/site$/, (route) =>
      route.fulfill({ contentType: 'application/json', body: panel }),
    );
    await corePage.route(/\/@vocabularies\//, (route) => {
      const url = route.request().url();
      const body = /\/@vocabularies\/plone\.app\.vocabularies\.Roles(\?|$)/.test(url)
        ? roles
        : JSON.stringify({ '@id': url, items: [], items_total: 0 });
      return route.fulfill({ contentType: 'application/json', body });
    });
    await corePage.goto(`${target.voltoUrl}/controlpanel/site`, { waitUntil: 'networkidle' });
    const field = corePage.locator('#page-controlpanel .field-wrapper-roles_allowed_to_add_keywords');
    await screenshotWholePage(corePage, target.screenshot);
    const stored = (JSON.parse(panel) as { data: { roles_allowed_to_add_keywords: Array<{ title: string }> } }).data;
    return {
      violations: await axeViolationsIn(corePage, '#page-controlpanel'),
      descriptions: await fieldDescriptionColours(corePage, '#page-controlpanel'),
      roles: (await field.locator('.react-select__multi-value__label').allInnerTexts()).map((text) => text.trim()),
      storedRoles: stored.roles_allowed_to_add_keywords.map(({ title }) => title),
    };
  } finally {
    await corePage.close();
  }
}
