// Commands the scripts run to completion (pip, zconsole, npm, razzle, apt-get): in their own process group, their
// output kept for the error message and written to a log file, timed, and stopped with the script.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { killGroup, trackChild } from './childProcesses';

export interface CommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** File that receives stdout and stderr as they come. */
  logFile?: string;
  /** Also print the output as it comes. */
  echo?: boolean;
  /** Milliseconds before the command (its whole group) is killed. */
  timeoutMs?: number;
  /** Measure the peak memory with `/usr/bin/time -v` when it is there. */
  measureMemory?: boolean;
  /** `false`: resolve with the exit code whatever it is; by default a non-zero exit rejects. */
  reject?: boolean;
}

export interface CommandResult {
  /** The exit code; 128 + n when a signal ended it. */
  code: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** Peak resident memory of the command and its children in MB, when measured. */
  peakRssMb: number | null;
  /** stdout and stderr interleaved (the last megabyte or two of a long output). */
  output: string;
}

/** Raised for a command that exited non-zero or timed out; the message ends with the tail of its output. */
export class CommandFailedError extends Error {
  constructor(
    message: string,
    readonly result: CommandResult,
  ) {
    super(message);
  }
}

const GNU_TIME = '/usr/bin/time';
const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/**
 * Runs a command to completion and resolves with its exit code, output and timing.
 * Rejects when it cannot be started, and (unless `reject: false`) when it exits non-zero or times out.
 */
export async function runCommand(
  command: string,
  args: string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  const measured = options.measureMemory === true && existsSync(GNU_TIME);
  const [file, argv] = measured ? [GNU_TIME, ['-v', command, ...args]] : [command, args];
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const started = Date.now();
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    log?.write(chunk);
    if (options.echo) process.stdout.write(chunk);
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        killGroup(child, 'SIGKILL');
      }, options.timeoutMs)
    : null;
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve(exitCode ?? 128 + (SIGNAL_NUMBERS[signal ?? ''] ?? 0)));
  }).finally(() => {
    if (timer) clearTimeout(timer);
  });
  await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  const result: CommandResult = {
    code,
    seconds: (Date.now() - started) / 1000,
    peakRssMb: rss ? Math.round(Number(rss[1]) / 1024) : null,
    output: measured ? withoutTimeReport(output) : output,
  };
  if ((code !== 0 || timedOut) && options.reject !== false) {
    const why = timedOut ? `timed out after ${options.timeoutMs! / 1000} s` : `failed (exit ${code})`;
    const where = options.logFile ? `; log: ${options.logFile}` : '';
    throw new CommandFailedError(
      `${command} ${args.join(' ')} ${why} after ${result.seconds.toFixed(0)} s${where}\n${failureTail(result.output)}`,
      result,
    );
  }
  return result;
}

/** The last `lines` lines of a text, for error messages. */
export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** The end of a failed command's output, without stack frames and npm's noise about its own configuration. */
function failureTail(output: string): string {
  const lines = output.split('\n').filter((line) => !/^\s+at /.test(line) && !/Unknown (env|user) config/.test(line));
  return tail(lines.join('\n'), 25);
}

/** The output without the resource report `/usr/bin/time -v` appends. */
function withoutTimeReport(output: string): string {
  const index = output.search(/(Command exited with non-zero status \d+\n)?\tCommand being timed:/);
  return index >= 0 ? output.slice(0, index) : output;
}
