// The CI times in docs/ci-times.md come from the section lines `.ci/run` prints, so they are read, not typed.
import { ciSections, ciTable, testParts } from '../../../scripts/ci/ciTimes';

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

  it('names the long parts inside the tests, the Volto run against a live Plone among them, without summing them', () => {
    const log = [
      "=== all tests (the README's test command) (190s)",
      '> @example/volto-socialmedia@0.1.0 test:plone',
      '> tsx scripts/plone/run.ts',
      '[plone    0.3s] Plone venv: /cache/plone-1 (cached)',
      '[plone  121.0s] PASS: 111 scenarios, 111 matched',
      '> @example/volto-socialmedia@0.1.0 test:volto',
      '> tsx scripts/volto/test-volto.ts --with-plone',
      '[plone    0.1s] Plone venv: /cache/plone-1 (cached)',
      '[volto] Volto 18.33.0: reusing the install in /cache/volto-18.33.0/package',
      '[volto] total 540 s',
      '> @example/volto-socialmedia@0.1.0 test:volto',
      '> tsx scripts/volto/test-volto.ts',
      '[volto] Volto 19.0.0-alpha.0: razzle build (addon)',
      '[volto] total 420 s',
      '=== done (1390s)',
    ].join('\n');
    const parts = testParts(log);
    expect(parts).toEqual([
      { name: 'npm run test:plone', seconds: 121 },
      { name: 'npm run test:volto -- --with-plone (Volto 18.33.0)', seconds: 540 },
      { name: 'npm run test:volto (Volto 19.0.0-alpha.0)', seconds: 420 },
    ]);
    const table = ciTable('cached', ciSections(log), '2026-11-23', parts);
    expect(table).toContain('| of the tests: `npm run test:volto -- --with-plone (Volto 18.33.0)` | 9.0 min |');
    expect(table).toContain('| **all** | **20.0 min** |');
  });
});
