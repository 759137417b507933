// `npm run test:plone`: installs (once) and starts a real Plone 6.2 with plonegovbr.socialmedia, runs the
// contract scenarios against it and against the mock, compares both recordings exchange by exchange, and
// writes docs/contract-report.md. Exits non-zero on any difference but the known deviation, or when PyPI
// cannot be reached for the first install. The Plone server is stopped whatever happens.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../src/mock/handlers/routes';
import { compareRecordings, type ComparisonResult, type TestOutcome } from './compare';
import { routeCoverage } from './coverage';
import { freePort } from '../lib/freePort';
import { prepareInstance } from './instance';
import { log, timed } from './log';
import { createNormaliseContext, normaliseExchange } from './normalise';
import { lockFile, reportFile, repoRoot, workDir } from './paths';
import { readOutcomes, readRecording } from './recording';
import { renderReport, type VoltoReplaySummary } from './report';
import { startPlone } from './server';
import { runContractSuite } from './suite';
import { PyPIUnreachableError, ensureVenv } from './venv';
import {
  readReplayedRecording,
  REPLAY_SCENARIO_FILE,
  REPLAYED_VOLTO_VERSION,
  replayedCount,
  replayPlan,
  requestLine,
} from './voltoReplay';
import { recordingFile } from '../volto/requestRecording';
import type { NormalisedExchange, RecordedExchange } from './exchange';

const PREFIX = 'plonegovbr';
const ADMIN = { user: 'admin', password: 'admin' };
const MOCK_SITE_URL = 'http://127.0.0.1:8080/Plone';

/** The pinned versions worth naming in the report. */
function backendVersions(): string[] {
  const wanted = ['Plone', 'Products.CMFPlone', 'plone.restapi', 'plone.volto', 'plonegovbr.socialmedia', 'Zope'];
  const pins = new Map(
    readFileSync(lockFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('=='))
      .map((line) => line.trim().split('==') as [string, string]),
  );
  return wanted.map((name) => `${name} ${pins.get(name) ?? '?'}`);
}

function normaliseAll(exchanges: RecordedExchange[], siteUrls: string[]): NormalisedExchange[] {
  const contexts = new Map<string, ReturnType<typeof createNormaliseContext>>();
  return [...exchanges]
    .sort((a, b) => (a.scenario === b.scenario ? a.index - b.index : 0))
    .map((exchange) => {
      let context = contexts.get(exchange.scenario);
      if (!context) contexts.set(exchange.scenario, (context = createNormaliseContext(siteUrls)));
      return normaliseExchange(exchange, context);
    });
}

type RunFiles = Record<'ploneRecord' | 'mockRecord' | 'ploneReport' | 'mockReport', string>;

function runFiles(): RunFiles {
  return {
    ploneRecord: path.join(workDir, 'plone.jsonl'),
    mockRecord: path.join(workDir, 'mock.jsonl'),
    ploneReport: path.join(workDir, 'plone-vitest.json'),
    mockReport: path.join(workDir, 'mock-vitest.json'),
  };
}

/** Compares the recordings of both runs, writes and prints the report; resolves with the exit code. */
function compareAndReport(
  files: RunFiles,
  siteUrls: string[],
  timings: Array<[string, number]>,
  runStarted: number,
): number {
  const plone = normaliseAll(readRecording(files.ploneRecord), siteUrls);
  const mock = normaliseAll(readRecording(files.mockRecord), siteUrls);
  const ploneOutcomes = readOutcomes(files.ploneReport);
  const mockOutcomes = readOutcomes(files.mockReport);
  const result = compareRecordings({
    plone,
    mock,
    outcomes: { plone: ploneOutcomes.outcomes as Map<string, TestOutcome>, mock: mockOutcomes.outcomes },
    marked: ploneOutcomes.deviations,
    managerAuth: (auth) => auth.endsWith(`:${ADMIN.user}`),
  });
  if (timings.length > 0) timings.push(['whole run', (Date.now() - runStarted) / 1000]);
  const coverage = routeCoverage(routes, result);
  const uncovered = coverage
    .filter((route) => route.compared === 0)
    .map((route) => `${route.method} ${route.service ?? '(content)'}`);

  const voltoReplay = voltoReplaySummary(result);
  const report = renderReport(result, {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    versions: backendVersions(),
    timings,
    failures: { plone: ploneOutcomes.failures, mock: mockOutcomes.failures },
    coverage,
    voltoReplay,
  });
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, report);
  console.log(`\n${report}`);

  if (plone.length === 0 || mock.length === 0) {
    log(`no exchanges recorded (Plone ${plone.length}, mock ${mock.length}): the comparison proves nothing`);
    return 1;
  }
  const { totals } = result;
  const replayedAll = voltoReplay.recorded !== null && voltoReplay.compared === voltoReplay.replayed;
  if (!replayedAll) log(`of ${voltoReplay.replayed} recorded requests of Volto, ${voltoReplay.compared} were compared`);
  const ok = result.ok && uncovered.length === 0 && replayedAll;
  if (uncovered.length > 0) log(`routes of the mock no scenario compared: ${uncovered.join(', ')}`);
  log(
    `${ok ? 'PASS' : 'FAIL'}: ${totals.scenarios} scenarios, ${totals.matched} matched, ` +
      `${totals.deviations} known deviation, ${totals.differing} differing, ` +
      `${totals.exchangesMatched} of ${totals.exchanges} exchanges identical, ` +
      `${coverage.length - uncovered.length} of ${coverage.length} routes compared, ` +
      `${voltoReplay.identical} of ${voltoReplay.replayed} replayed requests of Volto identical ` +
      `(report: ${path.relative(repoRoot, reportFile)})`,
  );
  return ok ? 0 : 1;
}

/** Counts the replay of Volto's recorded requests: its scenarios' exchanges are the replays, one each. */
function voltoReplaySummary(result: ComparisonResult): VoltoReplaySummary {
  const file = path.relative(repoRoot, recordingFile(REPLAYED_VOLTO_VERSION));
  let recording;
  try {
    recording = readReplayedRecording();
  } catch {
    const empty = { requests: 0, replayed: 0, compared: 0, identical: 0, deviations: 0, skipped: [] };
    return { voltoVersion: REPLAYED_VOLTO_VERSION, file, recorded: null, ...empty };
  }
  const plan = replayPlan(recording);
  const exchanges = result.scenarios
    .filter((scenario) => scenario.scenario.startsWith(`${REPLAY_SCENARIO_FILE} > `))
    .flatMap((scenario) => scenario.exchanges)
    .filter((exchange) => exchange.plone && exchange.mock);
  return {
    voltoVersion: recording.voltoVersion,
    file,
    recorded: recording.recorded,
    requests: recording.requests.length,
    replayed: replayedCount(plan),
    compared: exchanges.length,
    identical: exchanges.filter((exchange) => exchange.verdict === 'match').length,
    deviations: exchanges.filter((exchange) => exchange.verdict === 'deviation').length,
    skipped: plan.skipped.map((entry) => ({ request: requestLine(entry.request), reason: entry.reason })),
  };
}

async function main(): Promise<number> {
  if (process.argv.includes('--compare-only')) {
    // Re-reads the last run's recordings (in .cache/plone-contract/): for working on the comparison.
    return compareAndReport(runFiles(), [MOCK_SITE_URL], [], Date.now());
  }
  const timings: Array<[string, number]> = [];
  const runStarted = Date.now();
  mkdirSync(workDir, { recursive: true });
  const files = runFiles();
  const venv = await ensureVenv();
  for (const file of Object.values(files)) rmSync(file, { force: true });
  if (venv.installed) timings.push(['install the Plone venv (pip, from the lock file)', venv.installSeconds]);
  const port = await freePort();
  const { value: instance, seconds: prepareSeconds } = await timed('prepare the instance', () =>
    prepareInstance(venv, path.join(workDir, 'instance'), port),
  );
  if (instance.siteCreated) timings.push(['create the pristine site (create_site.py)', instance.siteSeconds]);
  timings.push(['prepare a clean instance from the pristine site', prepareSeconds - instance.siteSeconds]);

  const server = await startPlone(venv, instance, port);
  timings.push(['start Plone until /ok answers', server.startSeconds]);
  let ploneSuite;
  try {
    log(`contract scenarios against Plone at ${server.url}`);
    ploneSuite = await runContractSuite(
      {
        SOCIALMEDIA_BACKEND_URL: server.url,
        SOCIALMEDIA_BACKEND_USER: ADMIN.user,
        SOCIALMEDIA_BACKEND_PASSWORD: ADMIN.password,
        SOCIALMEDIA_BEHAVIOR_PREFIX: PREFIX,
        SOCIALMEDIA_CONTRACT_RECORD: files.ploneRecord,
      },
      files.ploneReport,
    );
  } finally {
    await server.stop();
    log('Plone stopped');
  }
  timings.push(['contract scenarios against Plone', ploneSuite.seconds]);

  log('contract scenarios against the mock (plonegovbr names)');
  const mockSuite = await runContractSuite(
    {
      SOCIALMEDIA_BACKEND_URL: undefined,
      SOCIALMEDIA_BEHAVIOR_PREFIX: PREFIX,
      SOCIALMEDIA_CONTRACT_RECORD: files.mockRecord,
    },
    files.mockReport,
  );
  timings.push(['contract scenarios against the mock', mockSuite.seconds]);

  return compareAndReport(files, [server.url, MOCK_SITE_URL], timings, runStarted);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof PyPIUnreachableError) {
      console.error(`\n[plone] FAIL: ${error.message}`);
      process.exit(2);
    }
    console.error('\n[plone] FAIL:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
