// Compares the contract suite's recordings against Plone and against the mock, exchange by exchange:
// status, Content-Type and the whole normalised body. Plone is right, except for the one deviation our
// contract chose on purpose (the inherit walk skips objects the caller may not View), which is named.
import { diffJson, type ValueDifference } from './diffJson';
import type { NormalisedExchange } from './exchange';

export type TestOutcome = 'passed' | 'failed' | 'skipped' | 'not run';

export type ExchangeVerdict = 'match' | 'deviation' | 'difference' | 'unreached on Plone';

export interface ExchangeComparison {
  index: number;
  requestLine: string;
  auth: string;
  verdict: ExchangeVerdict;
  differences: ValueDifference[];
  plone?: NormalisedExchange;
  mock?: NormalisedExchange;
}

export interface ScenarioComparison {
  scenario: string;
  /** The deviation the suite names for this scenario, if it marks one. */
  marked: string | undefined;
  outcome: { plone: TestOutcome; mock: TestOutcome };
  verdict: 'match' | 'deviation' | 'difference';
  /** Why the scenario differs beyond its exchanges (a test failing on one side, a missing recording). */
  notes: string[];
  exchanges: ExchangeComparison[];
}

export interface ComparisonResult {
  scenarios: ScenarioComparison[];
  totals: {
    scenarios: number;
    matched: number;
    deviations: number;
    differing: number;
    exchanges: number;
    exchangesMatched: number;
  };
  /** True when nothing differs but the known deviation. */
  ok: boolean;
}

export interface CompareInput {
  plone: NormalisedExchange[];
  mock: NormalisedExchange[];
  /** Test outcomes by scenario name, per run. */
  outcomes: { plone: Map<string, TestOutcome>; mock: Map<string, TestOutcome> };
  /** Scenarios the suite marks as the known deviation (by name), with the deviation's description. */
  marked: Map<string, string>;
  /** The manager's auth label: the deviation cannot apply to a caller who may View everything. */
  managerAuth: (auth: string) => boolean;
}

/** Is this difference the known deviation: Plone leaves a behavior out of `inherit` where our contract
 * (and so the mock) skips an object the caller may not View and answers from a viewable ancestor? */
export function isKnownDeviation(
  exchange: NormalisedExchange,
  differences: ValueDifference[],
  managerAuth: (auth: string) => boolean,
): boolean {
  if (differences.length === 0 || managerAuth(exchange.request.auth)) return false;
  if (exchange.request.method.toUpperCase() !== 'GET') return false;
  // `expand=breadcrumbs%2Cinherit` names inherit as well as `expand=breadcrumbs,inherit` does.
  const url = exchange.request.url.replace(/%2C/gi, ',');
  const viaEndpoint = /\/@inherit(\?|$)/.test(url);
  const viaExpansion = /[?&]expand=[^&]*\binherit\b/.test(url);
  if (!viaEndpoint && !viaExpansion) return false;
  // Plone leaves the settings key out; the mock answers it from the first ancestor the caller may View.
  const parent = viaEndpoint ? 'body' : 'body.@components.inherit';
  const settingsKey = /^(\.[^.[\]]+)+\.socialmedia\.settings$|^\["[^"]+\.socialmedia\.settings"\]$/;
  return differences.every(
    (difference) =>
      difference.kind === 'only in mock' &&
      difference.path.startsWith(parent) &&
      settingsKey.test(difference.path.slice(parent.length)) &&
      !difference.path.slice(parent.length).startsWith('.@components'),
  );
}

/** Status, Content-Type (except on a 204, whose header Plone sets or not at random) and body differences. */
export function compareExchange(plone: NormalisedExchange, mock: NormalisedExchange): ValueDifference[] {
  const differences: ValueDifference[] = [];
  if (plone.requestLine !== mock.requestLine) {
    differences.push({ path: 'request', kind: 'value', plone: plone.requestLine, mock: mock.requestLine });
  }
  if (plone.response.status !== mock.response.status) {
    differences.push({ path: 'status', kind: 'value', plone: plone.response.status, mock: mock.response.status });
  }
  const bothNoContent = plone.response.status === 204 && mock.response.status === 204;
  if (!bothNoContent && plone.response.contentType !== mock.response.contentType) {
    differences.push({
      path: 'content-type',
      kind: 'value',
      plone: plone.response.contentType,
      mock: mock.response.contentType,
    });
  }
  differences.push(...diffJson(plone.response.body, mock.response.body));
  return differences;
}

function groupByScenario(exchanges: NormalisedExchange[]): Map<string, NormalisedExchange[]> {
  const groups = new Map<string, NormalisedExchange[]>();
  for (const exchange of exchanges) {
    const list = groups.get(exchange.scenario) ?? [];
    list.push(exchange);
    groups.set(exchange.scenario, list);
  }
  for (const list of groups.values()) list.sort((a, b) => a.index - b.index);
  return groups;
}

function compareScenario(
  scenario: string,
  plone: NormalisedExchange[],
  mock: NormalisedExchange[],
  input: CompareInput,
): ScenarioComparison {
  const outcome = {
    plone: input.outcomes.plone.get(scenario) ?? 'not run',
    mock: input.outcomes.mock.get(scenario) ?? 'not run',
  };
  const marked = input.marked.get(scenario);
  const exchanges: ExchangeComparison[] = [];
  let deviationAt = -1;
  for (let i = 0; i < Math.max(plone.length, mock.length); i += 1) {
    const p = plone[i];
    const m = mock[i];
    const shown = (p ?? m) as NormalisedExchange;
    const base = { index: i, requestLine: shown.requestLine, auth: shown.request.auth, plone: p, mock: m };
    if (p && m) {
      const differences = compareExchange(p, m);
      const verdict: ExchangeVerdict =
        differences.length === 0
          ? 'match'
          : isKnownDeviation(p, differences, input.managerAuth)
            ? 'deviation'
            : 'difference';
      if (verdict === 'deviation' && deviationAt < 0) deviationAt = i;
      exchanges.push({ ...base, verdict, differences });
    } else if (m && marked !== undefined && deviationAt >= 0) {
      // The scenario asserted the contract's answer, stopped at the deviation on Plone, and never sent the rest.
      exchanges.push({ ...base, verdict: 'unreached on Plone', differences: [] });
    } else {
      const kind = p ? 'missing in mock' : 'only in mock';
      exchanges.push({
        ...base,
        verdict: 'difference',
        differences: [{ path: 'exchange', kind, plone: p?.requestLine, mock: m?.requestLine }],
      });
    }
  }

  const notes: string[] = [];
  if (outcome.mock !== 'passed') notes.push(`the scenario ${outcome.mock} against the mock`);
  if (marked !== undefined && outcome.plone === 'failed') {
    notes.push(
      'the suite marks a known deviation here, but the scenario passed against Plone: the deviation is gone, remove the mark',
    );
  } else if (outcome.plone !== 'passed') {
    notes.push(`the scenario ${outcome.plone} against Plone`);
  }
  if (marked !== undefined && deviationAt < 0 && outcome.plone === 'passed') {
    notes.push('the suite marks a known deviation here, but no exchange shows it');
  }
  const differs = notes.length > 0 || exchanges.some((exchange) => exchange.verdict === 'difference');
  const verdict = differs ? 'difference' : deviationAt >= 0 ? 'deviation' : 'match';
  return { scenario, marked, outcome, verdict, notes, exchanges };
}

/** Compares both runs scenario by scenario. */
export function compareRecordings(input: CompareInput): ComparisonResult {
  const plone = groupByScenario(input.plone);
  const mock = groupByScenario(input.mock);
  const names = [
    ...new Set([...input.outcomes.mock.keys(), ...input.outcomes.plone.keys(), ...mock.keys(), ...plone.keys()]),
  ];
  const scenarios = names.map((name) => compareScenario(name, plone.get(name) ?? [], mock.get(name) ?? [], input));
  const allExchanges = scenarios.flatMap((scenario) => scenario.exchanges);
  const totals = {
    scenarios: scenarios.length,
    matched: scenarios.filter((scenario) => scenario.verdict === 'match').length,
    deviations: scenarios.filter((scenario) => scenario.verdict === 'deviation').length,
    differing: scenarios.filter((scenario) => scenario.verdict === 'difference').length,
    exchanges: allExchanges.length,
    exchangesMatched: allExchanges.filter((exchange) => exchange.verdict === 'match').length,
  };
  return { scenarios, totals, ok: totals.differing === 0 };
}
