// `npm start` and `npm run mock` as a developer uses them: when the default ports are taken they come up on free
// ones and print those, and a stop signal ends them with nothing left listening, whether it reaches npm or the
// node process npm started.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface Case {
  script: string;
  /** The file the node process runs, to find it under npm. */
  entry: string;
  /** What the script prints once it serves, with the URLs in it. */
  ready: RegExp;
}

const START: Case = {
  script: 'start',
  entry: 'scripts/demo.ts',
  ready: /Mock Plone backend: (http:\/\/127\.0\.0\.1:\d+\/Plone)[^]*Open (http:\/\/127\.0\.0\.1:\d+\/)/,
};
const MOCK: Case = {
  script: 'mock',
  entry: 'scripts/mock.ts',
  ready: /serving the demo site at (http:\/\/127\.0\.0\.1:\d+\/Plone)/,
};

/** Holds `port` on 127.0.0.1 for the test; a port something else already holds is just as taken. */
async function occupy(port: number): Promise<Server | null> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** True when something accepts connections at `url`'s port. */
function listening(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
}

/** The pids of the processes started (directly or not) by `ancestor`, with their command lines. */
function descendants(ancestor: number): Array<{ pid: number; args: string }> {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }));
  const found: Array<{ pid: number; args: string }> = [];
  const visit = (parent: number) => {
    for (const row of table.filter((entry) => entry.ppid === parent)) {
      found.push(row);
      visit(row.pid);
    }
  };
  visit(ancestor);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `npm run <script>` until it prints its URLs; resolves with them, npm's process and the node process. */
async function startScript(testCase: Case) {
  const env = { ...process.env };
  for (const name of ['PORT', 'DEMO_PORT', 'DEMO_BACKEND_PORT']) delete env[name];
  const npm = spawn('npm', ['run', testCase.script], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  await expect.poll(() => output, { timeout: 45_000, interval: 200 }).toMatch(testCase.ready);
  const urls = testCase.ready.exec(output)!.slice(1);
  const node = descendants(npm.pid!).find((row) => row.args.startsWith('node') && row.args.includes(testCase.entry));
  expect(node, `no node process running ${testCase.entry} under npm`).toBeDefined();
  return { npm, exited, urls, node: node!.pid, output: () => output };
}

function killLeftovers(npm: ChildProcess | undefined): void {
  if (npm?.pid === undefined) return;
  try {
    process.kill(-npm.pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
}

describe.each([
  ['npm start', START, [8080, 5173]],
  ['npm run mock', MOCK, [8080]],
] as const)('%s', (_name, testCase, defaultPorts) => {
  let taken: Array<Server | null> = [];

  beforeAll(async () => {
    taken = await Promise.all(defaultPorts.map((port) => occupy(port)));
  });

  afterAll(async () => {
    await Promise.all(
      taken.map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))),
    );
  });

  it.each([
    ['SIGTERM to npm', 'npm', 'SIGTERM'],
    ['SIGINT to the node process', 'node', 'SIGINT'],
  ] as const)(
    'comes up on free ports when the defaults are taken, prints them, and stops on %s with nothing listening',
    async (_signal, target, signal) => {
      let run: Awaited<ReturnType<typeof startScript>> | undefined;
      try {
        run = await startScript(testCase);
        for (const url of run.urls) {
          expect(defaultPorts).not.toContain(Number(new URL(url).port));
          expect(await listening(url)).toBe(true);
        }
        expect(run.output()).toMatch(/Port 8080 is taken; using \d+\./);

        process.kill(target === 'npm' ? run.npm.pid! : run.node, signal);
        await run.exited;
        await expect.poll(() => alive(run!.node), { timeout: 10_000 }).toBe(false);
        for (const url of run.urls) expect(await listening(url)).toBe(false);
      } finally {
        killLeftovers(run?.npm);
      }
    },
    90_000,
  );
});
