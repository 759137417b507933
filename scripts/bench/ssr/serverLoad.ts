// Load on a Volto SSR server: concurrent clients on loopback fetch the pages in turn for a bounded time, each
// waiting for the whole answer before asking again. Counts the pages served, their latency, and the CPU time the
// server process spent meanwhile (from /proc), so that a busy machine shows as latency, not as a lower cost.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** What one bounded run of load measured. */
export interface LoadResult {
  pages: number;
  errors: number;
  seconds: number;
  /** Pages per second. */
  throughput: number;
  /** Milliseconds per page, sorted ascending. */
  latencies: number[];
  /** CPU milliseconds the server spent per page served (null where /proc is not there). */
  cpuMsPerPage: number | null;
}

/**
 * Runs `clients` concurrent clients against `voltoUrl` for `seconds`, each going through `paths` from its own
 * starting point. A page that does not answer 200 counts as an error, not as a page served.
 */
export async function loadServer(
  voltoUrl: string,
  serverPid: number | undefined,
  paths: string[],
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = serverPid ? processCpuMs(serverPid) : null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async (offset: number) => {
    for (let turn = offset; performance.now() < deadline; turn += 1) {
      const asked = performance.now();
      const status = await fetchPage(agent, `${voltoUrl}${paths[turn % paths.length]}`);
      if (status === 200) latencies.push(performance.now() - asked);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = serverPid ? processCpuMs(serverPid) : null;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    pages: latencies.length,
    errors,
    seconds: elapsed,
    throughput: latencies.length / elapsed,
    latencies,
    cpuMsPerPage:
      cpuBefore !== null && cpuAfter !== null && latencies.length ? (cpuAfter - cpuBefore) / latencies.length : null,
  };
}

/** GETs `url` and reads the whole body; resolves with the status, or 0 when the request failed. */
function fetchPage(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: 60_000 }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
  });
}

/** User and system CPU milliseconds of process `pid` so far (fields 14 and 15 of /proc/<pid>/stat), or null. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** `getconf CLK_TCK` is 100 on every Linux this runs on (x86-64 and arm64 alike). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The value at `share` (0..1) of an ascending list; 0 for an empty one. */
export function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}
