// The Plone server of one run: `runwsgi` in its own process group on 127.0.0.1, stopped (the whole group)
// by `stop()`, and also when this process exits or is interrupted, whatever happens in between.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tail } from './exec';
import { log } from './log';
import type { PloneInstance } from './instance';
import type { PloneVenv } from './venv';

export interface RunningPlone {
  /** The site root, e.g. `http://127.0.0.1:55123/Plone`. */
  url: string;
  pid: number;
  startSeconds: number;
  /** Stops the process group; resolves once the server process has exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

// A crash or Ctrl-C of this process must not leave a Zope listening.
process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    running.forEach((child) => killGroup(child, 'SIGKILL'));
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

/** Starts Plone and resolves once `GET /ok` answers 200; rejects (after stopping it) if it does not start. */
export async function startPlone(venv: PloneVenv, instance: PloneInstance, port: number): Promise<RunningPlone> {
  const started = Date.now();
  const outputFile = path.join(instance.dir, 'var', 'log', 'runwsgi.log');
  const output = openSync(outputFile, 'a');
  const child = spawn(venv.bin('runwsgi'), [instance.zopeIni], { detached: true, stdio: ['ignore', output, output] });
  closeSync(output);
  running.add(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('exit', () => running.delete(child));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const base = `http://127.0.0.1:${port}`;
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ok = await fetch(`${base}/ok`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) {
      const startSeconds = (Date.now() - started) / 1000;
      log(`Plone listening on ${base} (pid ${child.pid}, ready in ${startSeconds.toFixed(1)}s)`);
      return { url: `${base}/Plone`, pid: child.pid ?? 0, startSeconds, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const logs = [outputFile, instance.eventLog].filter(existsSync).map((file) => tail(readFileSync(file, 'utf8'), 30));
  throw new Error(`Plone did not start on ${base} within ${READY_TIMEOUT_MS / 1000}s:\n${logs.join('\n')}`);
}
