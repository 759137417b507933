// The Markdown report of a Plone contract run (printed, and written to docs/contract-report.md).
import type { ValueDifference } from './diffJson';
import type { ComparisonResult, ExchangeComparison, ScenarioComparison } from './compare';
import { coverageSection, type RouteCoverage } from './coverage';

export interface RunFacts {
  date: string;
  versions: string[];
  timings: Array<[string, number]>;
  /** Failure messages of each run's scenarios, by scenario. */
  failures: { plone: Map<string, string[]>; mock: Map<string, string[]> };
  /** Which of the mock's routes the run compared (absent: no coverage section). */
  coverage?: RouteCoverage[];
  /** The replay of what Volto asks (absent: no such section). */
  voltoReplay?: VoltoReplaySummary;
}

/** How the replay of Volto's recorded requests went (scripts/plone/voltoReplay.ts). */
export interface VoltoReplaySummary {
  voltoVersion: string;
  /** The recording's file (relative to the repository) and date; `null` when it is missing. */
  file: string;
  recorded: string | null;
  /** Distinct requests in the recording. */
  requests: number;
  /** Requests the plan replays, exchanges both backends answered, and identical ones. */
  replayed: number;
  compared: number;
  identical: number;
  /** Of the compared ones, those that differ by the known deviation only. */
  deviations: number;
  skipped: Array<{ request: string; reason: string }>;
}

function voltoReplaySection(summary: VoltoReplaySummary): string[] {
  if (summary.recorded === null) {
    return ['## What Volto asks', '', `**The recording \`${summary.file}\` is missing**: nothing was replayed.`, ''];
  }
  return [
    '## What Volto asks',
    '',
    `The distinct requests Volto ${summary.voltoVersion} sent to a live Plone in ` +
      '`npm run test:volto -- --with-plone` ' +
      '(server-side renders and the browser, a visitor and the editor who logs in, edits and saves), recorded on ' +
      `${summary.recorded} in \`${summary.file}\` and replayed by \`test/scenarios/voltoRequests.test.ts\` on the ` +
      'content that run had: reads as the user that sent them, each write in a scenario of its own. ' +
      `**${summary.requests} recorded, ${summary.replayed} replayed, ${summary.compared} compared, ` +
      `${summary.identical} identical** after normalisation, ${summary.deviations} with the known deviation; ` +
      'a difference is listed under Differences.',
    '',
    ...(summary.skipped.length
      ? ['Not replayed:', '', ...summary.skipped.map((entry) => `- ${inline(entry.request)}: ${entry.reason}`), '']
      : []),
  ];
}

const MAX_VALUE = 600;

function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}… (${text.length} chars)` : text;
}

function inline(text: string): string {
  return `\`${text.replaceAll('`', "'")}\``;
}

function differenceLine(difference: ValueDifference): string {
  return `  - ${inline(difference.path)} (${difference.kind}): Plone ${inline(show(difference.plone))}, mock ${inline(show(difference.mock))}`;
}

function requestText(exchange: ExchangeComparison): string {
  const body = exchange.plone?.request.body ?? exchange.mock?.request.body;
  const who = exchange.auth === 'unrecorded' ? '' : ` (${exchange.auth})`;
  return `${exchange.requestLine}${body === undefined ? '' : ` ${show(body)}`}${who}`;
}

function scenarioSection(scenario: ScenarioComparison, facts: RunFacts): string[] {
  const lines = [`### ${scenario.verdict === 'deviation' ? 'Deviation' : 'Difference'}: ${scenario.scenario}`, ''];
  if (scenario.marked) lines.push(`The suite marks this scenario: ${scenario.marked}.`, '');
  for (const note of scenario.notes) lines.push(`- Note: ${note}.`);
  for (const [side, failures] of [
    ['Plone', facts.failures.plone],
    ['mock', facts.failures.mock],
  ] as const) {
    const messages = failures.get(scenario.scenario);
    if (messages?.length && !(side === 'Plone' && scenario.marked)) {
      lines.push(`- Failure against ${side}: ${inline(messages[0]!.split('\n')[0]!.slice(0, 400))}`);
    }
  }
  for (const exchange of scenario.exchanges) {
    if (exchange.verdict === 'match') continue;
    lines.push(`- #${exchange.index + 1} ${inline(requestText(exchange))} — ${exchange.verdict}`);
    if (exchange.verdict === 'deviation') {
      lines.push(`  - Plone answers ${inline(show(exchange.plone?.response.body))}`);
      lines.push(`  - the mock (our contract) answers ${inline(show(exchange.mock?.response.body))}`);
      continue;
    }
    lines.push(...exchange.differences.map(differenceLine));
  }
  lines.push('');
  return lines;
}

/** One line per kind of difference (list indices folded), most frequent first, with one example. */
function differenceSummary(scenarios: ScenarioComparison[]): string[] {
  const kinds = new Map<string, { count: number; example: ValueDifference; request: string }>();
  for (const scenario of scenarios) {
    for (const exchange of scenario.exchanges) {
      if (exchange.verdict !== 'difference') continue;
      for (const difference of exchange.differences) {
        const key = `${difference.path.replace(/\[\d+\]/g, '[]')} (${difference.kind})`;
        const entry = kinds.get(key);
        if (entry) entry.count += 1;
        else kinds.set(key, { count: 1, example: difference, request: exchange.requestLine });
      }
    }
    if (scenario.notes.length > 0) {
      for (const note of scenario.notes) {
        const entry = kinds.get(note);
        if (entry) entry.count += 1;
        else
          kinds.set(note, {
            count: 1,
            example: { path: '', kind: 'value', plone: undefined, mock: undefined },
            request: scenario.scenario,
          });
      }
    }
  }
  const rows = [...kinds.entries()].sort((a, b) => b[1].count - a[1].count);
  return [
    'By kind (count, then one example):',
    '',
    ...rows.map(([key, { count, example, request }]) =>
      example.path
        ? `- ${count}× ${inline(key)}, e.g. ${inline(request)}: Plone ${inline(show(example.plone))}, mock ${inline(show(example.mock))}`
        : `- ${count}× ${key}, e.g. ${request}`,
    ),
  ];
}

/** What Plone accepts and then cannot read back, which the mock reproduces or (past its own limit) refuses. */
const BACKEND_FAULTS = [
  '## Backend faults the mock reproduces',
  '',
  '- `PATCH {"social_links": null}` answers 204, and then every GET of that object and every inherit that reaches ' +
    "it answers 500 `TypeError: 'NoneType' object is not iterable` (backend/FINDINGS.md): the mock answers the same.",
  "- JSON nested too deeply for Python's decoder (1,200 levels in a link's title) is a 500 `RecursionError` in " +
    'Plone, with the site root as context and no traceback, and nothing is stored (scenario "JSON nested deeply ' +
    'inside a link"; 100 levels are stored and read back). The mock refuses every body (and every `social_links` ' +
    'text) nested deeper than 256 levels the same way, so that it never stores what it could not write back; ' +
    "between 257 levels and Python's recursion limit Plone stores what the mock refuses (not compared).",
  "- `@search?b_size=0` answers 500 `TypeError: '>=' not supported between instances of 'str' and 'NoneType'` " +
    '(plone.batching): the mock answers the same.',
  "- A number beyond a double in a link item (`1e400`) is stored as infinity and written `Infinity` (Python's " +
    '`json.dumps` default, inferred), which no JSON parser reads: the mock writes the same.',
  '',
];

/** Renders the report; `result.ok` decides its headline. */
export function renderReport(result: ComparisonResult, facts: RunFacts): string {
  const { totals } = result;
  const lines = [
    '# Contract report: the mock against a real Plone',
    '',
    `Generated by \`npm run test:plone\` on ${facts.date}. ${result.ok ? '**PASS**' : '**FAIL**'}: ` +
      `${totals.scenarios} scenarios, ${totals.matched} matched exactly, ${totals.deviations} with the known deviation, ` +
      `${totals.differing} differing; ${totals.exchangesMatched} of ${totals.exchanges} exchanges identical after normalisation.`,
    '',
    'Both runs execute the same scenarios (`test/scenarios`) with the `plonegovbr` behavior names, one against the mock ' +
      '(msw) and one against Plone started from `backend/`; every exchange is compared: status, `Content-Type` (not on a ' +
      '204, whose header Plone sets or omits at random) and the whole JSON body, key by key and type by type, after ' +
      'replacing base URL, UIDs, dates and tokens by placeholders (the harness) and numbering dashed UUIDs and ' +
      'Python memory addresses (the comparison).',
    '',
    '## Backend',
    '',
    ...facts.versions.map((version) => `- ${version}`),
    '',
    '## Timings',
    '',
    ...facts.timings.map(([label, seconds]) => `- ${label}: ${seconds.toFixed(1)} s`),
    '',
    ...(facts.coverage ? coverageSection(facts.coverage) : []),
    ...(facts.voltoReplay ? voltoReplaySection(facts.voltoReplay) : []),
  ];
  const deviations = result.scenarios.filter((scenario) => scenario.verdict === 'deviation');
  const differing = result.scenarios.filter((scenario) => scenario.verdict === 'difference');
  lines.push('## Known deviation of the backend', '');
  if (deviations.length === 0) lines.push('None seen in this run.', '');
  else {
    lines.push(
      'Our contract: the inherit walk takes the closest object that provides the marker AND that the caller may View. ' +
        'plone.restapi checks View on the closest provider only (its permission cache is keyed by permission, not object): ' +
        'when the caller may not View it, the behavior key is left out altogether.',
      '',
    );
    for (const scenario of deviations) lines.push(...scenarioSection(scenario, facts));
  }
  lines.push(...BACKEND_FAULTS);
  lines.push('## Differences', '');
  if (differing.length === 0) lines.push('None.', '');
  else lines.push(...differenceSummary(differing), '');
  for (const scenario of differing) lines.push(...scenarioSection(scenario, facts));
  lines.push('## Scenarios', '');
  for (const scenario of result.scenarios) {
    const count = scenario.exchanges.length;
    const same = scenario.exchanges.filter((exchange) => exchange.verdict === 'match').length;
    lines.push(
      `- ${scenario.verdict === 'match' ? 'match' : scenario.verdict} — ${scenario.scenario} (${same}/${count} exchanges identical)`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
