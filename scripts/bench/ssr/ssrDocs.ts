// Writes the benchmark's numbers into the docs, each between its own markers so that the other generators'
// parts of the same file stay as they are: a section of `docs/volto-sizes.md` (whose harness section
// `npm run test:volto -- --write-docs` writes), and a labelled profile (`before`, `after`) in `docs/ssr-profile.md`.
import { join } from 'node:path';
import { replaceSection } from '../../lib/docSection';
import { REPO_ROOT } from '../../volto/settings';
import { CONFIDENCE, renderMarkdown, renderProfiles, type BenchResult } from './report';

const SIZES_START = '<!-- ssr-bench:start (written by `npm run bench:ssr`) -->';
const SIZES_END = '<!-- ssr-bench:end -->';

/** Replaces (or appends) the benchmark's section of `docs/volto-sizes.md`. */
export function writeSizesSection(result: BenchResult): void {
  const method = [
    '## The page a visitor gets: HTML weight and server render',
    '',
    `Measured ${when(result)} UTC by \`npm run bench:ssr\` (\`scripts/bench/ssr/\`) on Volto ${result.voltoVersion}, ` +
      `Node ${result.node}, ${result.cpus} cores (load average ${result.loadAverage.toFixed(1)} when the rounds ` +
      "began, a minute's average that includes the benchmark's own build and servers); " +
      `add-on build \`${result.addonBuild}\` (the packed tarball).`,
    '',
    'How: the same Volto install is built for production twice, without the add-on and with it (the build of',
    "`test:volto` is reused when its tarball is the same; each variant's build is kept in `builds/<variant>/` of",
    'the project and served from there with `BUILD_DIR`). Both servers run at once against one mock backend',
    'serving the demo site. Each page is fetched once from each; its HTML is gzipped at level 9, and the state',
    'Volto serializes into it (`window.__data`) is parsed and measured per key as JSON. Then each server is warmed',
    'up and loaded in bounded rounds by concurrent clients on loopback (keep-alive, each client waiting for the',
    'whole page before asking for the next, the pages in turn); the variants take turns within a round and the',
    'order alternates between rounds, so that the drift of a shared machine falls on both. The rounds are spread',
    'over pairs of server processes started anew: one process can run a few percent faster or slower than another',
    'of the same build for its whole life, and no one pair should decide the ratio. The pairs are the',
    "run's independent samples (its rounds share their processes): the throughput goal is met when the",
    `${CONFIDENCE * 100} % Student's t interval of the pairs' mean ratio lies at or above the goal, not met when it lies`,
    'below, and not settled by the run when it holds the goal. The server CPU per page is the server',
    "process's user and system time (`/proc/<pid>/stat`) over the pages it served.",
    `Where the server's time goes is in [ssr-profile.md](ssr-profile.md).`,
    '',
  ];
  replaceSection(join(REPO_ROOT, 'docs', 'volto-sizes.md'), SIZES_START, SIZES_END, [
    ...method,
    ...renderMarkdown(result),
  ]);
}

/** Replaces (or appends) the profile labelled `label` in `docs/ssr-profile.md`. */
export function writeProfileSection(result: BenchResult, label: string): void {
  if (!result.profiles) return;
  const file = join(REPO_ROOT, 'docs', 'ssr-profile.md');
  const lines = [
    `## ${label}`,
    '',
    `Profiled ${when(result)} UTC: Volto ${result.voltoVersion} without and with the add-on, one after the other, ` +
      `Node ${result.node}, ${result.clients} clients; add-on build \`${result.addonBuild}\`.`,
    '',
    ...renderProfiles(result.profiles),
  ];
  replaceSection(file, `<!-- ssr-profile:${label}:start -->`, `<!-- ssr-profile:${label}:end -->`, lines, {
    newFile: PROFILE_INTRO,
  });
}

const PROFILE_INTRO = `# Where the server render's time goes

Written by \`npm run bench:ssr -- --profile-label=<label>\` (\`scripts/bench/ssr/serverProfile.ts\`): Volto's
production server, without and then with the add-on, runs under \`node --cpu-prof\` while the benchmark's clients
load the demo pages (a warm-up, then the bounded load), and exits on SIGTERM so that Node writes the profile.
Each sampled function of the server bundle is mapped back to its source through \`server.js.map\` and its self
time summed per npm package, per source file of ours and per function of ours. Only the samples of the bounded
load count, with the pages it served: not the server's start-up, its warm-up or its exit. The busy time is every
sample but the idle ones.
Much of what the add-on costs is spent outside its own functions (serializing a bigger state, formatting
messages, rendering its elements): the table by package, without and with, shows where. Sampling every
millisecond on a shared 2-core machine: small entries are noise.
`;

const when = (result: BenchResult) => result.date.slice(0, 16).replace('T', ' ');
