// Runs the contract scenarios (test/scenarios) once, with vitest, against the backend the environment names.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

export interface SuiteRun {
  exitCode: number;
  seconds: number;
}

/**
 * Runs `vitest run test/scenarios` (files one after another: a live site is shared) with extra env; output is
 * shown.
 */
export function runContractSuite(env: Record<string, string | undefined>, jsonReport: string): Promise<SuiteRun> {
  const started = Date.now();
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [
    vitest,
    'run',
    'test/scenarios/',
    '--no-file-parallelism',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${jsonReport}`,
  ];
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: childEnv, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve({ exitCode: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}
