// Writes the measured numbers into `docs/volto-sizes.md`, between markers, leaving the rest of the file alone.
import { join } from 'node:path';
import { replaceSection } from '../lib/docSection';
import { REPO_ROOT } from './settings';
import type { BundleReport } from './bundle';
import type { PnpmReport, VersionReport } from './versionReport';

const START = '<!-- volto-harness:start (written by `npm run test:volto -- --write-docs`) -->';
const END = '<!-- volto-harness:end -->';

/** Replaces (or appends) the harness section of `docs/volto-sizes.md`. */
export function writeSizesDoc(reports: VersionReport[], coldRun: ColdRun | null): void {
  replaceSection(join(REPO_ROOT, 'docs', 'volto-sizes.md'), START, END, [renderSection(reports, coldRun)], {
    newFile: '# Volto: versions, build times and bundle sizes\n\n',
  });
}

/** The last run that installed and built everything from nothing (`last-cold-run.json` in the cache). */
export interface ColdRun {
  seconds: number;
  date: string;
  versions: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const signedKB = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1000).toFixed(1)} kB`;
const seconds = (value: number | null | undefined) => (value == null ? '?' : `${value.toFixed(0)} s`);

/** The section as Markdown. */
export function renderSection(reports: VersionReport[], coldRun: ColdRun | null): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${new Date().toISOString().slice(0, 10)} on a 2-core machine, Node ${reports[0]?.node ?? process.version}; gzip at level 9.`,
    '',
  );
  lines.push(
    '| Volto | npm install (cold) | build without add-on | build with add-on | peak RSS | checks |',
    '|---|---|---|---|---|---|',
  );
  for (const r of reports) {
    lines.push(
      `| ${r.version} | ${seconds(r.voltoInstallSeconds)} | ${seconds(r.baseline?.build.seconds)} | ${seconds(r.addon?.build.seconds)} | ${r.addon?.build.peakRssMb ?? r.baseline?.build.peakRssMb ?? '?'} MB | ${r.checks.passed} passed, ${r.checks.failed} failed |`,
    );
  }
  lines.push('');
  if (coldRun) {
    lines.push(
      `A cold run (empty npm cache, nothing installed or built; Volto ${coldRun.versions.join(' and ')}) took ${(coldRun.seconds / 60).toFixed(1)} minutes in all (${coldRun.date.slice(0, 10)}).`,
      '',
    );
  }
  for (const r of reports) {
    if (!r.baseline || !r.addon) continue;
    lines.push(`### Volto ${r.version}`, '');
    const base = r.baseline.bundle;
    const withAddon = r.addon.bundle;
    lines.push('| JavaScript | without add-on | with add-on | added |', '|---|---|---|---|');
    lines.push(
      `| first load (entry chunks, gzip) | ${kB(base.initial.gzip)} | ${kB(withAddon.initial.gzip)} | **${signedKB(withAddon.initial.gzip - base.initial.gzip)}** |`,
    );
    lines.push(
      `| first load (entry chunks, minified) | ${kB(base.initial.bytes)} | ${kB(withAddon.initial.bytes)} | ${signedKB(withAddon.initial.bytes - base.initial.bytes)} |`,
    );
    lines.push(
      `| lazily loaded chunks (gzip, all) | ${kB(base.lazy.gzip)} in ${base.lazy.files} | ${kB(withAddon.lazy.gzip)} in ${withAddon.lazy.files} | ${signedKB(withAddon.lazy.gzip - base.lazy.gzip)} |`,
    );
    lines.push('');
    lines.push(...addonChunks(withAddon), '');
    lines.push(...contributors(base, withAddon), '');
    lines.push('Backend requests during the SSR of one page (the settings must add none):', '');
    lines.push('| page | without add-on | with add-on |', '|---|---|---|');
    for (const [path, requests] of Object.entries(r.addon.requests)) {
      lines.push(`| \`${path}\` | ${r.baseline.requests[path]?.length ?? '?'} | ${requests.length} |`);
    }
    const sample = r.addon.requests['/about'];
    if (sample) lines.push('', 'With the add-on, `/about` asks:', '', ...sample.map((line) => `- \`${line}\``));
    lines.push('');
    if (r.pnpm) lines.push(...pnpmLines(r.pnpm), '');
  }
  return lines.join('\n');
}

/** The same Volto in a cookieplone-shaped pnpm workspace (see scripts/volto/pnpmWorkspace.ts). */
function pnpmLines(pnpm: PnpmReport): string[] {
  const base = pnpm.baseline.bundle.initial.gzip;
  const withAddon = pnpm.addon.bundle.initial.gzip;
  const copies = pnpm.secondCopies.length
    ? `pnpm gives our package its own ${pnpm.secondCopies.join(', ')} beside Volto's, counted in that figure.`
    : "Our package gets Volto's own copy of every peer dependency.";
  return [
    `In a pnpm workspace as cookieplone lays out a site (pnpm ${pnpm.pnpm}; builds without and with the add-on ` +
      `${seconds(pnpm.baseline.build.seconds)} and ${seconds(pnpm.addon.build.seconds)}), the first load is ` +
      `${kB(base)} without the add-on and ${kB(withAddon)} with it: **${signedKB(withAddon - base)}** gzip. ${copies}`,
  ];
}

/** The chunks that hold our package, view and editor apart; the per-network icon chunks summed up. */
function addonChunks(bundle: BundleReport): string[] {
  const lines = [
    'Chunks holding modules of the package:',
    '',
    '| chunk | loaded | gzip | minified | package modules (minified bytes) |',
    '|---|---|---|---|---|',
  ];
  const ours = bundle.chunks.filter((c) => c.addon);
  const icons = ours.filter((c) => /socialmedia-icon-/.test(c.file));
  for (const chunk of ours.filter((c) => !icons.includes(c))) {
    const files = Object.entries(chunk.addonFiles).sort((a, b) => b[1] - a[1]);
    const own = files.reduce((total, [, bytes]) => total + bytes, 0);
    const kind = chunk.initial ? 'first load (view)' : chunk.editing ? 'lazily (editor)' : 'lazily';
    const list = files
      .slice(0, 6)
      .map(([file, bytes]) => `${file} ${kB(bytes)}`)
      .join(', ');
    lines.push(
      `| \`${chunk.file}\` | ${kind} | ${kB(chunk.gzip)} | ${kB(chunk.bytes)} | ${kB(own)} of ours: ${list}${files.length > 6 ? ', …' : ''} |`,
    );
  }
  if (icons.length) {
    const sizes = icons.map((c) => c.gzip);
    lines.push(
      `| ${icons.length} \`socialmedia-icon-*\` chunks | lazily, those of the networks a page shows | ${kB(Math.min(...sizes))}–${kB(Math.max(...sizes))} each, ${kB(sizes.reduce((a, b) => a + b, 0))} in all | | @tabler/icons-react, one icon each |`,
    );
  }
  return lines;
}

/** Packages whose share of the first-load chunks grew: where the added bytes come from. */
function contributors(base: BundleReport, withAddon: BundleReport): string[] {
  const deltas = Object.entries(withAddon.initialPackages)
    .map(([name, bytes]) => [name, bytes - (base.initialPackages[name] ?? 0)] as const)
    .filter(([, delta]) => Math.abs(delta) >= 200)
    .sort((a, b) => b[1] - a[1]);
  const lines = [
    'What the first-load chunks gained, by package (minified bytes, from the source maps):',
    '',
    '| package | added |',
    '|---|---|',
  ];
  // Source maps name webpack's own module wrappers `.`.
  for (const [name, delta] of deltas.slice(0, 15))
    lines.push(`| ${name === '.' ? '(webpack module glue)' : name} | ${signedKB(delta)} |`);
  return lines;
}
