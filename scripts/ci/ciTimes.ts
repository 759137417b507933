// `npm run ci:times -- <log> --cold|--cached`: reads the section lines `.ci/run` prints (`=== <name> (<seconds>s)`)
// and writes how long each part took into docs/ci-times.md, keeping the table of the other kind of run; the long
// parts inside the tests (test:plone, each test:volto, the one against a live Plone too) from their closing lines.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DOC = join(import.meta.dirname, '..', '..', 'docs', 'ci-times.md');
const KINDS = {
  cold: 'Cold: a fresh clone on a machine with empty npm, Plone and Volto caches',
  cached: 'Cached: a fresh clone on a machine that ran CI before (npm cache, Plone venv, Volto projects kept)',
} as const;
type Kind = keyof typeof KINDS;

/** One part of the run: its name and how long it took. */
export interface CiSection {
  name: string;
  seconds: number;
}

/** Returns the sections of a `.ci/run` log with their durations; the last marker (`done`) ends the one before it. */
export function ciSections(log: string): CiSection[] {
  const marks = [...log.matchAll(/^=== (.+) \((\d+)s\)$/gm)].map((match) => ({
    name: match[1]!,
    at: Number(match[2]),
  }));
  return marks.slice(0, -1).map((mark, index) => ({ name: mark.name, seconds: marks[index + 1]!.at - mark.at }));
}

/**
 * The long parts inside the tests, from the figures their scripts print: `npm run test:plone` (its closing
 * `[plone <seconds>s] PASS|FAIL` line) and each `npm run test:volto` (its flags from npm's banner, the Volto versions
 * it names, its closing `[volto] total <seconds> s`), in the order they ran.
 */
export function testParts(log: string): CiSection[] {
  const parts: Array<CiSection & { at: number }> = [];
  for (const match of log.matchAll(/^\[plone\s+([\d.]+)s\] (?:PASS|FAIL):/gm)) {
    parts.push({ name: 'npm run test:plone', seconds: Number(match[1]), at: match.index });
  }
  for (const match of log.matchAll(/^> tsx scripts\/volto\/test-volto\.ts(.*)$([\s\S]*?)^\[volto\] total (\d+) s$/gm)) {
    const flags = match[1]!.trim();
    const versions = [...new Set([...match[2]!.matchAll(/^\[volto\] Volto (\S+):/gm)].map((version) => version[1]))];
    const named = versions.length ? ` (Volto ${versions.join(', ')})` : '';
    parts.push({
      name: `npm run test:volto${flags ? ` -- ${flags}` : ''}${named}`,
      seconds: Number(match[3]),
      at: match.index,
    });
  }
  return parts.sort((a, b) => a.at - b.at).map(({ name, seconds }) => ({ name, seconds }));
}

/** Returns the Markdown table of one run; `parts` (inside the tests) are shown under the sections, not summed. */
export function ciTable(kind: Kind, sections: CiSection[], date: string, parts: CiSection[] = []): string {
  const total = sections.reduce((sum, section) => sum + section.seconds, 0);
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  const rows = [
    ...sections.map((section) => `| ${section.name} | ${minutes(section.seconds)} |`),
    ...parts.map((part) => `| of the tests: \`${part.name}\` | ${minutes(part.seconds)} |`),
  ];
  return [
    `## ${KINDS[kind]}`,
    '',
    `Measured ${date} on this project's CI machine kind (2 cores, 24 GiB).`,
    '',
    '| Part of `.ci/run` | Time |',
    '| --- | --- |',
    ...rows,
    `| **all** | **${minutes(total)}** |`,
    '',
  ].join('\n');
}

function main(): void {
  const [logFile, flag] = process.argv.slice(2);
  const kind = flag === '--cold' ? 'cold' : flag === '--cached' ? 'cached' : null;
  if (!logFile || !kind) {
    console.error('usage: npm run ci:times -- <log of .ci/run> --cold|--cached');
    process.exit(2);
  }
  const log = readFileSync(logFile, 'utf8');
  const sections = ciSections(log);
  if (sections.length === 0 || !/^=== done \(\d+s\)$/m.test(log)) {
    console.error(`${logFile}: not the log of a .ci/run that reached "done"`);
    process.exit(1);
  }
  const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const tables: Record<Kind, string> = { cold: '', cached: '' };
  for (const other of Object.keys(KINDS) as Kind[]) {
    const start = previous.indexOf(`## ${KINDS[other]}`);
    if (start < 0) continue;
    const next = previous.indexOf('\n## ', start + 1);
    tables[other] = previous.slice(start, next < 0 ? undefined : next + 1).trimEnd() + '\n';
  }
  tables[kind] = ciTable(kind, sections, new Date().toISOString().slice(0, 10), testParts(log));
  const header = [
    '# How long CI takes',
    '',
    'Written by `npm run ci:times` from the section lines of a `.ci/run` log; CI has 90 minutes, and a cold run is',
    'kept under 45.',
    '',
  ].join('\n');
  writeFileSync(DOC, [header, tables.cold, tables.cached].filter(Boolean).join('\n'));
  console.log(`docs/ci-times.md: ${kind} run, ${sections.length} parts`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
