// Long-running servers the scripts start (Zope's runwsgi, Volto's SSR server): in their own process group, their
// output written to a log file and kept in memory, ready once they answer over HTTP, stopped with the script.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRunning, stopGroup, trackChild } from './childProcesses';
import { tail } from './runCommand';

export interface ServerOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** File that receives stdout and stderr (appended to with `appendLog`). */
  logFile: string;
  appendLog?: boolean;
  /** Milliseconds between SIGTERM and SIGKILL when it is stopped (default 2 s). */
  stopGraceMs?: number;
}

/** A server started by `startServer`. */
export interface ServerProcess {
  child: ChildProcess;
  /** The last 200 kB it printed. */
  output(): string;
  /** Stops the whole process group (SIGTERM, then SIGKILL after the grace time); resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts a long-running command in its own process group; it is killed when this process ends, if not before. */
export function startServer(command: string, args: string[], options: ServerOptions): ServerProcess {
  const log = createWriteStream(options.logFile, { flags: options.appendLog ? 'a' : 'w' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  // A command that cannot start is reported by `waitForHttp` (the child has exited), not as an uncaught error.
  child.on('error', (error) => collect(Buffer.from(`${error.message}\n`)));
  return {
    child,
    output: () => output,
    async stop() {
      await stopGroup(child, options.stopGraceMs ?? 2_000);
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}

export interface ReadinessOptions {
  timeoutMs: number;
  /** Stop waiting (and say why, with the end of its output) when this server exits first. */
  server?: ServerProcess;
  /** `true`: only a 2xx answer means ready; by default any HTTP answer does. */
  requireOk?: boolean;
}

/** Polls `url` until it answers; throws when the server exits first or nothing answers within the time. */
export async function waitForHttp(url: string, options: ReadinessOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.server && !isRunning(options.server.child)) {
      throw new Error(`the server exited before answering ${url}:\n${tail(options.server.output())}`);
    }
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' }).then(
      (response) => !options.requireOk || response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(250);
  }
  throw new Error(`no answer from ${url} within ${options.timeoutMs / 1000} s`);
}
