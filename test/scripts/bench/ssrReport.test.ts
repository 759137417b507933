// What bench:ssr concludes from its measurements: the spread of the alternating rounds, which parts of the state
// grew, and whether issue 18's goals (page weight, throughput) are met.
import { describe, expect, it } from 'vitest';
import { changedStateKeys, median, renderMarkdown, type BenchResult } from '../../../scripts/bench/ssr/report';
import type { PageWeight } from '../../../scripts/bench/ssr/pageWeight';
import type { LoadResult } from '../../../scripts/bench/ssr/serverLoad';

function load(throughput: number, cpuMsPerPage: number): LoadResult {
  const pages = throughput * 10;
  return { pages, errors: 0, seconds: 10, throughput, latencies: [40, 50, 60], cpuMsPerPage };
}

function weight(gzip: number, stateKeys: Record<string, number>): PageWeight {
  return { path: '/', status: 200, html: { bytes: gzip * 4, gzip }, stateBytes: 0, stateKeys, stateEntries: {} };
}

function result(gzipAdded: number, ratios: number[]): BenchResult {
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
    pairs: 2,
    pages: [
      {
        path: '/team/alice',
        without: weight(15_000, { intl: 1_000, content: 500, router: 100 }),
        with: weight(15_000 + gzipAdded, { intl: 9_000, content: 1_000, router: 120, socialMedia: 600 }),
      },
    ],
    rounds: ratios.map((ratio, index) => ({
      pair: Math.floor((index * 2) / ratios.length),
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

  it('says the goals are not met for a page 3 kB heavier and a server at 0.85 of its throughput', () => {
    const text = renderMarkdown(result(3_000, [0.8, 0.85, 0.9])).join('\n');
    expect(text).toContain('`/team/alice` +3,000 B): **not met**');
    expect(text).toContain('median round 0.850): **not met**');
    expect(text).toContain('per round min 0.800, median 0.850, max 0.900');
  });

  it('says the goals are met for a page 1 kB heavier and a server at 0.97 of its throughput', () => {
    const text = renderMarkdown(result(1_000, [0.96, 0.97, 0.99])).join('\n');
    expect(text).toContain('`/team/alice` +1,000 B): met');
    expect(text).toContain('median round 0.970): met');
  });

  it('gives each pair of server processes its own ratio, so that one slow or fast process shows', () => {
    const text = renderMarkdown(result(1_000, [0.8, 0.9, 0.9, 1])).join('\n');
    expect(text).toContain('per pair of processes 0.850, 0.950.');
    expect(text).toContain('over 2 pairs of server processes started anew');
  });
});
