// What makes our editors look like Volto's own, checked in the browser: axe-core on a part of the page, no
// horizontal scrolling inside the edit sidebar, alignment with the page's content container, and the screenshots
// that put our screens next to Volto's core ones (docs/screenshots/volto<major>-*.png).
import { basename, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './settings';

const AXE_SCRIPT = join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeViolation {
  rule: string;
  help: string;
  /** One selector per element, as axe-core names it. */
  targets: string[];
}

/** axe-core's violations inside `selector` (the `region` rule is for whole pages, not a part of one). */
export async function axeViolationsIn(page: Page, selector: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<any> } }).axe;
    const element = document.querySelector(scope);
    if (!element) return [{ rule: 'missing', help: `nothing matches ${scope}`, targets: [] }];
    const result = await axe.run(element, { rules: { region: { enabled: false } } });
    return (result.violations as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>).map(
      (violation) => ({
        rule: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }),
    );
  }, selector);
}

/** One line per violated rule, with the elements. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.rule} (${violation.help}): ${violation.targets.join(', ')}`)
    .join('\n');
}

/** A FormFieldWrapper description (`.help` under a field), as axe-core names it. */
const FIELD_DESCRIPTION = /\.twelve\.wide\.column > p$/;

/** The colours of the first field description in `scope`: Volto's, from its theme, on every screen alike. */
export async function fieldDescriptionColours(page: Page, scope: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const help = document.querySelector(`${selector} .field .help`);
    if (!help) return null;
    const style = getComputedStyle(help);
    return `${style.color} (${style.fontSize})`;
  }, scope);
}

/**
 * Moves the colour-contrast findings on field descriptions from `own` to `shared` when the descriptions have the
 * colours of a core panel's (Volto's theme styles FormFieldWrapper's descriptions, not we).
 */
export function withVoltoDescriptions(
  split: { own: AxeViolation[]; shared: AxeViolation[] },
  ours: string | null,
  core: string | null,
): { own: AxeViolation[]; shared: AxeViolation[] } {
  if (ours === null || ours !== core) return split;
  const own: AxeViolation[] = [];
  const shared = [...split.shared];
  for (const violation of split.own) {
    const descriptions =
      violation.rule === 'color-contrast' ? violation.targets.filter((t) => FIELD_DESCRIPTION.test(t)) : [];
    const rest = violation.targets.filter((target) => !descriptions.includes(target));
    if (descriptions.length)
      shared.push({
        ...violation,
        help: `${violation.help}; Volto's description colour ${core}`,
        targets: descriptions,
      });
    if (rest.length) own.push({ ...violation, targets: rest });
  }
  return { own, shared };
}

/**
 * The violations of `ours` that a core Volto screen does not have too: an element counts as Volto's own styling
 * when the core screen breaks the same rule on an element of the same kind (its last two selector steps, such as
 * a field description `.twelve.wide.column > p`).
 */
export function beyondCore(
  ours: AxeViolation[],
  core: AxeViolation[],
): { own: AxeViolation[]; shared: AxeViolation[] } {
  const kind = (rule: string, target: string) =>
    `${rule} ${target
      .replace(/:nth-(child|of-type)\(\d+\)/g, '')
      .split(/\s*>\s*|\s+/)
      .slice(-2)
      .join(' > ')}`;
  const coreKinds = new Set(
    core.flatMap((violation) => violation.targets.map((target) => kind(violation.rule, target))),
  );
  const own: AxeViolation[] = [];
  const shared: AxeViolation[] = [];
  for (const violation of ours) {
    const mine = violation.targets.filter((target) => !coreKinds.has(kind(violation.rule, target)));
    const theirs = violation.targets.filter((target) => coreKinds.has(kind(violation.rule, target)));
    if (mine.length) own.push({ ...violation, targets: mine });
    if (theirs.length) shared.push({ ...violation, targets: theirs });
  }
  return { own, shared };
}

/**
 * The elements from `locator` up to the nearest scrolling container (the edit sidebar, else the page) that are
 * wider than their box, i.e. would scroll sideways, and whether `locator` ends beyond that container's right edge.
 */
export async function horizontalOverflow(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const problems: string[] = [];
    const container = element.closest('.sidebar-container') ?? document.documentElement;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') {
        problems.push(
          `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} scrolls: ${node.scrollWidth} > ${node.clientWidth}`,
        );
      }
      if (node === container) break;
    }
    const right = element.getBoundingClientRect().right;
    const limit = container.getBoundingClientRect().right;
    if (right > limit + 1) problems.push(`the widget ends at ${Math.round(right)} px, beyond ${Math.round(limit)} px`);
    // What an ancestor clips at or before the edge shows nowhere beyond it (a visually hidden live region's words).
    // No named function in here: tsx would wrap it in a `__name` helper the page does not have.
    const wide: Element[] = [];
    for (const child of element.querySelectorAll('*')) {
      if (child.getBoundingClientRect().right <= limit + 1) continue;
      let clipped = false;
      for (let node = child.parentElement; node && node !== element && !clipped; node = node.parentElement) {
        clipped = getComputedStyle(node).overflowX !== 'visible' && node.getBoundingClientRect().right <= limit + 1;
      }
      if (!clipped) wide.push(child);
    }
    if (wide.length)
      problems.push(
        `${wide.length} elements end beyond ${Math.round(limit)} px, e.g. ${wide[0]!.outerHTML.slice(0, 120)}`,
      );
    return problems;
  });
}

/** The width of the edit sidebar (or of the form) holding `locator`, in CSS pixels. */
export async function containerWidth(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const container = element.closest('.sidebar-container') ?? element.closest('form') ?? document.body;
    return Math.round(container.getBoundingClientRect().width);
  });
}

/**
 * The horizontal distance between the left edges of `selector` and of the first of `references` on the page (the
 * page's content container; the breadcrumbs' container when the view renders none), or null when one is missing.
 */
export async function leftEdgeOffset(page: Page, selector: string, references: string[]): Promise<number | null> {
  return page.evaluate(
    ([target, candidates]) => {
      const element = document.querySelector(target as string);
      const reference = (candidates as string[]).map((candidate) => document.querySelector(candidate)).find(Boolean);
      if (!element || !reference) return null;
      return Math.round(element.getBoundingClientRect().left - reference.getBoundingClientRect().left);
    },
    [selector, references] as const,
  );
}

/**
 * A screenshot of the whole page as a browser window that tall shows it: Chromium's `fullPage` capture leaves
 * Volto's fixed toolbar where the first screen had it, over the content, so the window itself is made taller.
 */
export async function screenshotWholePage(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(height, viewport.height), 4000) });
  try {
    await page.waitForTimeout(300);
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Where the run's screenshots for the docs go: `docs/screenshots/volto<major>-<name>.png`. */
export function docsScreenshot(artifactsDir: string, name: string): string {
  const major = /volto-(\d+)\./.exec(basename(artifactsDir))?.[1] ?? 'x';
  return join(REPO_ROOT, 'docs', 'screenshots', `volto${major}-${name}.png`);
}
