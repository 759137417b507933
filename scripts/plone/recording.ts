// Reads the JSONL recordings the contract harness (test/scenarios/harness.ts) writes, and the vitest JSON
// report of the same run, into the comparison's shapes. Scenario names are made comparable across runs.
import { existsSync, readFileSync } from 'node:fs';
import type { TestOutcome } from './compare';
import type { RecordedExchange } from './exchange';

/** The suffix `deviationTest` adds to a test's name against a live Plone. */
const DEVIATION_SUFFIX = / \[known deviation of the reference backend: (.*)\]$/;

/** A scenario's name without the live-run deviation suffix, and the deviation it names (if any). */
export function canonicalScenario(name: string): { name: string; deviation: string | undefined } {
  const match = DEVIATION_SUFFIX.exec(name);
  return match ? { name: name.slice(0, match.index), deviation: match[1] } : { name, deviation: undefined };
}

interface HarnessEntry {
  scenario: string;
  seq: number;
  method: string;
  path: string;
  query?: string;
  requestBody?: unknown;
  status: number;
  contentType: string | null;
  body: unknown;
  auth?: string;
}

/** Reads one recording (missing file: no exchanges). */
export function readRecording(file: string): RecordedExchange[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = JSON.parse(line) as HarnessEntry;
      return {
        scenario: canonicalScenario(entry.scenario).name,
        index: entry.seq - 1,
        request: {
          method: entry.method,
          url: entry.query ? `${entry.path}?${entry.query}` : entry.path,
          auth: entry.auth ?? 'unrecorded',
          body: entry.requestBody,
        },
        response: { status: entry.status, contentType: entry.contentType ?? null, body: entry.body },
      };
    });
}

interface VitestJsonReport {
  testResults?: Array<{
    name: string;
    assertionResults?: Array<{ ancestorTitles?: string[]; title: string; status: string; failureMessages?: string[] }>;
  }>;
}

export interface RunOutcomes {
  outcomes: Map<string, TestOutcome>;
  /** Failure messages by scenario, for the report. */
  failures: Map<string, string[]>;
  /** Scenarios the suite marks as a known deviation (only named so in the live run), with the deviation. */
  deviations: Map<string, string>;
}

/** Reads vitest's JSON report; scenario names match the harness's (`<file> > <describe> > <test>`). */
export function readOutcomes(file: string): RunOutcomes {
  const result: RunOutcomes = { outcomes: new Map(), failures: new Map(), deviations: new Map() };
  if (!existsSync(file)) return result;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  for (const testFile of report.testResults ?? []) {
    const fileName = testFile.name.replace(/^.*\/test\/scenarios\//, '');
    for (const assertion of testFile.assertionResults ?? []) {
      const full = [fileName, ...(assertion.ancestorTitles ?? []), assertion.title].join(' > ');
      const { name, deviation } = canonicalScenario(full);
      const status: TestOutcome =
        assertion.status === 'passed'
          ? 'passed'
          : assertion.status === 'failed'
            ? 'failed'
            : assertion.status === 'skipped' || assertion.status === 'pending' || assertion.status === 'todo'
              ? 'skipped'
              : 'not run';
      result.outcomes.set(name, status);
      if (assertion.failureMessages?.length) result.failures.set(name, assertion.failureMessages);
      if (deviation !== undefined) result.deviations.set(name, deviation);
    }
  }
  return result;
}
