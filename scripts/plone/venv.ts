// The Python virtual environment with Plone 6.2 and plonegovbr.socialmedia, installed from the lock file
// into the cache on first use and reused while the lock file (and the Python minor version) is unchanged.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from '../lib/runCommand';
import { log } from './log';
import { cacheRoot, contentHash, lockFile } from './paths';

export interface PloneVenv {
  dir: string;
  /** Absolute path of a console script of the venv (`runwsgi`, `zconsole`, ...). */
  bin(name: string): string;
  /** True when this run installed it (false: reused from the cache). */
  installed: boolean;
  installSeconds: number;
}

/** Raised when the package index cannot be reached: the run must fail and say so. */
export class PyPIUnreachableError extends Error {}

/** Pythons the lock file installs on (its compiled wheels exist for these); override with `PLONE_PYTHON`. */
const PYTHON_CANDIDATES = ['python3.11', 'python3.12', 'python3.10', 'python3.13', 'python3'];
const SUPPORTED = /^Python 3\.(10|11|12|13)\./;

async function findPython(): Promise<{ command: string; version: string }> {
  const candidates = process.env.PLONE_PYTHON ? [process.env.PLONE_PYTHON] : PYTHON_CANDIDATES;
  for (const command of candidates) {
    const result = await runCommand(command, ['--version'], { reject: false }).catch(() => null);
    const version = result?.output.trim() ?? '';
    if (result?.code === 0 && SUPPORTED.test(version)) return { command, version };
  }
  throw new Error(`No Python 3.10-3.13 found (tried ${candidates.join(', ')}); set PLONE_PYTHON to one.`);
}

/** The index pip will use (`PIP_INDEX_URL` or PyPI). */
function indexUrl(): string {
  return (process.env.PIP_INDEX_URL || 'https://pypi.org/simple').replace(/\/+$/, '');
}

/** Fails fast, with a clear message, when the package index does not answer. */
async function checkIndexReachable(): Promise<void> {
  const url = `${indexUrl()}/plone-restapi/`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000), headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await response.arrayBuffer();
  } catch (error) {
    throw new PyPIUnreachableError(
      `PyPI cannot be reached (${url}: ${(error as Error).message}). The Plone backend for the contract run ` +
        'is installed from PyPI on first use; without it the run cannot prove anything, so it fails.',
    );
  }
}

/** Returns the cached venv, installing it first when it is missing or incomplete. */
export async function ensureVenv(): Promise<PloneVenv> {
  const python = await findPython();
  const minor = python.version.replace(/^Python (\d+\.\d+).*$/s, '$1');
  const dir = path.join(cacheRoot(), `plone-${contentHash([lockFile], [minor])}`);
  const marker = path.join(dir, '.installed');
  const bin = (name: string) => path.join(dir, 'bin', name);
  if (existsSync(marker)) {
    log(`Plone venv: ${dir} (cached)`);
    return { dir, bin, installed: false, installSeconds: 0 };
  }

  log(`Plone venv: installing into ${dir} with ${python.version} from ${path.relative(process.cwd(), lockFile)}`);
  await checkIndexReachable();
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  const steps: Array<[string, string[]]> = [
    [python.command, ['-m', 'venv', dir]],
    // The lock pins pip itself; a current pip installs the ~250 wheels much faster than the bundled one.
    [bin('python'), ['-m', 'pip', 'install', '--quiet', '--no-deps', pinOf('pip')]],
    [bin('python'), ['-m', 'pip', 'install', '--quiet', '--no-deps', '--requirement', lockFile]],
    [bin('python'), ['-m', 'pip', 'check']],
  ];
  // Pins also apply to anything pip builds from source (setuptools 82+ has no pkg_resources).
  const env = { ...process.env, PIP_CONSTRAINT: lockFile, PIP_DISABLE_PIP_VERSION_CHECK: '1' };
  for (const [command, args] of steps) {
    const result = await runCommand(command, args, { env, reject: false });
    if (result.code !== 0) {
      const output = tail(result.output, 40);
      if (
        /Network is unreachable|Connection refused|Name or service not known|Temporary failure in name resolution|ConnectTimeout|ReadTimeout|Max retries exceeded|No matching distribution/i.test(
          output,
        )
      ) {
        throw new PyPIUnreachableError(`PyPI cannot be reached while installing Plone:\n${output}`);
      }
      throw new Error(`Installing Plone failed: ${command} ${args.join(' ')} exited ${result.code}\n${output}`);
    }
  }
  writeFileSync(marker, `${new Date().toISOString()} ${python.version}\n`);
  const installSeconds = (Date.now() - started) / 1000;
  log(`Plone venv installed in ${installSeconds.toFixed(0)}s`);
  return { dir, bin, installed: true, installSeconds };
}

/** The `name==version` line of the lock file for one package. */
function pinOf(name: string): string {
  const text = readFileSync(lockFile, 'utf8');
  const line = text.split('\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}==`));
  if (!line) throw new Error(`${name} is not pinned in ${lockFile}`);
  return line.trim();
}
