// Runs axe-core on rendered components with the rules jsdom can evaluate (it has no layout, so no contrast).
import axe from 'axe-core';

/** The violations inside `element` as `rule: target` lines, so a failure says what is wrong. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}
