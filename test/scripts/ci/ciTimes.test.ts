// The CI times in docs/ci-times.md come from the section lines `.ci/run` prints, so they are read, not typed.
import { ciSections, ciTable } from '../../../scripts/ci/ciTimes';

const LOG = [
  '',
  '=== system packages (0s)',
  'Installing Debian packages: chromium',
  '=== npm ci (its prepare step builds dist/) (95s)',
  'added 900 packages',
  '=== type check (160s)',
  "=== all tests (the README's test command) (190s)",
  '[volto] total 700 s',
  '=== done (1390s)',
].join('\n');

describe('the CI times', () => {
  it('each part lasts from its line to the next one, the last up to "done"', () => {
    expect(ciSections(LOG)).toEqual([
      { name: 'system packages', seconds: 95 },
      { name: 'npm ci (its prepare step builds dist/)', seconds: 65 },
      { name: 'type check', seconds: 30 },
      { name: "all tests (the README's test command)", seconds: 1200 },
    ]);
  });

  it('a run that did not reach "done" has no finished last part', () => {
    const unfinished = LOG.split('\n').slice(0, -1).join('\n');
    expect(ciSections(unfinished).map((section) => section.name)).not.toContain(
      "all tests (the README's test command)",
    );
  });

  it('the table gives minutes per part and the total', () => {
    const table = ciTable('cold', ciSections(LOG), '2026-11-23');
    expect(table).toContain('| type check | 0.5 min |');
    expect(table).toContain('| **all** | **23.2 min** |');
  });
});
