// How a foreground script that serves until stopped (`npm start`, `npm run mock`) ends: on Ctrl-C, SIGTERM or a
// closed terminal, and also when its parent goes away. `npm start` runs the script under npm (and sometimes `sh`),
// and a signal may reach either one: whichever receives it, the servers close and nothing is left listening.
// Not for scripts that start children: those use childProcesses.ts, which also stops them on these signals.

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Calls `close` once, on the first ending signal or when the parent process exits, then exits this process:
 * 0 once `close` resolves, 1 when it rejects.
 */
export function closeOnShutdown(close: () => Promise<void>, describe: (reason: string) => void = () => {}): void {
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    describe(reason);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, () => shutdown(signal));
  // A parent killed outright (or a shell that dies on npm's SIGTERM without passing it on) leaves us re-parented.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('the parent process exited');
  }, 500).unref();
}
