// Runs axe-core on a rendered element with the rules jsdom can evaluate (no layout, so no colour contrast).
import axe from 'axe-core';

// jsdom has no canvas; axe only uses it to guess icon fonts, so tell it there is none instead of logging errors.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

/** The axe violations inside `element`, as `rule: target` lines, for a readable assertion. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}
