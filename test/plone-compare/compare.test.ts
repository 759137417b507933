// The mock-vs-Plone comparison: what counts as a match, a difference, and the one known deviation.
import { compareRecordings, isKnownDeviation, type CompareInput, type TestOutcome } from '../../scripts/plone/compare';
import type { NormalisedExchange } from '../../scripts/plone/exchange';

const settingsKey = '{prefix}.socialmedia.settings';

function exchange(
  scenario: string,
  index: number,
  url: string,
  status: number,
  body: unknown,
  contentType: string | null = 'application/json',
  method = 'GET',
): NormalisedExchange {
  return {
    scenario,
    index,
    request: { method, url, auth: 'unrecorded' },
    response: { status, contentType, body },
    requestLine: `${method} ${url}`,
  };
}

function input(
  plone: NormalisedExchange[],
  mock: NormalisedExchange[],
  overrides: Partial<CompareInput> = {},
): CompareInput {
  const names = [...new Set([...plone, ...mock].map((entry) => entry.scenario))];
  const passed = new Map<string, TestOutcome>(names.map((name) => [name, 'passed']));
  return {
    plone,
    mock,
    outcomes: { plone: passed, mock: new Map(passed) },
    marked: new Map(),
    managerAuth: () => false,
    ...overrides,
  };
}

const inheritUrl = `/private/page/@inherit?expand.inherit.behaviors=${settingsKey}`;
const fromRoot = { [settingsKey]: { from: { '@id': '{site}', title: 'Site' }, data: {} } };

describe('comparing the recordings of both runs', () => {
  it('passes when every exchange is identical', () => {
    const a = [exchange('s', 0, '/', 200, { id: 'Plone' })];
    const result = compareRecordings(input(a, a));
    expect(result.ok).toBe(true);
    expect(result.totals).toMatchObject({ scenarios: 1, matched: 1, exchanges: 1, exchangesMatched: 1 });
  });

  it('fails on a different status, Content-Type or body key', () => {
    const plone = [exchange('s', 0, '/x', 404, { type: 'NotFound' })];
    const mock = [exchange('s', 0, '/x', 404, { type: 'NotFound', extra: 1 }, 'application/json; charset=utf-8')];
    const result = compareRecordings(input(plone, mock));
    expect(result.ok).toBe(false);
    expect(result.scenarios[0]?.exchanges[0]?.differences.map((difference) => difference.path)).toEqual([
      'content-type',
      'body.extra',
    ]);
  });

  it('ignores the Content-Type of a 204 but not a body on it', () => {
    const plone = [exchange('s', 0, '/', 204, null, 'text/html; charset=utf-8', 'PATCH')];
    expect(compareRecordings(input(plone, [exchange('s', 0, '/', 204, null, null, 'PATCH')])).ok).toBe(true);
    expect(compareRecordings(input(plone, [exchange('s', 0, '/', 204, '{}', null, 'PATCH')])).ok).toBe(false);
  });

  it('fails when a scenario sends a request on one side only', () => {
    const plone = [exchange('s', 0, '/', 200, {}), exchange('s', 1, '/a', 200, {})];
    const result = compareRecordings(input(plone, plone.slice(0, 1)));
    expect(result.ok).toBe(false);
    expect(result.scenarios[0]?.exchanges[1]?.differences[0]?.kind).toBe('missing in mock');
  });

  it('names the inherit walk that Plone does not skip as the known deviation, not as a failure', () => {
    const plone = [exchange('s', 0, inheritUrl, 200, { '@id': 'x' })];
    const mock = [exchange('s', 0, inheritUrl, 200, { '@id': 'x', ...fromRoot }), exchange('s', 1, '/after', 200, {})];
    const outcomes = {
      plone: new Map<string, TestOutcome>([['s', 'passed']]),
      mock: new Map<string, TestOutcome>([['s', 'passed']]),
    };
    const result = compareRecordings(
      input(plone, mock, { outcomes, marked: new Map([['s', 'skip objects the caller may not View']]) }),
    );
    expect(result.ok).toBe(true);
    expect(result.scenarios[0]?.verdict).toBe('deviation');
    expect(result.scenarios[0]?.exchanges.map((entry) => entry.verdict)).toEqual(['deviation', 'unreached on Plone']);
  });

  it('does not call any other inherit difference the deviation', () => {
    const plone = exchange('s', 0, inheritUrl, 200, { '@id': 'x', ...fromRoot });
    const differentData = { [settingsKey]: { from: { '@id': '{site}', title: 'Site' }, data: { x_username: '' } } };
    const mock = exchange('s', 0, inheritUrl, 200, { '@id': 'x', ...differentData });
    expect(
      isKnownDeviation(
        plone,
        [{ path: `body.${settingsKey}.data.x_username`, kind: 'only in mock', plone: undefined, mock: '' }],
        () => false,
      ),
    ).toBe(false);
    expect(compareRecordings(input([plone], [mock])).ok).toBe(false);
  });

  it('does not excuse the deviation for the manager, who may View everything', () => {
    const plone = exchange('s', 0, inheritUrl, 200, { '@id': 'x' });
    const difference = { path: `body.${settingsKey}`, kind: 'only in mock' as const, plone: undefined, mock: {} };
    expect(isKnownDeviation(plone, [difference], () => false)).toBe(true);
    expect(
      isKnownDeviation(
        { ...plone, request: { ...plone.request, auth: 'basic:admin' } },
        [difference],
        (auth) => auth === 'basic:admin',
      ),
    ).toBe(false);
  });

  it('knows the deviation in a content GET that expands inherit, its commas escaped or not', () => {
    const expanded =
      '/page?expand=breadcrumbs%2Cactions%2Cinherit&expand.inherit.behaviors=plonegovbr.socialmedia.settings';
    const plone = exchange('s', 0, expanded, 200, { '@id': 'x' });
    const difference = {
      path: 'body.@components.inherit.plonegovbr.socialmedia.settings',
      kind: 'only in mock' as const,
      plone: undefined,
      mock: {},
    };
    expect(isKnownDeviation(plone, [difference], () => false)).toBe(true);
    const unescaped = { ...plone, request: { ...plone.request, url: expanded.replaceAll('%2C', ',') } };
    expect(isKnownDeviation(unescaped, [difference], () => false)).toBe(true);
    const withoutInherit = { ...plone, request: { ...plone.request, url: '/page?expand=breadcrumbs%2Cinheritance' } };
    expect(isKnownDeviation(withoutInherit, [difference], () => false)).toBe(false);
  });

  it('fails a scenario that failed against Plone even when its exchanges match', () => {
    const a = [exchange('s', 0, '/', 200, {})];
    const outcomes = {
      plone: new Map<string, TestOutcome>([['s', 'failed']]),
      mock: new Map<string, TestOutcome>([['s', 'passed']]),
    };
    const result = compareRecordings(input(a, a, { outcomes }));
    expect(result.ok).toBe(false);
    expect(result.scenarios[0]?.notes).toEqual(['the scenario failed against Plone']);
  });
});
