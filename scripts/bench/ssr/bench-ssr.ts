// `npm run bench:ssr`: what the add-on costs the page a visitor gets. Builds (or reuses) Volto's production build
// without and with the add-on, serves both against the mock's demo site, and prints per page the HTML bytes and
// the serialized state (`window.__data`, per key) the add-on adds, then the server's throughput, latency and CPU
// per page with and without it (concurrent clients on loopback, warm-up, alternating bounded rounds), and where
// the server's render time goes in our package (a `node --cpu-prof` profile of the add-on build under the same
// load). Writes the numbers and the method into `docs/volto-sizes.md` (its own section) and the profile into
// `docs/ssr-profile.md`.
// Options: --rounds=80 --seconds=1 (per round and variant: short rounds, so that the machine's drift falls on both
// variants alike) --pairs=8 (of server processes, the rounds spread over them; the throughput goal's interval is over
// the pairs) --clients=4 --warmup=4 (seconds, for each process) --profile-seconds=15
// --reuse-build (take the kept builds as they are) --build-only --no-profile --no-docs
// --profile-label=latest (the section of docs/ssr-profile.md to write: `before` and `after` an optimisation)
// --breakdown (only the pages' weight and where the added gzip bytes go, see htmlBreakdown.ts: no load, no docs;
// every run keeps the pages' HTML in `<cache>/bench-ssr-pages/<variant>/`; with --kept-pages, the breakdown of the
// pages the last run kept, with no build and no server)
// Environment: SOCIALMEDIA_VOLTO_CACHE (the Volto harness's cache), VOLTO_VERSIONS (default 18).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cliOptions } from '../../lib/cliOptions';
import { readSettings } from '../../volto/settings';
import { prepareVoltoProject } from '../../volto/voltoProject';
import { compareBuilds, keptPages } from './compare';
import { PAGES } from './pages';
import { renderMarkdown, renderProfiles, renderWeights, type BenchResult } from './report';
import { profileServer } from './serverProfile';
import { firstLoadStylesheets } from './stylesheets';
import { writeProfileSection, writeSizesSection } from './ssrDocs';
import { prepareBuilds } from './variants';

/** The demo pages: the site root, a page, a person with links of their own, a subsite's page, a news item. */

const log = (line: string) => console.log(`[bench:ssr] ${line}`);

export interface BenchOptions {
  rounds: number;
  pairs: number;
  seconds: number;
  clients: number;
  warmupSeconds: number;
  profileSeconds: number;
  profileLabel: string;
  reuseBuild: boolean;
  buildOnly: boolean;
  profile: boolean;
  docs: boolean;
  breakdown: boolean;
  keptPages: boolean;
}

/** Reads the options from the command line. */
export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { value, number, flag } = cliOptions(argv);
  return {
    rounds: number('rounds', 80),
    pairs: number('pairs', 8),
    seconds: number('seconds', 1),
    clients: number('clients', 4),
    warmupSeconds: number('warmup', 4),
    profileSeconds: number('profile-seconds', 15),
    profileLabel: value('profile-label') ?? 'latest',
    reuseBuild: flag('reuse-build'),
    buildOnly: flag('build-only'),
    profile: !flag('no-profile'),
    docs: !flag('no-docs'),
    breakdown: flag('breakdown') || flag('kept-pages'),
    keptPages: flag('kept-pages'),
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const settings = readSettings([]);
  const version = settings.voltoVersions[0]!;
  mkdirSync(settings.cacheDir, { recursive: true });
  const pagesDir = join(settings.cacheDir, 'bench-ssr-pages');
  if (options.keptPages) {
    console.log(renderWeights({ pages: keptPages(pagesDir, PAGES) }).join('\n'));
    return;
  }
  const project = await prepareVoltoProject(version, settings.cacheDir, log);
  const builds = await prepareBuilds(project, settings.cacheDir, options.reuseBuild, log);
  log(`builds: without the add-on ${builds.baseline.dir}, with it ${builds.addon.dir}`);
  if (builds.behaviorPrefix)
    log(`the add-on build asks for ${builds.behaviorPrefix}.socialmedia.*: the mock serves that prefix`);
  if (options.buildOnly) return;
  const measured = await compareBuilds(
    project,
    builds,
    { ...options, pages: PAGES, pagesDir, weightOnly: options.breakdown },
    log,
  );
  log(`kept the pages' HTML in ${pagesDir}`);
  const stylesheets = {
    without: firstLoadStylesheets(builds.baseline.dir),
    with: firstLoadStylesheets(builds.addon.dir),
  };
  if (options.breakdown) {
    console.log(`\n${renderWeights({ ...measured, stylesheets }).join('\n')}`);
    return;
  }
  const result: BenchResult = { ...measured, stylesheets, addonBuild: builds.addon.key, profiles: null };
  if (options.profile) {
    log(`profiling the server without and with the add-on, ${options.profileSeconds} s each`);
    const profile = (variant: 'with' | 'without') =>
      profileServer(
        project,
        (variant === 'with' ? builds.addon : builds.baseline).dir,
        builds.behaviorPrefix,
        variant,
        PAGES,
        options.clients,
        options.profileSeconds,
        options.warmupSeconds,
      );
    result.profiles = { without: await profile('without'), with: await profile('with') };
  }
  console.log(`\n${renderMarkdown(result).join('\n')}`);
  if (result.profiles) console.log(`\n${renderProfiles(result.profiles, 10).join('\n')}`);
  if (options.docs) {
    writeSizesSection(result);
    writeProfileSection(result, options.profileLabel);
    log(`wrote docs/volto-sizes.md${result.profiles ? ` and docs/ssr-profile.md (${options.profileLabel})` : ''}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
