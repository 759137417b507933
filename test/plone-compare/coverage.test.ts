// The report's coverage table: which routes of the mock the contract run sent to both backends, with which
// parameters, computed from the recorded exchanges.
import { compareRecordings, type TestOutcome } from '../../scripts/plone/compare';
import { coverageSection, requestParameters, routeCoverage, routeOfRequest } from '../../scripts/plone/coverage';
import type { NormalisedExchange } from '../../scripts/plone/exchange';

function exchange(scenario: string, index: number, method: string, url: string, body?: unknown): NormalisedExchange {
  return {
    scenario,
    index,
    request: { method, url, auth: 'basic:admin', body },
    response: { status: 200, contentType: 'application/json', body: { ok: true } },
    requestLine: `${method} ${url}`,
  };
}

function compared(plone: NormalisedExchange[], mock: NormalisedExchange[]) {
  const names = [...new Set([...plone, ...mock].map((entry) => entry.scenario))];
  const passed = new Map<string, TestOutcome>(names.map((name) => [name, 'passed']));
  return compareRecordings({
    plone,
    mock,
    outcomes: { plone: passed, mock: new Map(passed) },
    marked: new Map(),
    managerAuth: () => true,
  });
}

const routes = [
  { method: 'GET', service: null },
  { method: 'GET', service: '@search' },
  { method: 'POST', service: '@querystring-search' },
  { method: 'GET', service: '@lock' },
];

describe('the coverage of the mock routes', () => {
  it('names the route of a request by its first @ segment, or the content object', () => {
    expect(routeOfRequest('get', '/folder/page?expand=inherit')).toEqual({ method: 'GET', service: null });
    expect(routeOfRequest('POST', '/folder/@workflow/publish')).toEqual({ method: 'POST', service: '@workflow' });
  });

  it('lists query parameters without :list, body keys and querystring operations', () => {
    expect(requestParameters('/@search?portal_type:list=Document&path.depth=1', undefined)).toEqual([
      'path.depth',
      'portal_type',
    ]);
    const body = {
      query: [{ i: 'path', o: 'plone.app.querystring.operation.string.absolutePath', v: '/' }],
      sort_on: 'id',
    };
    expect(requestParameters('/@querystring-search', body)).toEqual([
      'body.query',
      'body.sort_on',
      'query:string.absolutePath',
    ]);
    const encoded = encodeURIComponent(JSON.stringify([{ i: 'x', o: 'plone.app.querystring.operation.date.today' }]));
    expect(requestParameters(`/@querystring-search?query=${encoded}`, undefined)).toEqual([
      'query',
      'query:date.today',
    ]);
  });

  it('counts only the exchanges both backends answered, and names what the mock reads but no exchange sent', () => {
    const plone = [exchange('s', 0, 'GET', '/f/@search?sort_on=id'), exchange('s', 1, 'GET', '/f?b_size=1')];
    const mock = [exchange('s', 0, 'GET', '/f/@search?sort_on=id')];
    const coverage = routeCoverage(routes, compared(plone, mock));
    expect(coverage.map((route) => [route.service, route.compared, route.identical])).toEqual([
      [null, 0, 0],
      ['@search', 1, 1],
      ['@querystring-search', 0, 0],
      ['@lock', 0, 0],
    ]);
    expect(coverage[1]!.parameters).toEqual(['sort_on']);
    expect(coverage[1]!.notCompared).toContain('SearchableText');
    expect(coverage[1]!.notCompared).not.toContain('sort_on');
    const section = coverageSection(coverage).join('\n');
    expect(section).toContain("1 of the mock's 4 routes");
    expect(section).toContain('| `GET @search` | 1 | 1 | `sort_on` |');
  });
});
