// Progress lines of the Plone run, prefixed so they stand out between vitest's output, with timings.

const started = Date.now();

/** Prints one progress line with the seconds since the run started. */
export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[plone ${seconds}s] ${message}`);
}

/** Runs `step`, logs how long it took, and returns its result and the seconds it took. */
export async function timed<T>(label: string, step: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = Date.now();
  const value = await step();
  const seconds = (Date.now() - start) / 1000;
  log(`${label}: ${seconds.toFixed(1)}s`);
  return { value, seconds };
}
