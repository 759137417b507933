// Writes the README's table of measured sizes (between markers) from the reports of `npm run test:volto`, so the
// figures a reader sees first are the ones the last run measured, never numbers typed by hand.
import { join } from 'node:path';
import { replaceSection } from '../lib/docSection';
import type { ChunkReport } from './bundle';
import { REPO_ROOT } from './settings';
import type { VersionReport } from './versionReport';

const START = '<!-- measurements:start (written by `npm run test:volto -- --write-docs`) -->';
const END = '<!-- measurements:end -->';

/** Our lazy chunks, told apart by a module only each of them holds. */
const LAZY_CHUNKS = [
  {
    label: 'the widget (lazy, content edit forms)',
    holds: 'src/volto/editing/VoltoSocialLinksWidget.tsx',
    not: 'src/volto/editing/VoltoSettingsForm.tsx',
  },
  { label: 'the control panel (lazy)', holds: 'src/volto/editing/VoltoSettingsForm.tsx' },
  {
    label: 'the Follow Us block view and listing template (lazy, pages that show them)',
    holds: 'src/volto/FollowUsBlockVoltoView.tsx',
  },
  { label: "the Follow Us block's settings form (lazy, editors)", holds: 'src/volto/FollowUsBlockEdit.tsx' },
] as const;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Replaces the measurements table of README.md; throws when the markers are missing (they belong to the README). */
export function writeReadmeMeasurements(reports: VersionReport[]): void {
  replaceSection(join(REPO_ROOT, 'README.md'), START, END, [renderReadmeMeasurements(reports)], { missing: 'throw' });
}

/** The table as Markdown: one column per Volto version measured with and without the add-on. */
export function renderReadmeMeasurements(reports: VersionReport[]): string {
  const measured = reports.filter((report) => report.baseline && report.addon);
  const header = `| Measure | ${measured.map((report) => `Volto ${report.version}`).join(' | ')} |`;
  const rule = `| --- | ${measured.map(() => '---').join(' | ')} |`;
  const row = (label: string, cell: (report: VersionReport) => string) =>
    `| ${label} | ${measured.map(cell).join(' | ')} |`;
  return [
    header,
    rule,
    row("JavaScript added to a page's first load (gzip; budget 10 kB)", (report) => {
      const without = report.baseline!.bundle.initial.gzip;
      const withAddon = report.addon!.bundle.initial.gzip;
      return `**+${kB(withAddon - without)}** (${(withAddon - without).toLocaleString('en')} bytes: ${kB(without)} → ${kB(withAddon)})`;
    }),
    ...LAZY_CHUNKS.map((chunk) =>
      row(chunk.label, (report) => {
        const found = report.addon!.bundle.chunks.find((candidate) =>
          isChunk(candidate, chunk.holds, 'not' in chunk ? chunk.not : undefined),
        );
        return found ? `${kB(found.gzip)} gzip` : 'not found';
      }),
    ),
    row('backend requests while Volto renders a page', (report) => {
      const pages = Object.entries(report.addon!.requests);
      const same = pages.every(([path, requests]) => requests.length === report.baseline!.requests[path]?.length);
      const counts = [...new Set(pages.map(([, requests]) => requests.length))].join(' or ');
      return same
        ? `${counts} with the add-on and without, on each of ${pages.length} pages`
        : 'more with the add-on: see docs/volto-sizes.md';
    }),
    row('production build with the add-on', (report) =>
      report.addon!.build.seconds == null ? 'reused' : `${report.addon!.build.seconds.toFixed(0)} s`,
    ),
    row('checks of `test:volto`', (report) => `${report.checks.passed} passed, ${report.checks.failed} failed`),
  ].join('\n');
}

function isChunk(chunk: ChunkReport, holds: string, not?: string): boolean {
  const files = Object.keys(chunk.addonFiles);
  return !chunk.initial && files.includes(holds) && (not === undefined || !files.includes(not));
}
