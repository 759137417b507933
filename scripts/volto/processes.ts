// Child processes for the Volto harness: commands that must succeed (timed, logged to a file) and servers
// that run in their own process group, so that stopping one also stops everything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** File that receives stdout and stderr; the last lines are shown when the command fails. */
  logFile: string;
  /** Milliseconds before the command is killed. */
  timeoutMs?: number;
}

export interface CommandResult {
  /** Wall-clock seconds. */
  seconds: number;
  /** Peak resident memory of the command and its children in MB, when `/usr/bin/time` is there to tell. */
  peakRssMb: number | null;
  output: string;
}

const GNU_TIME = '/usr/bin/time';

/** Every child started here that may still run: killed (with its group) when the harness exits or is stopped. */
const liveChildren = new Set<ChildProcess>();
let exitHooked = false;

function track(child: ChildProcess): void {
  liveChildren.add(child);
  child.on('close', () => liveChildren.delete(child));
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const running of liveChildren) killGroup(running, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const running of liveChildren) killGroup(running, 'SIGTERM');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** Runs a command to completion; throws with the tail of its output when it exits non-zero or times out. */
export async function runCommand(command: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  const timed = existsSync(GNU_TIME);
  const [file, argv] = timed ? [GNU_TIME, ['-v', command, ...args]] : [command, args];
  const log = createWriteStream(options.logFile);
  const started = Date.now();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const timer = options.timeoutMs ? setTimeout(() => killGroup(child, 'SIGKILL'), options.timeoutMs) : null;
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve(signal ? -1 : exitCode));
  });
  if (timer) clearTimeout(timer);
  await new Promise<void>((resolve) => log.end(resolve));
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) {
    const tail = withoutTimeReport(output)
      .split('\n')
      .filter((line) => !/^\s+at /.test(line) && !/Unknown (env|user) config "nodedir"/.test(line))
      .slice(-25)
      .join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${code}) after ${seconds.toFixed(0)} s; log: ${options.logFile}\n${tail}`);
  }
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  return { seconds, peakRssMb: rss ? Math.round(Number(rss[1]) / 1024) : null, output };
}

/** The output without the resource report `/usr/bin/time -v` appends. */
function withoutTimeReport(output: string): string {
  const index = output.search(/(Command exited with non-zero status \d+\n)?\tCommand being timed:/);
  return index >= 0 ? output.slice(0, index) : output;
}

/** A server started by `startServer`. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Stops the whole process group (SIGTERM, then SIGKILL after two seconds). */
  stop(): Promise<void>;
}

/** Starts a long-running command in its own process group, its output going to `logFile`. */
export function startServer(command: string, args: string[], options: CommandOptions): ServerProcess {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(2000).then(() => false)]);
        if (!stopped) killGroup(child, 'SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
      log.end();
    },
  };
}

/** Sends a signal to the process group of `child` (it was started detached, so it leads its own group). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Polls `url` until it answers with any HTTP status, or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, server?: ServerProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
      throw new Error(`server exited before answering ${url}:\n${server.output().split('\n').slice(-30).join('\n')}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}
