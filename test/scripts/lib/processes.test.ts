// The scripts' process helper: commands report how they failed, servers are stopped as a whole process group, and
// nothing a script started outlives it, however the script ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandFailedError, runCommand } from '../../../scripts/lib/runCommand';
import { startServer, waitForHttp } from '../../../scripts/lib/startServer';

const logDir = mkdtempSync(join(tmpdir(), 'process-helper-'));

/** True while some process of the group led by `group` is alive. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

describe('runCommand', () => {
  it('resolves with the output of a command that succeeds, and writes it to the log file', async () => {
    const logFile = join(logDir, 'ok.log');
    const result = await runCommand('sh', ['-c', 'echo out; echo err >&2'], { logFile });
    expect(result.code).toBe(0);
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
    expect(readFileSync(logFile, 'utf8')).toContain('out');
  });

  it('rejects a non-zero exit with the end of the output and the log file in the message', async () => {
    const logFile = join(logDir, 'failing.log');
    const failing = runCommand('sh', ['-c', 'echo the reason; exit 3'], { logFile });
    await expect(failing).rejects.toThrow(CommandFailedError);
    await expect(failing).rejects.toThrow(/failed \(exit 3\)[^\n]*failing\.log\nthe reason/);
  });

  it('resolves with the exit code when asked not to reject', async () => {
    const result = await runCommand('sh', ['-c', 'echo partial; exit 4'], { reject: false });
    expect(result).toMatchObject({ code: 4, output: 'partial\n' });
  });

  it('rejects a command that cannot be started', async () => {
    await expect(runCommand('no-such-command-here', [], { reject: false })).rejects.toThrow(/ENOENT/);
  });

  it('kills a command that runs past its time, with everything it started', async () => {
    const started = Date.now();
    const slow = runCommand('sh', ['-c', 'sleep 30 & sleep 30'], { timeoutMs: 300 });
    await expect(slow).rejects.toThrow(/timed out after 0.3 s/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports the peak memory when asked to measure it, and keeps the time report out of the output', async () => {
    const result = await runCommand('sh', ['-c', 'echo measured'], { measureMemory: true });
    expect(result.output).toBe('measured\n');
    if (result.peakRssMb !== null) expect(result.peakRssMb).toBeGreaterThanOrEqual(0);
  });
});

describe('startServer', () => {
  it('stops the whole process group, the server and what it started', async () => {
    const server = startServer('sh', ['-c', 'sleep 300 & sleep 300'], { logFile: join(logDir, 'group.log') });
    const group = server.child.pid!;
    expect(groupAlive(group)).toBe(true);
    await server.stop();
    await expect.poll(() => groupAlive(group), { timeout: 5_000 }).toBe(false);
  });

  it('waits until the server answers over HTTP', async () => {
    const http = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as { port: number };
    try {
      await expect(waitForHttp(`http://127.0.0.1:${port}/ok`, { timeoutMs: 5_000 })).resolves.toBeUndefined();
    } finally {
      http.close();
    }
  });

  it('stops waiting and shows the output when the server exits before it answers', async () => {
    const server = startServer('sh', ['-c', 'echo cannot bind; exit 1'], { logFile: join(logDir, 'exits.log') });
    const waiting = waitForHttp('http://127.0.0.1:9/never', { timeoutMs: 20_000, server });
    await expect(waiting).rejects.toThrow(/exited before answering[^]*cannot bind/);
  });
});

describe('a script that started a server', () => {
  it.each([
    ['dies of an uncaught error', 'throw', null],
    ['dies of an unhandled rejection', 'reject', null],
    ['receives SIGTERM', 'wait', 'SIGTERM'],
    ['receives SIGINT', 'wait', 'SIGINT'],
  ] as const)('leaves no process of the server behind when it %s', async (_case, ending, signal) => {
    const script = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'scriptWithAServer.ts'), ending],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => script.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 15_000 }).toMatch(/"group":\d+/);
    const { group } = JSON.parse(/\{.*\}/.exec(output)![0]) as { group: number };
    expect(groupAlive(group)).toBe(true);
    if (signal) script.kill(signal);
    const code = await exited;
    expect(code).not.toBe(0);
    await expect.poll(() => groupAlive(group), { timeout: 5_000 }).toBe(false);
  });
});
