// What the Volto harness works on: the Volto versions, the cache directory outside the repository, the ports
// and the backend, all overridable from the environment.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file is `scripts/volto/settings.ts`). */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** Our package's name, as the Volto project lists it in `dependencies` and `addons`. */
export const ADDON_NAME = '@example/volto-socialmedia';

/**
 * The Volto versions the harness knows to install from the registry our machines reach (the newest of each
 * major that resolves; 18.33.1 and 19.3.0 need `@plone/*` versions the registry lacks: see NEWEST_VOLTO_SOURCES).
 */
export const KNOWN_VOLTO_VERSIONS = { volto18: '18.33.0', volto19: '19.0.0-alpha.0' } as const;

/**
 * The newest release of each major, which cannot be built here but whose own npm package can be unpacked: a run that
 * tests a major also checks what we take from Volto's source against it (`voltoSources.ts`).
 */
export const NEWEST_VOLTO_SOURCES: Record<string, string> = { '18': '18.33.1', '19': '19.3.0' };

export interface HarnessSettings {
  /** Volto versions to test, in order (`VOLTO_VERSIONS`, comma-separated; default the newest 18). */
  voltoVersions: string[];
  /** Where throwaway projects, tarballs and logs live (`SOCIALMEDIA_VOLTO_CACHE`). */
  cacheDir: string;
  // The three ports are preferences: the harness listens on another free port when one is in use (the local end
  // of one of the machine's own loopback connections can hold it), through `preferredPort` where it starts each.
  /** Preferred port of Volto's SSR server. */
  voltoPort: number;
  /** Preferred port of the mock backend. */
  mockPort: number;
  /** Preferred port of the request-logging proxy in front of the backend. */
  proxyPort: number;
  /** A live Plone to test against as well (`SOCIALMEDIA_BACKEND_URL`, e.g. http://127.0.0.1:55080/Plone). */
  liveBackendUrl: string | null;
  liveUser: string;
  livePassword: string;
  /**
   * Vendor prefix of the behavior names (`SOCIALMEDIA_BEHAVIOR_PREFIX`); default `example`, or `plonegovbr` (the
   * reference backend's) when a live Plone is tested. The mock then serves the same prefix, so one build serves both.
   */
  behaviorPrefix: string | null;
  /** Also build Volto without the add-on and measure what it adds (`--baseline`, or when not cached yet). */
  forceBaseline: boolean;
  /** Skip the browser part (`--no-browser`). */
  browser: boolean;
  /** Start the Plone of `npm run test:plone` for this run and test against it too (`--with-plone`). */
  withPlone: boolean;
  /** Test the build already in the cache, without packing, installing or building (`--reuse-build`). */
  reuseBuild: boolean;
  /** Write the measured numbers into `docs/volto-sizes.md` (`--write-docs`). */
  writeDocs: boolean;
  /** Also install Volto 18 with the add-on in a cookieplone-shaped pnpm workspace and test it (off: `--no-pnpm`). */
  pnpm: boolean;
}

/** Reads the settings from the environment and the command line. */
export function readSettings(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): HarnessSettings {
  const cacheRoot = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const versions = (env.VOLTO_VERSIONS ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const aliases: Record<string, string> = { '18': KNOWN_VOLTO_VERSIONS.volto18, '19': KNOWN_VOLTO_VERSIONS.volto19 };
  return {
    voltoVersions: (versions.length ? versions : ['18']).map((v) => aliases[v] ?? v),
    cacheDir: env.SOCIALMEDIA_VOLTO_CACHE || join(cacheRoot, 'example-volto-socialmedia'),
    voltoPort: Number(env.VOLTO_PORT || 43000),
    mockPort: Number(env.MOCK_PORT || 43080),
    proxyPort: Number(env.PROXY_PORT || 43081),
    liveBackendUrl: env.SOCIALMEDIA_BACKEND_URL?.replace(/\/+$/, '') || null,
    liveUser: env.SOCIALMEDIA_BACKEND_USER || 'admin',
    livePassword: env.SOCIALMEDIA_BACKEND_PASSWORD || 'admin',
    behaviorPrefix:
      env.SOCIALMEDIA_BEHAVIOR_PREFIX ||
      (env.SOCIALMEDIA_BACKEND_URL || argv.includes('--with-plone') ? 'plonegovbr' : null),
    forceBaseline: argv.includes('--baseline'),
    browser: !argv.includes('--no-browser'),
    writeDocs: argv.includes('--write-docs'),
    reuseBuild: argv.includes('--reuse-build'),
    withPlone: argv.includes('--with-plone'),
    pnpm: !argv.includes('--no-pnpm'),
  };
}
