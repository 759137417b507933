// The generated sections of the docs: a script rewrites only the lines between its markers, so another script's
// section and the prose written by hand around it stay as they are.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, replaceSection, runStamp } from '../../../scripts/lib/docSection';

const dir = mkdtempSync(join(tmpdir(), 'doc-section-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const START = '<!-- figures:start (written by `npm run bench`) -->';
const END = '<!-- figures:end -->';

describe('a generated section of a docs file', () => {
  it('replaces the lines between its markers and leaves the prose and the other sections as they were', () => {
    const file = join(dir, 'figures.md');
    const before = [
      '# Figures',
      '',
      'Prose by hand.',
      START,
      '| old | 1 |',
      END,
      'More prose, with <!-- other:start --> another script’s section <!-- other:end -->.',
      '',
    ].join('\n');
    writeFileSync(file, before);
    replaceSection(file, START, END, ['| new | 2 |', '', 'measured today']);
    expect(readFileSync(file, 'utf8')).toBe(before.replace('| old | 1 |', '| new | 2 |\n\nmeasured today'));
    replaceSection(file, START, END, ['| newer | 3 |']);
    expect(readFileSync(file, 'utf8')).toBe(before.replace('| old | 1 |', '| newer | 3 |'));
  });

  it('appends the section to a file without the markers, or starts a file that does not exist', () => {
    const file = join(dir, 'append.md');
    writeFileSync(file, '# Notes\n\nProse.\n\n');
    replaceSection(file, START, END, ['figures']);
    expect(readFileSync(file, 'utf8')).toBe(`# Notes\n\nProse.\n\n${START}\nfigures\n${END}\n`);
    const fresh = join(dir, 'fresh.md');
    replaceSection(fresh, START, END, ['figures'], { newFile: '# Fresh\n' });
    expect(readFileSync(fresh, 'utf8')).toBe(`# Fresh\n\n${START}\nfigures\n${END}\n`);
  });

  it('refuses a file whose markers are missing when they belong to it, and leaves it untouched', () => {
    const file = join(dir, 'README.md');
    writeFileSync(file, `# Readme\n\n${START}\nno end marker\n`);
    expect(() => replaceSection(file, START, END, ['figures'], { missing: 'throw' })).toThrow(/has no .* block/);
    expect(readFileSync(file, 'utf8')).toBe(`# Readme\n\n${START}\nno end marker\n`);
  });

  it('says when, to the minute in UTC, and on what the figures were measured, and writes counts as the docs do', () => {
    expect(runStamp(2.26, new Date('2026-11-27T09:45:59.900Z'))).toEqual({
      when: '2026-11-27 09:45 UTC',
      machine: `Node ${process.version}, ${cpus().length} cores, load average 2.3 when it began`,
    });
    expect([count(8425), count(10_000), count(16)]).toEqual(['8,425', '10,000', '16']);
  });
});
