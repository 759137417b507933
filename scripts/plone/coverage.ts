// Which of the mock's routes (src/mock/handlers/routes.ts) the contract run compared with Plone, and with which
// query parameters, body keys and querystring operations: computed from the recorded exchanges, so the report's
// coverage table shows what was proven, not what we meant to prove.
import { isPlainObject } from '../../src/contract/validationProblems';
import type { ExchangeComparison, ComparisonResult } from './compare';

/** A route of the mock's table: a method and a `@service` (`null` for the content object itself). */
export interface RouteKey {
  method: string;
  service: string | null;
}

export interface RouteCoverage extends RouteKey {
  /** Exchanges sent to both backends (same scenario, same position). */
  compared: number;
  /** Of those, identical after normalisation. */
  identical: number;
  /** Parameters (and operations) seen in the compared exchanges, sorted. */
  parameters: string[];
  /** Parameters the mock reads on this route that no compared exchange sent. */
  notCompared: string[];
}

/**
 * The parameters the mock's model reads per route (query parameters; `body.<key>` for a JSON body key;
 * `query:<operation>` for a querystring operation), for the table's "not compared" column.
 */
export const SERVED_PARAMETERS: Record<string, string[]> = {
  'GET (content)': [
    'b_size',
    'b_start',
    'expand',
    'expand.inherit.behaviors',
    'fullobjects',
    'include_items',
    'metadata_fields',
  ],
  'GET @inherit': ['expand.inherit.behaviors'],
  'GET @search': [
    'Creator',
    'SearchableText',
    'UID',
    'b_size',
    'b_start',
    'exclude_from_nav',
    'fullobjects',
    'getId',
    'id',
    'is_folderish',
    'metadata_fields',
    'path',
    'path.depth',
    'portal_type',
    'review_state',
    'sort_on',
    'sort_order',
    'use_site_search_settings',
  ],
  'POST @querystring-search': [
    'body.b_size',
    'body.b_start',
    'body.fullobjects',
    'body.limit',
    'body.metadata_fields',
    'body.query',
    'body.sort_on',
    'body.sort_order',
    'query:date.afterRelativeDate',
    'query:date.afterToday',
    'query:date.beforeRelativeDate',
    'query:date.beforeToday',
    'query:date.between',
    'query:date.largerThan',
    'query:date.largerThanRelativeDate',
    'query:date.lessThan',
    'query:date.lessThanRelativeDate',
    'query:date.today',
    'query:selection.any',
    'query:selection.is',
    'query:selection.none',
    'query:string.absolutePath',
    'query:string.contains',
    'query:string.is',
    'query:string.path',
    'query:string.relativePath',
  ],
  'GET @querystring-search': ['query'],
  'GET @vocabularies': ['b_size'],
  'POST @lock': ['body.stealable', 'body.timeout'],
  'DELETE @lock': ['body.force'],
};

/** `GET @search`, `PATCH (content)`: how the table names a route. */
export function routeLabel(route: RouteKey): string {
  return `${route.method} ${route.service ?? '(content)'}`;
}

/** The route a recorded request reached: the first `@` segment of its path is the service. */
export function routeOfRequest(method: string, url: string): RouteKey {
  const path = url.split('?')[0] ?? '';
  const service = path.split('/').find((segment) => segment.startsWith('@')) ?? null;
  return { method: method.toUpperCase(), service };
}

/** The parameters one request sent: query keys (without `:list`), JSON body keys and querystring operations. */
export function requestParameters(url: string, body: unknown): string[] {
  const names = new Set<string>();
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) {
    names.add(key.replace(/:list$/, ''));
    if (key === 'query') for (const operation of operationsOf(tryJson(value))) names.add(operation);
  }
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      names.add(`body.${key}`);
      if (key === 'query') for (const operation of operationsOf(value)) names.add(operation);
    }
  }
  return [...names].sort();
}

function operationsOf(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows
    .map((row) => (row && typeof row === 'object' ? (row as { o?: unknown }).o : undefined))
    .filter((operation): operation is string => typeof operation === 'string')
    .map((operation) => `query:${operation.replace(/^plone\.app\.querystring\.operation\./, '')}`);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Coverage of each route of `routes` by the exchanges both runs sent. */
export function routeCoverage(routes: RouteKey[], result: ComparisonResult): RouteCoverage[] {
  const byLabel = new Map<string, { exchanges: ExchangeComparison[] }>();
  for (const route of routes) byLabel.set(routeLabel(route), { exchanges: [] });
  for (const scenario of result.scenarios) {
    for (const exchange of scenario.exchanges) {
      if (!exchange.plone || !exchange.mock || exchange.plone.requestLine !== exchange.mock.requestLine) continue;
      const route = routeOfRequest(exchange.plone.request.method, exchange.plone.request.url);
      byLabel.get(routeLabel(route))?.exchanges.push(exchange);
    }
  }
  return routes.map((route) => {
    const label = routeLabel(route);
    const { exchanges } = byLabel.get(label)!;
    const parameters = [
      ...new Set(
        exchanges.flatMap((exchange) => requestParameters(exchange.plone!.request.url, exchange.plone!.request.body)),
      ),
    ].sort();
    const served = SERVED_PARAMETERS[label] ?? [];
    return {
      ...route,
      compared: exchanges.length,
      identical: exchanges.filter((exchange) => exchange.verdict === 'match').length,
      parameters,
      notCompared: served.filter((parameter) => !parameters.includes(parameter)),
    };
  });
}

/** The report's coverage section: one row per route of the mock. */
export function coverageSection(coverage: RouteCoverage[]): string[] {
  const covered = coverage.filter((route) => route.compared > 0).length;
  const code = (names: string[]) => (names.length ? names.map((name) => `\`${name}\``).join(', ') : '—');
  return [
    '## Coverage of the mock',
    '',
    `${covered} of the mock's ${coverage.length} routes (\`src/mock/handlers/routes.ts\`) were sent to both backends ` +
      'in this run. Computed from the recordings: an exchange counts when both runs sent the same request at the same ' +
      "place of the same scenario; its parameters are the query parameters, the JSON body's keys (`body.*`) and the " +
      "querystring operations (`query:*`). The last column lists what the mock's model reads on that route and no " +
      'compared exchange sent.',
    '',
    '| Route | Compared | Identical | Parameters compared | Read by the mock, not compared |',
    '| --- | --- | --- | --- | --- |',
    ...coverage.map(
      (route) =>
        `| \`${routeLabel(route)}\` | ${route.compared} | ${route.identical} | ${code(route.parameters)} | ` +
        `${code(route.notCompared)} |`,
    ),
    '',
  ];
}
