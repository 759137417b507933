// The children the scripts start, each the leader of its own process group: stopping one stops everything it
// started (npm's children, Zope's workers), and none outlives the script, whichever way the script ends
// (normal exit, an uncaught error, Ctrl-C, SIGTERM, a closed terminal).
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Signals that end a script; each stops the children, then exits with the shell's code for it (128 + n). */
const ENDING_SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

const running = new Set<ChildProcess>();
let hooked = false;

/**
 * Keeps `child` (spawned with `detached: true`) in the set that is killed when this process ends; it leaves the set
 * when it exits.
 */
export function trackChild(child: ChildProcess): void {
  running.add(child);
  child.on('exit', () => running.delete(child));
  if (!hooked) hookProcessEnd();
}

function hookProcessEnd(): void {
  hooked = true;
  // 'exit' also runs after an uncaught exception or an unhandled rejection: only synchronous work is possible here,
  // and `process.kill` is synchronous.
  process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
  for (const [signal, number] of Object.entries(ENDING_SIGNALS)) {
    process.on(signal, () => {
      running.forEach((child) => killGroup(child, 'SIGTERM'));
      process.exit(128 + number);
    });
  }
}

/** True while `child` has not exited. */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Sends `signal` to the process group `child` leads, even after it exited: what it started may still run. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops the group of `child`: SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) {
    killGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (stopped) return;
  killGroup(child, 'SIGKILL');
  await exited;
}
