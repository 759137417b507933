// The long run of the reading and rendering properties (scripts/fuzzProperties.ts): for each property, `--runs`
// generated inputs (10,000 by default) from `--seed` (or FUZZ_SEED; a fixed default, so a run can be repeated),
// then a check that the built-in prototypes are as they were. Prints per property the runs, the failures and the
// time, the first failing input of each failing property, and exits non-zero when anything failed.
// With --write-docs (and no --only), a run where everything held writes its table into docs/reliability.md.
// Run: `npm run fuzz [-- --runs=N --seed=N --only=<part of a property's name> --write-docs]`.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cliOptions } from './lib/cliOptions';
import { count, replaceSection, runStamp } from './lib/docSection';
import { REPO_ROOT } from './volto/settings';

/** jsdom's constructor, as far as this script uses it (the package ships no types). */
type JsdomConstructor = new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const options = cliOptions();
const runs = options.number('runs', Number(process.env.FUZZ_RUNS ?? 10_000));
const seed = options.number('seed', Number(process.env.FUZZ_SEED ?? 20261123));
const only = options.value('only') ?? '';

// A browser for the DOM rendering, set up before React is loaded (react-dom decides at load time whether it has one).
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
Object.assign(globalThis, {
  window,
  document: window.document,
  navigator: window.navigator,
  Node: window.Node,
  Element: window.Element,
  HTMLElement: window.HTMLElement,
});

/** A short, never-throwing description of a value that may nest thousands of levels deep. */
function preview(value: unknown, depth = 0): string {
  if (depth > 6) return '…';
  if (Array.isArray(value))
    return `[${value
      .slice(0, 5)
      .map((item) => preview(item, depth + 1))
      .join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).slice(0, 8);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${preview(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? String(value);
}

/** One property's line of the report. */
interface PropertyRun {
  name: string;
  runs: number;
  failures: number;
  seconds: number;
}

const DOC_START = '<!-- fuzz:start (written by `npm run fuzz -- --write-docs`) -->';
const DOC_END = '<!-- fuzz:end -->';

/** The run's table for docs/reliability.md. */
function docLines(properties: PropertyRun[], loadAverage: number): string[] {
  const { when, machine } = runStamp(loadAverage);
  return [
    `Measured ${when} by \`npm run fuzz\` (${count(runs)} runs, seed ${seed}), ${machine}:`,
    '',
    '| Property | Runs | Failures | Time |',
    '| --- | ---: | ---: | ---: |',
    ...properties.map((run) => `| ${run.name} | ${count(run.runs)} | ${run.failures} | ${run.seconds.toFixed(1)} s |`),
    '| the built-in prototypes are as they were afterwards | | ok | |',
  ];
}

async function main(): Promise<number> {
  const fc = (await import('fast-check')).default;
  const { fuzzProperties, prototypeSnapshot } = await import('./fuzzProperties');
  const loadAverage = loadavg()[0]!;
  const properties: PropertyRun[] = [];
  const before = prototypeSnapshot();
  console.log(`fuzz: ${runs} runs per property, seed ${seed}${only ? `, only "${only}"` : ''}`);
  let failed = 0;
  for (const property of fuzzProperties({ dom: true })) {
    if (only && !property.name.includes(only)) continue;
    const started = performance.now();
    let failures = 0;
    let first: { value: unknown; error: unknown } | undefined;
    let tried = 0;
    // fast-check generates one value at a time here (a property's inputs can be large, and 10,000 of them need not
    // live at once); the property itself always holds, so every run is made and every failure counted.
    fc.check(
      fc.property(property.values, (value) => {
        tried += 1;
        try {
          property.check(value);
        } catch (error) {
          failures += 1;
          first ??= { value, error };
        }
      }),
      { numRuns: runs, seed },
    );
    const seconds = (performance.now() - started) / 1000;
    properties.push({ name: property.name, runs: tried, failures, seconds });
    console.log(
      `${failures === 0 ? 'ok  ' : 'FAIL'} ${property.name}: ${tried} runs, ${failures} failures, ` +
        `${seconds.toFixed(1)} s`,
    );
    if (first) {
      failed += 1;
      console.log(`     first failure: ${String(first.error).slice(0, 300)}`);
      console.log(`     input: ${preview(first.value).slice(0, 1000)}`);
    }
  }
  const untouched = prototypeSnapshot() === before && ({} as Record<string, unknown>).polluted === undefined;
  console.log(`${untouched ? 'ok  ' : 'FAIL'} the built-in prototypes are as they were`);
  const ok = failed === 0 && untouched;
  if (options.flag('write-docs') && ok && !only) {
    const file = join(REPO_ROOT, 'docs', 'reliability.md');
    replaceSection(file, DOC_START, DOC_END, docLines(properties, loadAverage), { missing: 'throw' });
    console.log(`Wrote the table into ${file}`);
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
