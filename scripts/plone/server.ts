// The Plone server of one run: `runwsgi` in its own process group on 127.0.0.1, stopped (the whole group)
// by `stop()`, and also when this process exits or is interrupted, whatever happens in between.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tail } from '../lib/runCommand';
import { startServer, waitForHttp } from '../lib/startServer';
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

/** Starts Plone and resolves once `GET /ok` answers 200; rejects (after stopping it) if it does not start. */
export async function startPlone(venv: PloneVenv, instance: PloneInstance, port: number): Promise<RunningPlone> {
  const started = Date.now();
  const outputFile = path.join(instance.dir, 'var', 'log', 'runwsgi.log');
  const server = startServer(venv.bin('runwsgi'), [instance.zopeIni], {
    logFile: outputFile,
    appendLog: true,
    stopGraceMs: STOP_GRACE_MS,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/ok`, { timeoutMs: READY_TIMEOUT_MS, server, requireOk: true });
  } catch (error) {
    await server.stop();
    const logs = [outputFile, instance.eventLog].filter(existsSync).map((file) => tail(readFileSync(file, 'utf8'), 30));
    throw new Error(`Plone did not start on ${base}: ${(error as Error).message.split('\n')[0]}\n${logs.join('\n')}`);
  }
  const startSeconds = (Date.now() - started) / 1000;
  log(`Plone listening on ${base} (pid ${server.child.pid}, ready in ${startSeconds.toFixed(1)}s)`);
  return { url: `${base}/Plone`, pid: server.child.pid ?? 0, startSeconds, stop: () => server.stop() };
}
