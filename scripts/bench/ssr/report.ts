// The benchmark's results: what it measured, printed for the console and rendered as Markdown for the docs.
import type { PageBreakdown } from './htmlBreakdown';
import type { ServerProfile } from './serverProfile';
import type { PageWeight } from './pageWeight';
import type { StylesheetWeight } from './stylesheets';
import { percentile, type LoadResult } from './serverLoad';
import { renderBreakdown } from './htmlBreakdown';
import { jStat } from 'jstat';

/** One round: each variant loaded for the same bounded time, one after the other. */
export interface Round {
  /** The pair of server processes that ran it (0-based; each pair is started anew). */
  pair: number;
  /** Which variant ran first in this round (they alternate). */
  first: 'without' | 'with';
  without: LoadResult;
  with: LoadResult;
}

export interface BenchResult {
  voltoVersion: string;
  /** The add-on build's key: `addon-<first 12 hex digits of the tarball's sha256>-`. */
  addonBuild: string;
  node: string;
  date: string;
  cpus: number;
  /** The 1-minute load average before the rounds: how busy the machine was with other work. */
  loadAverage: number;
  clients: number;
  secondsPerRound: number;
  warmupSeconds: number;
  /** How many pairs of server processes the rounds were spread over. */
  pairs: number;
  pages: { path: string; without: PageWeight; with: PageWeight; breakdown?: PageBreakdown }[];
  /** The stylesheets a first visit loads, per variant (cached after the first page). */
  stylesheets?: { without: StylesheetWeight; with: StylesheetWeight };
  rounds: Round[];
  /** The server's CPU profile under the same load, per variant. */
  profiles: { without: ServerProfile; with: ServerProfile } | null;
}

/** With/without throughput of each round, sorted: the spread the noise of the machine leaves. */
export function roundRatios(result: BenchResult): number[] {
  return result.rounds.map((round) => round.with.throughput / round.without.throughput).sort((a, b) => a - b);
}

/** With/without server CPU per page of each round, sorted. */
export function roundCpuRatios(result: BenchResult): number[] {
  return result.rounds
    .filter((round) => round.with.cpuMsPerPage && round.without.cpuMsPerPage)
    .map((round) => round.with.cpuMsPerPage! / round.without.cpuMsPerPage!)
    .sort((a, b) => a - b);
}

/** The middle of an ascending list (the mean of the two middle values for an even count); 0 for an empty one. */
export function median(sorted: number[]): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** All rounds of one variant taken together. */
export function pooled(result: BenchResult, variant: 'with' | 'without') {
  const runs = result.rounds.map((round) => round[variant]);
  const pages = runs.reduce((total, run) => total + run.pages, 0);
  const seconds = runs.reduce((total, run) => total + run.seconds, 0);
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const cpu = runs.filter((run) => run.cpuMsPerPage !== null);
  return {
    pages,
    errors: runs.reduce((total, run) => total + run.errors, 0),
    throughput: pages / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    cpuMsPerPage: cpu.length
      ? cpu.reduce((total, run) => total + run.cpuMsPerPage! * run.pages, 0) /
        cpu.reduce((total, run) => total + run.pages, 0)
      : null,
  };
}

/** State keys whose size changes by at least `threshold` bytes on some page, biggest change first. */
export function changedStateKeys(result: Pick<BenchResult, 'pages'>, threshold = 50): string[] {
  const keys = new Set(
    result.pages.flatMap((page) => [...Object.keys(page.with.stateKeys), ...Object.keys(page.without.stateKeys)]),
  );
  const largest = (key: string) =>
    Math.max(...result.pages.map((page) => Math.abs(stateDelta(page.with, page.without, key))));
  return [...keys].filter((key) => largest(key) >= threshold).sort((a, b) => largest(b) - largest(a));
}

function stateDelta(withAddon: PageWeight, without: PageWeight, key: string): number {
  return (withAddon.stateKeys[key] ?? 0) - (without.stateKeys[key] ?? 0);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${Math.abs(bytes).toLocaleString('en')} B`;
const fixed = (value: number | null, digits = 1) => (value === null ? '?' : value.toFixed(digits));

/** A Markdown table row. */
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The pages' weight: the HTML and state each page gains, and where its added gzip bytes go. */
export function renderWeights(result: Pick<BenchResult, 'pages' | 'stylesheets'>): string[] {
  const lines = [
    row(['page', 'HTML without', 'HTML with', 'added', 'gzip without', 'gzip with', 'added (gzip)', 'state added']),
    row(Array(8).fill('---')),
  ];
  for (const page of result.pages) {
    const { path, without, with: withAddon } = page;
    const percent = ((gzipAdded(page) / without.html.gzip) * 100).toFixed(0);
    lines.push(
      row([
        `\`${path}\``,
        kB(without.html.bytes),
        kB(withAddon.html.bytes),
        signed(withAddon.html.bytes - without.html.bytes),
        kB(without.html.gzip),
        kB(withAddon.html.gzip),
        `**${signed(gzipAdded(page))}** (${percent} %)`,
        signed(withAddon.stateBytes - without.stateBytes),
      ]),
    );
  }
  lines.push(
    '',
    'Serialized state added (`window.__data`, as JSON bytes) per key, and one level down; entries: how many keys',
    'that object gained (`intl.messages`: messages).',
    '',
    row(['state key', ...result.pages.map((page) => `\`${page.path}\``)]),
    row(['---', ...result.pages.map(() => '---')]),
  );
  for (const key of changedStateKeys(result)) {
    const cells = result.pages.map(({ with: withAddon, without }) => {
      const entries = (withAddon.stateEntries[key] ?? 0) - (without.stateEntries[key] ?? 0);
      const count = entries ? ` (${entries > 0 ? '+' : ''}${entries} entries)` : '';
      return `${signed(stateDelta(withAddon, without, key))}${count}`;
    });
    lines.push(row([`\`${key}\``, ...cells]));
  }
  if (result.stylesheets) {
    const { without, with: withAddon } = result.stylesheets;
    lines.push(
      '',
      `The site's stylesheets, which a first visit loads with the page and the browser caches (the \`client\` entry's ` +
        `CSS, gzip): ${kB(without.gzip)} without the add-on, ${kB(withAddon.gzip)} with it ` +
        `(**${signed(withAddon.gzip - without.gzip)}**; ${signed(withAddon.bytes - without.bytes)} raw).`,
    );
  }
  const breakdowns = result.pages.flatMap(({ path, breakdown }) => (breakdown ? [{ path, breakdown }] : []));
  if (breakdowns.length)
    lines.push(
      '',
      'Where the added gzip bytes go: what leaving each part of ours out of the page served with the add-on saves',
      '(how many pieces, and their raw bytes). Gzip is not additive: each part alone, then all of them at once.',
      '',
      ...renderBreakdown(breakdowns),
    );
  return lines;
}

/** The results as Markdown tables (the same ones the console shows). */
export function renderMarkdown(result: BenchResult): string[] {
  const lines = renderWeights(result);
  const variants = [
    ['without the add-on', pooled(result, 'without')],
    ['with the add-on', pooled(result, 'with')],
  ] as const;

  lines.push(
    '',
    `Server render under load: ${result.clients} clients on loopback, ${result.rounds.length} rounds of ` +
      `${result.secondsPerRound} s per variant, the order alternating from round to round, over ` +
      `${result.pairs} pairs of server processes started anew (each warmed up for ${result.warmupSeconds} s):`,
    '',
    row(['', 'pages/s', 'latency p50', 'latency p95', 'server CPU per page', 'pages served', 'errors']),
    row(Array(7).fill('---')),
    ...variants.map(([name, load]) =>
      row([
        name,
        fixed(load.throughput),
        `${fixed(load.p50)} ms`,
        `${fixed(load.p95)} ms`,
        `${fixed(load.cpuMsPerPage, 2)} ms`,
        load.pages,
        load.errors,
      ]),
    ),
    '',
    ...summaryLines(result),
  );
  return lines;
}

/** The two figures the goals are about: the throughput ratio with its spread, and the CPU per page. */
function summaryLines(result: BenchResult): string[] {
  const without = pooled(result, 'without');
  const withAddon = pooled(result, 'with');
  const ratios = roundRatios(result);
  const cpu =
    without.cpuMsPerPage && withAddon.cpuMsPerPage ? (withAddon.cpuMsPerPage / without.cpuMsPerPage).toFixed(3) : '?';
  const cpuRatios = roundCpuRatios(result);
  const heaviest = [...result.pages].sort((a, b) => gzipAdded(b) - gzipAdded(a))[0];
  const mostAdded = heaviest ? gzipAdded(heaviest) : 0;
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const interval = throughputInterval(result);
  const perPair = pairRatios(result)
    .map((ratio) => ratio.toFixed(3))
    .join(', ');
  return [
    `Throughput with / without: **${fixed(withAddon.throughput / without.throughput, 3)}** over all rounds; ` +
      `per round ${spread(ratios)}; per pair of processes ${perPair}.`,
    `Server CPU per page with / without: **${cpu}** over all rounds; per round ${spread(cpuRatios)}. ` +
      'The throughput a CPU-bound server would keep, the inverse (less sensitive to what else runs on the ' +
      `machine than the rounds' throughput): **${cpu === '?' ? '?' : (1 / Number(cpu)).toFixed(3)}**.`,
    '',
    `Goals of issue 18: at most ${PAGE_GOAL_BYTES.toLocaleString('en')} B gzip added to a page's HTML ` +
      `(most: \`${heaviest?.path}\` ${signed(mostAdded)}): ${met(mostAdded <= PAGE_GOAL_BYTES)}; ` +
      `at least ${THROUGHPUT_GOAL} of the throughput without the add-on (${describeInterval(interval)}): ` +
      `${VERDICTS[throughputVerdict(interval)]}.`,
  ];
}

/** The mean of the pairs' throughput ratios and its confidence interval (`null` with fewer than two pairs). */
export interface RatioInterval {
  pairs: number;
  mean: number;
  low: number;
  high: number;
}

/** How sure the interval is: one run's pairs of processes give the mean ratio within it 9 times in 10. */
export const CONFIDENCE = 0.9;

/**
 * The mean throughput ratio over the pairs of server processes, with its two-sided Student's t interval. Each pair
 * is started anew, so the pairs are the run's independent samples; its rounds are not (they share the processes).
 */
export function throughputInterval(result: BenchResult): RatioInterval | null {
  const ratios = pairRatios(result);
  const count = ratios.length;
  if (count < 2) return null;
  const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / count;
  const variance = ratios.reduce((sum, ratio) => sum + (ratio - mean) ** 2, 0) / (count - 1);
  const half = jStat.studentt.inv(1 - (1 - CONFIDENCE) / 2, count - 1) * Math.sqrt(variance / count);
  return { pairs: count, mean, low: mean - half, high: mean + half };
}

/**
 * Met when the whole interval is at or above the goal, not met when it is all below, and not settled when it holds
 * the goal: then one run cannot tell, and a second run (or more pairs) can.
 */
export function throughputVerdict(interval: RatioInterval | null): 'met' | 'not met' | 'not settled' {
  if (!interval) return 'not settled';
  if (interval.low >= THROUGHPUT_GOAL) return 'met';
  return interval.high < THROUGHPUT_GOAL ? 'not met' : 'not settled';
}

const VERDICTS = { met: 'met', 'not met': '**not met**', 'not settled': '**not settled by this run**' } as const;

function describeInterval(interval: RatioInterval | null): string {
  if (!interval) return 'one pair of server processes gives no interval';
  const { pairs, mean, low, high } = interval;
  return (
    `mean of the ${pairs} pairs of processes ${fixed(mean, 3)}, ` +
    `${CONFIDENCE * 100} % interval ${fixed(low, 3)} to ${fixed(high, 3)}`
  );
}

/** Each pair of processes' throughput ratio (pages per second with / without over its rounds), in run order. */
export function pairRatios(result: BenchResult): number[] {
  const pairs = [...new Set(result.rounds.map((round) => round.pair))];
  return pairs.map((pair) => {
    const ofPair = { ...result, rounds: result.rounds.filter((round) => round.pair === pair) };
    return pooled(ofPair, 'with').throughput / pooled(ofPair, 'without').throughput;
  });
}

/** Min, median and max of sorted ratios, then each one when there are few enough to read. */
function spread(sorted: number[]): string {
  if (sorted.length === 0) return 'not measured';
  const [min, max] = [sorted[0]!, sorted[sorted.length - 1]!];
  const summary = `min ${min.toFixed(3)}, median ${median(sorted).toFixed(3)}, max ${max.toFixed(3)}`;
  return sorted.length > LISTED_ROUNDS ? summary : `${summary} (${sorted.map((ratio) => ratio.toFixed(3)).join(', ')})`;
}

/** The most rounds whose ratios the report lists one by one. */
const LISTED_ROUNDS = 20;

/** The most a page's HTML may grow, in gzip bytes, and the least throughput ratio (issue 18, points 2 and 3). */
export const PAGE_GOAL_BYTES = 1_500;
export const THROUGHPUT_GOAL = 0.95;

const gzipAdded = (page: BenchResult['pages'][number]) => page.with.html.gzip - page.without.html.gzip;

/** The profiles' summary as Markdown: where the time per page went with the add-on, and what it added. */
export function renderProfiles(profiles: NonNullable<BenchResult['profiles']>, limit = 15): string[] {
  const profile = profiles.with;
  const share = (ms: number) => `${((ms / profile.busyMs) * 100).toFixed(1)} %`;
  const perPage = (ms: number, of: ServerProfile = profile) => (ms / of.pagesServed).toFixed(2);
  const withoutByPackage = new Map(profiles.without.byPackage);
  const withByPackage = new Map(profile.byPackage);
  const added = [...new Set([...withoutByPackage.keys(), ...withByPackage.keys()])]
    .map((name) => {
      const before = Number(perPage(withoutByPackage.get(name) ?? 0, profiles.without));
      const after = Number(perPage(withByPackage.get(name) ?? 0));
      return { name, before, after, added: after - before };
    })
    .sort((a, b) => b.added - a.added);
  const busyAdded = Number(perPage(profile.busyMs)) - Number(perPage(profiles.without.busyMs, profiles.without));
  return [
    `With the add-on: ${profile.pagesServed} pages served in ${profile.seconds.toFixed(0)} s, ` +
      `${perPage(profile.busyMs)} ms of samples outside idle per page; without it: ${profiles.without.pagesServed} ` +
      `pages, ${perPage(profiles.without.busyMs, profiles.without)} ms per page (${busyAdded >= 0 ? '+' : ''}` +
      `${busyAdded.toFixed(2)} ms).`,
    '',
    `- our package's own functions (self time): **${share(profile.ownMs)}** of the busy time ` +
      `(${perPage(profile.ownMs)} ms per page)`,
    '- with what they call (samples with a function of ours on the stack, other than a middleware of ours handing ' +
      `the request on to the rest of the server): ${share(profile.underOwnMs)} ` +
      `(${perPage(profile.underOwnMs)} ms per page)`,
    '- the packages it brings (valibot, Redux Toolkit, Tabler icons, immer, reselect): ' +
      `${share(profile.dependencyMs)} (${perPage(profile.dependencyMs)} ms per page)`,
    '',
    "Self time per page by package, without and with the add-on (the largest changes; `(node)` is Node's own",
    "JavaScript, `(V8)` the engine's, `(unmapped)` webpack's runtime):",
    '',
    row(['package', 'ms per page without', 'with', 'added']),
    row(Array(4).fill('---')),
    ...[...added.slice(0, limit), ...added.slice(-3).filter((entry) => !added.slice(0, limit).includes(entry))].map(
      (entry) => row([entry.name, entry.before.toFixed(2), entry.after.toFixed(2), entry.added.toFixed(2)]),
    ),
    '',
    'Our source files by self time (with the add-on):',
    '',
    row(['file', 'self time', 'share', 'ms per page']),
    row(Array(4).fill('---')),
    ...profile.ownFiles
      .slice(0, limit)
      .map(([file, ms]) => row([`\`${file}\``, `${ms.toFixed(0)} ms`, share(ms), perPage(ms)])),
    '',
    'Our functions by self time (minified names where webpack renamed them; the line is in the source):',
    '',
    row(['function', 'self time', 'share']),
    row(Array(3).fill('---')),
    ...profile.ownFunctions.slice(0, limit).map(([name, ms]) => row([`\`${name}\``, `${ms.toFixed(0)} ms`, share(ms)])),
  ];
}
