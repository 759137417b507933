// What bench:ssr concludes from its measurements: the spread of the alternating rounds, which parts of the state
// grew, and whether issue 18's goals (page weight, throughput) are met.
import { describe, expect, it } from 'vitest';
import {
  changedStateKeys,
  median,
  renderMarkdown,
  throughputInterval,
  throughputVerdict,
  type BenchResult,
} from '../../../scripts/bench/ssr/report';
import type { PageWeight } from '../../../scripts/bench/ssr/pageWeight';
import type { LoadResult } from '../../../scripts/bench/ssr/serverLoad';

function load(throughput: number, cpuMsPerPage: number): LoadResult {
  const pages = throughput * 10;
  return { pages, errors: 0, seconds: 10, throughput, latencies: [40, 50, 60], cpuMsPerPage };
}

function weight(gzip: number, stateKeys: Record<string, number>): PageWeight {
  return { path: '/', status: 200, html: { bytes: gzip * 4, gzip }, stateBytes: 0, stateKeys, stateEntries: {} };
}

/** A run whose rounds have these throughput ratios, spread evenly over `pairs` pairs of processes. */
function result(gzipAdded: number, ratios: number[], pairs = 2): BenchResult {
  return {
    voltoVersion: '18.33.0',
    addonBuild: 'addon-0123456789ab-',
    node: 'v20',
    date: '2026-11-23T15:00:00.000Z',
    cpus: 2,
    loadAverage: 1,
    clients: 4,
    secondsPerRound: 10,
    warmupSeconds: 4,
    pairs,
    pages: [
      {
        path: '/team/alice',
        without: weight(15_000, { intl: 1_000, content: 500, router: 100 }),
        with: weight(15_000 + gzipAdded, { intl: 9_000, content: 1_000, router: 120, socialMedia: 600 }),
      },
    ],
    rounds: ratios.map((ratio, index) => ({
      pair: Math.floor((index * pairs) / ratios.length),
      first: index % 2 ? 'with' : 'without',
      without: load(100, 6),
      with: load(100 * ratio, 6 / ratio),
    })),
    profiles: null,
  };
}

describe('the benchmark report', () => {
  it('takes the middle of the rounds, between the two middle ones for an even count', () => {
    expect(median([0.74, 0.8, 0.87, 1.02])).toBeCloseTo(0.835);
    expect(median([0.7, 0.9, 1])).toBe(0.9);
  });

  it('names the parts of the state that grew, the largest first, and leaves out the noise', () => {
    expect(changedStateKeys(result(3_000, [0.9]))).toEqual(['intl', 'socialMedia', 'content']);
  });

  it('says the goals are not met for a page 3 kB heavier and servers all well below 0.95 of their throughput', () => {
    const text = renderMarkdown(result(3_000, [0.84, 0.86, 0.85, 0.87], 4)).join('\n');
    expect(text).toContain('`/team/alice` +3,000 B): **not met**');
    // Student's t for 3 degrees of freedom at 0.95 is 2.353; the pairs' standard error 0.00645.
    expect(text).toContain('(mean of the 4 pairs of processes 0.855, 90 % interval 0.840 to 0.870): **not met**');
    expect(text).toContain('per round min 0.840, median 0.855, max 0.870');
  });

  it('says the goals are met for a page 1 kB heavier and servers all above 0.95 of their throughput', () => {
    const text = renderMarkdown(result(1_000, [0.96, 0.97, 0.98, 0.97], 4)).join('\n');
    expect(text).toContain('`/team/alice` +1,000 B): met');
    expect(text).toContain('(mean of the 4 pairs of processes 0.970, 90 % interval 0.960 to 0.980): met');
  });

  it('does not call the goal met on one lucky run whose pairs of processes spread across it', () => {
    // The run of 2026-11-27 05:11 UTC whose median round (0.998) said "met": its pairs were these.
    const lucky = result(1_000, [1.059, 0.959, 0.925, 0.934], 4);
    expect(throughputVerdict(throughputInterval(lucky))).toBe('not settled');
    expect(renderMarkdown(lucky).join('\n')).toContain('90 % interval 0.897 to 1.042): **not settled by this run**');
  });

  it('takes the pairs, not the rounds, as the samples: rounds on one pair of processes give no interval', () => {
    const onePair = result(1_000, [0.96, 0.97, 0.98, 0.99], 1);
    expect(throughputInterval(onePair)).toBeNull();
    expect(renderMarkdown(onePair).join('\n')).toContain(
      '(one pair of server processes gives no interval): **not settled by this run**',
    );
  });

  it('widens the interval as few pairs allow: two pairs at 0.9 and 1.0 say nothing of 0.95', () => {
    const interval = throughputInterval(result(1_000, [0.9, 1.0], 2))!;
    // Student's t for 1 degree of freedom at 0.95 is 6.314; the standard error 0.05.
    expect(interval.mean).toBeCloseTo(0.95, 6);
    expect(interval.low).toBeCloseTo(0.95 - 6.3138 * 0.05, 3);
    expect(interval.high).toBeCloseTo(0.95 + 6.3138 * 0.05, 3);
  });

  it('lists each round only while there are few enough to read, and summarises more', () => {
    const many = Array.from({ length: 24 }, (_, index) => 0.9 + index / 500);
    const text = renderMarkdown(result(1_000, many, 8)).join('\n');
    expect(text).toContain('per round min 0.900, median 0.923, max 0.946; per pair of processes 0.902, 0.908,');
  });

  it('gives each pair of server processes its own ratio, so that one slow or fast process shows', () => {
    const text = renderMarkdown(result(1_000, [0.8, 0.9, 0.9, 1])).join('\n');
    expect(text).toContain('per pair of processes 0.850, 0.950.');
    expect(text).toContain('over 2 pairs of server processes started anew');
  });
});
