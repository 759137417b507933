// The recording of what Volto asks: normalised so that one request a run repeats with a new token, UID or time is
// one entry, kept apart from requests that differ in who asked or in the body's shape; and the replay plan.
import { describe, expect, it } from 'vitest';
import type { ProxiedRequest } from '../../scripts/volto/backends';
import {
  distinctRequests,
  mergeRequests,
  missingFromRecording,
  normaliseRequest,
  type VoltoRequestRecording,
} from '../../scripts/volto/requestRecording';
import { renderReport } from '../../scripts/plone/report';
import { replayBody, replayedCount, replayPlan, requestTarget } from '../../scripts/plone/voltoReplay';

const CHROMIUM =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36';
const SSR = 'node-superagent/3.8.2';

/** A token as Volto sends it: a JWT whose payload names the user. */
function bearer(sub: string, iat: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: iat + 43200, iat })}.c2lnbmF0dXJl`;
}

function proxied(overrides: Partial<ProxiedRequest>): ProxiedRequest {
  return {
    method: 'GET',
    url: '/Plone/++api++/',
    authorization: null,
    userAgent: SSR,
    body: '',
    status: 200,
    ...overrides,
  };
}

describe('the recording of what Volto asks', () => {
  it('gives the path below the site without ++api++, the query in its order, the user and the sender', () => {
    const request = normaliseRequest(
      proxied({
        url: '/Plone/++api++/team/alice?expand=breadcrumbs,inherit&expand.inherit.behaviors=plonegovbr.socialmedia.settings',
        authorization: bearer('admin', 1_790_000_000),
        userAgent: CHROMIUM,
      }),
      '/Plone',
    );
    expect(request).toEqual({
      method: 'GET',
      path: '/team/alice',
      query: [
        ['expand', 'breadcrumbs,inherit'],
        ['expand.inherit.behaviors', 'plonegovbr.socialmedia.settings'],
      ],
      user: 'admin',
      from: ['browser'],
      status: [200],
    });
    expect(normaliseRequest(proxied({ url: '/Plone/++api++' }), '/Plone')?.path).toBe('/');
  });

  it("leaves out the harness's own requests (Node's fetch)", () => {
    expect(normaliseRequest(proxied({ userAgent: 'node' }), '/Plone')).toBeNull();
  });

  it('replaces UIDs, tokens and dates, masks passwords and keeps the JSON body with its shape', () => {
    const request = normaliseRequest(
      proxied({
        method: 'PATCH',
        url: '/Plone/++api++/about/@@images/image-200-0123456789abcdef0123456789abcdef.png?t=1790000000123',
        body: JSON.stringify({
          social_links: [{ '@id': '5e3f2086-8c31-4d6b-8d8c-4c6b4f3a0d01', id: 'x', href: [] }],
          effective: '2026-11-23T17:00:00+00:00',
          password: 'secret',
        }),
      }),
      '/Plone',
    )!;
    expect(request.path).toBe('/about/@@images/image-200-<uuid32>.png');
    expect(request.query).toEqual([['t', '<timestamp>']]);
    expect(request.body).toEqual({
      social_links: [{ '@id': '<uuid36>', id: 'x', href: [] }],
      effective: '<date>',
      password: '<password>',
    });
    expect(request.bodyShape).toEqual({
      effective: 'string',
      password: 'string',
      social_links: [{ '@id': 'string', href: [], id: 'string' }],
    });
  });

  it('counts a request once whoever sent it, apart when another user asks or the body has another shape', () => {
    const requests = distinctRequests(
      [
        proxied({ url: '/Plone/++api++/about', userAgent: SSR }),
        proxied({ url: '/Plone/++api++/about', userAgent: CHROMIUM }),
        proxied({ url: '/Plone/++api++/about', authorization: bearer('admin', 1), userAgent: CHROMIUM }),
        proxied({ url: '/Plone/++api++/about', authorization: bearer('admin', 2), userAgent: CHROMIUM, status: 304 }),
        proxied({ method: 'PATCH', url: '/Plone/++api++/about', body: '{"title":"A"}', status: 204 }),
        proxied({ method: 'PATCH', url: '/Plone/++api++/about', body: '{"title":"B"}', status: 204 }),
        proxied({ method: 'PATCH', url: '/Plone/++api++/about', body: '{"title":"B","description":""}' }),
      ],
      '/Plone',
    );
    expect(requests.map((request) => [request.method, request.user, request.from, request.status])).toEqual([
      ['GET', 'anonymous', ['browser', 'server'], [200]],
      ['GET', 'admin', ['browser'], [200, 304]],
      ['PATCH', 'anonymous', ['server'], [204]],
      ['PATCH', 'anonymous', ['server'], [200]],
    ]);
    expect(requests[2]!.body).toEqual({ title: 'A' });
  });

  it('adds a run to the recording and keeps what Volto sent only in an earlier run', () => {
    const earlier = distinctRequests(
      [proxied({ url: '/Plone/++api++/about' }), proxied({ method: 'DELETE', url: '/Plone/++api++/about/@lock' })],
      '/Plone',
    );
    const now = distinctRequests(
      [proxied({ url: '/Plone/++api++/about', userAgent: CHROMIUM }), proxied({ url: '/Plone/++api++/@site' })],
      '/Plone',
    );
    const merged = mergeRequests(earlier, now);
    expect(merged.map((request) => [request.method, request.path, request.from])).toEqual([
      ['GET', '/about', ['browser', 'server']],
      ['DELETE', '/about/@lock', ['server']],
      ['GET', '/@site', ['server']],
    ]);
    expect(earlier[0]!.from).toEqual(['server']);
  });

  it('names each request Volto sent that the recording lacks', () => {
    const seen = distinctRequests(
      [
        proxied({ url: '/Plone/++api++/about' }),
        proxied({ url: '/Plone/++api++/@navigation?expand.navigation.depth=2' }),
      ],
      '/Plone',
    );
    const recording: VoltoRequestRecording = {
      voltoVersion: '18.33.0',
      recorded: '2026-11-23',
      generator: 'test',
      requests: seen.slice(0, 1),
    };
    expect(missingFromRecording(recording, seen)).toEqual(['GET /@navigation?expand.navigation.depth=2 as anonymous']);
    expect(missingFromRecording({ ...recording, requests: seen }, seen)).toEqual([]);
  });
});

describe('the replay of what Volto asks', () => {
  const recording: VoltoRequestRecording = {
    voltoVersion: '18.33.0',
    recorded: '2026-11-23',
    generator: 'test',
    requests: distinctRequests(
      [
        proxied({ url: '/Plone/++api++/about?expand=breadcrumbs' }),
        proxied({ url: '/Plone/++api++/about', authorization: bearer('admin', 1) }),
        proxied({ method: 'POST', url: '/Plone/++api++/@querystring-search', body: '{"query":[]}' }),
        proxied({ method: 'PATCH', url: '/Plone/++api++/', authorization: bearer('admin', 1), body: '{"title":"T"}' }),
        proxied({ url: '/Plone/++api++/@search?UID=0123456789abcdef0123456789abcdef' }),
        proxied({ url: '/Plone/++api++/team/alice/@history/0', authorization: bearer('admin', 1) }),
        proxied({ url: '/Plone/++api++/team/alice/@history/1', authorization: bearer('admin', 1) }),
        proxied({
          method: 'POST',
          url: '/Plone/++api++/about',
          body: '{"relatedItems":["0123456789abcdef0123456789abcdef"]}',
        }),
      ],
      '/Plone',
    ),
  };

  it('replays reads per user and writes one by one, and says why it cannot replay a UID or a later version', () => {
    const plan = replayPlan(recording);
    expect([...plan.reads.entries()].map(([user, reads]) => [user, reads.map(requestTarget)])).toEqual([
      ['anonymous', ['/about?expand=breadcrumbs', '/@querystring-search']],
      ['admin', ['/about', '/team/alice/@history/0']],
    ]);
    expect(plan.writes.map((request) => `${request.method} ${request.path}`)).toEqual(['PATCH /']);
    expect(plan.skipped.map((entry) => entry.reason)).toEqual([
      'it names a value only the recorded run had (<uuid32>)',
      "it names a version only the recorded run's save made",
      'it names a value only the recorded run had (<uuid32>)',
    ]);
    expect(replayedCount(plan)).toBe(5);
  });

  it('fills a body with the password, new UUIDs and a fixed date', () => {
    let next = 0;
    const body = replayBody(
      { login: 'admin', password: '<password>', links: [{ '@id': '<uuid36>' }, { '@id': '<uuid36>' }], at: '<date>' },
      'secret',
      () => `uuid-${(next += 1)}`,
    );
    expect(body).toEqual({
      login: 'admin',
      password: 'secret',
      links: [{ '@id': 'uuid-1' }, { '@id': 'uuid-2' }],
      at: '2026-01-01T00:00:00+00:00',
    });
  });
});

describe('the report on what Volto asks', () => {
  const result = {
    scenarios: [],
    totals: { scenarios: 0, matched: 0, deviations: 0, differing: 0, exchanges: 0, exchangesMatched: 0 },
    ok: true,
  };
  const facts = {
    date: '2026-11-23T17:00:00Z',
    versions: [],
    timings: [],
    failures: { plone: new Map(), mock: new Map() },
  };
  const summary = {
    voltoVersion: '18.33.0',
    file: 'test/scenarios/volto-requests/recorded-18.33.0.json',
    recorded: '2026-11-23',
    requests: 33,
    replayed: 32,
    compared: 32,
    identical: 30,
    deviations: 1,
    skipped: [
      { request: 'GET /@search?UID=<uuid32> as anonymous', reason: 'it names a value only the recorded run had' },
    ],
  };

  it('says how many recorded requests were replayed and identical, and which were not replayed and why', () => {
    const report = renderReport(result, { ...facts, voltoReplay: summary });
    expect(report).toContain(
      '**33 recorded, 32 replayed, 32 compared, 30 identical** after normalisation, 1 with the known deviation',
    );
    expect(report).toContain('- `GET /@search?UID=<uuid32> as anonymous`: it names a value only the recorded run had');
  });

  it('says so when the recording is missing', () => {
    const report = renderReport(result, { ...facts, voltoReplay: { ...summary, recorded: null } });
    expect(report).toContain('**The recording `test/scenarios/volto-requests/recorded-18.33.0.json` is missing**');
  });
});
