// `npm run test:volto`: installs our package by name into a throwaway Volto project, builds it for production,
// renders demo pages server-side against our mock backend (and a live Plone when SOCIALMEDIA_BACKEND_URL is
// set), checks what a crawler gets, walks the editor's path in headless Chromium, and measures the bundle.
// Flags: --baseline (rebuild Volto without the add-on to measure what it adds), --no-browser, --write-docs,
// --reuse-build (test the build in the cache as it is: for working on the checks themselves), --with-plone
// (start the Plone of `npm run test:plone` and test against it as well), --docs-from-cache (write the docs and the
// README's table from the reports the last run left in the cache, without testing anything: e.g. after CI's run),
// --record-requests (with --with-plone: write what Volto asked Plone into test/scenarios/volto-requests/).
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { behaviorNames } from '../../src/contract/behaviors';
import { preferredPort } from '../lib/freePort';
import { readManifest } from '../package/paths';
import { installAddon, packAddon, voltoConfigSource, type PackedAddon } from './addonInstall';
import { startMockBackend, startPloneProxy, type ProxiedRequest, type RunningBackend } from './backends';
import { checkEditorFlow, ensureChromium } from './browserChecks';
import { measureBundle, type BundleReport } from './bundle';
import { CheckList } from './checks';
import { checkEditorLanguage } from './editorLanguageChecks';
import { startLivePlone, type StartedPlone } from './livePlone';
import { LIVE_FALLBACK_PAGE, LIVE_PAGES, LIVE_SHARE_PAGE, seedLiveSite } from './liveSite';
import { writeReadmeMeasurements } from './readmeMeasurements';
import { checkReferenceFollowUsBlock } from './referenceBlockChecks';
import { checkBlockDiffs } from './blockDiffChecks';
import { writeSizesDoc } from './sizesDoc';
import { checkRequestRecording } from './requestRecordingCheck';
import { ADDON_NAME, NEWEST_VOLTO_SOURCES, readSettings, type HarnessSettings } from './settings';
import { checkVoltoSources } from './voltoSources';
import { checkShareBlock } from './shareChecks';
import { SITE_SETTINGS_ADDON, writeSiteSettingsAddon } from './siteSettingsAddon';
import { checkFirstPanelRender } from './panelServerRenderChecks';
import { installedCopy, peerRangeProblems, peerRanges } from './peerRanges';
import {
  copiesSplitThePage,
  peerCopies,
  pnpmBaselineKey,
  PNPM_VERSION,
  POLICY_ADDON,
  preparePnpmWorkspace,
} from './pnpmWorkspace';
import { checkPage, renderPage, type PageCase, type PageRender } from './ssrChecks';
import { checkStructuredData } from './structuredDataChecks';
import { checkHeadTagsInBrowser } from './headTagChecks';
import { checkIconSprite } from './iconSpriteChecks';
import { checkListingLayout } from './listingLayoutChecks';
import { checkNavRootFallback, MOCK_FALLBACK } from './fallbackChecks';
import type { BuildReport, PnpmReport, VersionReport } from './versionReport';
import { addonBuildKey, buildVolto, lastBuild, startVolto, type BuildResult } from './voltoBuild';
import { prepareVoltoProject, readJson, type VoltoProject } from './voltoProject';

/** The most the add-on may add to the JavaScript every page loads first (gzip bytes; kB here are 1,000 bytes). */
const FIRST_LOAD_BUDGET = 10_000;

/** Demo pages of the mock: the site root, a page, a person with own links, a subsite, a page in a private folder. */
const MOCK_PAGES: PageCase[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/team/alice', ownLinks: true },
  { path: '/community/meetups' },
  { path: '/internal/handbook' },
  { path: '/social-media-launch' },
];

const log = (line: string) => console.log(`[volto] ${line}`);

async function main(): Promise<number> {
  const started = Date.now();
  const settings = readSettings();
  mkdirSync(settings.cacheDir, { recursive: true });
  if (process.argv.includes('--docs-from-cache')) return writeDocsFromCache(settings);
  const checks = new CheckList();
  const reports: VersionReport[] = [];
  if (settings.browser) await ensureChromium(settings.cacheDir, log);
  let plone: StartedPlone | null = null;
  if (settings.withPlone) {
    plone = await startLivePlone(settings.cacheDir, log);
    settings.liveBackendUrl = plone.url;
  }
  try {
    return await runVersions(settings, checks, reports, started);
  } finally {
    await plone?.stop();
  }
}

/** Rewrites docs/volto-sizes.md and the README's table from the cached reports of every version asked for. */
function writeDocsFromCache(settings: HarnessSettings): number {
  const reports = settings.voltoVersions.map(
    (version) => readJson(join(settings.cacheDir, `report-${version}.json`)) as VersionReport | null,
  );
  const missing = settings.voltoVersions.filter((_, index) => !reports[index]);
  if (missing.length) {
    console.error(`[volto] no report in ${settings.cacheDir} for Volto ${missing.join(', ')}: run test:volto first`);
    return 1;
  }
  const found = reports.filter((report): report is VersionReport => report !== null);
  writeSizesDoc(found, readJson(join(settings.cacheDir, 'last-cold-run.json')));
  writeReadmeMeasurements(found);
  log(`docs/volto-sizes.md and the README's measurements written from ${found.length} cached report(s)`);
  return 0;
}

async function runVersions(
  settings: HarnessSettings,
  checks: CheckList,
  reports: VersionReport[],
  started: number,
): Promise<number> {
  const packed = settings.reuseBuild ? null : await packAddon(settings.cacheDir, log);
  if (packed)
    checks.check(
      'npm pack runs the library build (prepack)',
      packed.prepackError === null,
      packed.prepackError ?? undefined,
    );
  for (const version of settings.voltoVersions) {
    const scoped = checks.scoped(`Volto ${version}`);
    const before = checks.results.length;
    const report = await testVersion(version, settings, packed, scoped).catch((error: unknown) => {
      scoped.check(
        'the harness ran to its end',
        false,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      return null;
    });
    const mine = checks.results.slice(before);
    if (report) {
      report.checks = { passed: mine.filter((r) => r.ok).length, failed: mine.filter((r) => !r.ok).length };
      reports.push(report);
      writeFileSync(join(settings.cacheDir, `report-${version}.json`), JSON.stringify(report, null, 2));
    }
  }
  const majors = new Set(settings.voltoVersions.map((version) => version.split('.')[0]!));
  for (const version of [...majors].map((major) => NEWEST_VOLTO_SOURCES[major]).filter((v) => v !== undefined)) {
    const scoped = checks.scoped(`Volto ${version}, its source`);
    await scoped.step('its npm package unpacks', () => checkVoltoSources(scoped, version, settings.cacheDir));
  }
  const totalSeconds = (Date.now() - started) / 1000;
  const coldRunFile = join(settings.cacheDir, 'last-cold-run.json');
  if (
    reports.length &&
    reports.every(
      (report) => report.voltoInstalledNow && !report.baseline?.build.reused && report.addon?.build.reused === false,
    )
  ) {
    writeFileSync(
      coldRunFile,
      JSON.stringify({
        seconds: totalSeconds,
        date: new Date().toISOString(),
        versions: reports.map((r) => r.version),
      }),
    );
  }
  if (settings.writeDocs && reports.length) {
    writeSizesDoc(reports, readJson(coldRunFile));
    writeReadmeMeasurements(reports);
  }
  console.log(`\n[volto] total ${totalSeconds.toFixed(0)} s`);
  for (const failure of checks.failed) console.log(`FAILED: ${failure.name}`);
  console.log(checks.summary());
  return checks.failed.length === 0 ? 0 : 1;
}

async function testVersion(
  version: string,
  settings: HarnessSettings,
  packed: PackedAddon | null,
  checks: CheckList,
): Promise<VersionReport> {
  const project = await prepareVoltoProject(version, settings.cacheDir, log);
  const stamp = readJson(join(project.workDir, 'installed.json'));
  const report: VersionReport = {
    version,
    node: process.version,
    voltoInstallSeconds: project.installSeconds ?? stamp?.seconds ?? null,
    voltoInstalledNow: project.installSeconds !== null,
    addonInstallSeconds: null,
    packSeconds: packed?.seconds ?? null,
    baseline: null,
    addon: null,
    checks: { passed: 0, failed: 0 },
  };
  const prefix = settings.behaviorPrefix;
  const settingsBehavior = behaviorNames(prefix ?? undefined).settings;

  // Another behavior prefix is set by the site's own little add-on (as a real project does): the baseline has it
  // too, so that the first-load budget measures our package alone.
  const extra: Record<string, string> = {};
  const siteAddons: string[] = [];
  if (prefix && prefix !== 'example') {
    extra[SITE_SETTINGS_ADDON] = writeSiteSettingsAddon(project.root, prefix);
    siteAddons.push(SITE_SETTINGS_ADDON);
  }

  // Without the add-on: what Volto itself loads and asks the backend, kept per version (and site add-on) in the cache.
  const baselineFile = join(project.workDir, siteAddons.length ? `baseline-${prefix}.json` : 'baseline.json');
  const cachedBaseline = settings.forceBaseline ? null : (readJson(baselineFile) as BuildReport | null);
  if (cachedBaseline) {
    log(`Volto ${version}: baseline numbers from ${baselineFile}`);
    report.baseline = cachedBaseline;
  } else if (settings.reuseBuild) {
    throw new Error(`--reuse-build needs the baseline numbers in ${baselineFile}`);
  } else {
    if (siteAddons.length && packed) report.addonInstallSeconds = await installAddon(project, packed, extra, log);
    const baselineConfig = voltoConfigSource(siteAddons);
    const build = await buildVolto(project, 'baseline', baselineConfig, `baseline-${Date.now()}`, log);
    const requests = await withServers(project, settings, prefix, async (volto, backend) => {
      const rendered: Record<string, string[]> = {};
      for (const page of MOCK_PAGES) {
        const render = await checkPage(
          checks.scoped('without the add-on'),
          {
            voltoUrl: volto,
            backendUrl: backend.directUrl,
            settingsBehavior,
            requests: backend.requests,
            withAddon: false,
          },
          page,
        );
        rendered[page.path] = render.backendRequests;
      }
      return rendered;
    });
    report.baseline = { build, bundle: measureBundle(project.root), requests };
    writeFileSync(baselineFile, JSON.stringify(report.baseline, null, 2));
  }

  // With the add-on, installed from the tarball by name.
  const addons = [ADDON_NAME, ...siteAddons];
  let build: BuildResult = lastBuild(project) ?? { seconds: null, peakRssMb: null, reused: true };
  if (packed) {
    report.addonInstallSeconds = (await installAddon(project, packed, extra, log)) ?? report.addonInstallSeconds;
    build = await buildVolto(project, 'addon', voltoConfigSource(addons), addonBuildKey(packed.sha, prefix), log);
  }
  // Each peer as our installed package finds it (a copy npm nested under it counts, not only the project's).
  const ourPackage = realpathSync(join(project.root, 'node_modules', ...ADDON_NAME.split('/')));
  const peerProblems = peerRangeProblems(
    peerRanges(readManifest()),
    (name) => installedCopy(ourPackage, name)?.version ?? null,
  );
  checks.check(
    "what Volto installs is within our peer dependencies' ranges (no second React, router or dnd-kit)",
    peerProblems.length === 0,
    peerProblems.join('\n'),
  );
  const bundle = measureBundle(project.root);
  checks.check(
    'the build contains our package',
    bundle.addonFiles.length > 0,
    'no chunk has a module from the package',
  );

  const requests = await withServers(project, settings, prefix, async (volto, backend) => {
    await checkFirstPanelRender(checks.scoped('mock'), {
      voltoUrl: volto,
      backendUrl: backend.directUrl,
      user: 'admin',
      password: 'admin',
      panelPath: EDITOR_PATHS.panelPath,
    });
    const rendered: Record<string, string[]> = {};
    for (const page of MOCK_PAGES) {
      const render: PageRender = await checkPage(
        checks.scoped('mock'),
        {
          voltoUrl: volto,
          backendUrl: backend.directUrl,
          settingsBehavior,
          requests: backend.requests,
          withAddon: true,
        },
        page,
      );
      rendered[page.path] = render.backendRequests;
      const without = report.baseline?.requests[page.path];
      if (without) {
        checks.check(
          `mock: SSR ${page.path}: the add-on adds no backend request (${without.length} without, ${render.backendRequests.length} with)`,
          render.backendRequests.length === without.length,
          `without:\n${without.join('\n')}\nwith:\n${render.backendRequests.join('\n')}`,
        );
      }
    }
    await checkShareBlock(checks.scoped('mock'), {
      voltoUrl: volto,
      backendUrl: backend.directUrl,
      apiPath: backend.apiPath,
      bundle,
      browser: settings.browser,
    });
    await checkStructuredData(checks.scoped('mock'), volto, backend.directUrl, settingsBehavior, MOCK_PAGES);
    await checkReferenceFollowUsBlock(checks.scoped('mock'), {
      voltoUrl: volto,
      backendUrl: backend.directUrl,
      user: 'admin',
      password: 'admin',
      settingsBehavior,
    });
    await checkHeadTagsInBrowser(
      checks.scoped('mock'),
      bundle,
      { voltoUrl: volto, from: '/', to: '/about' },
      settings.browser,
    );
    await checkIconSprite(checks.scoped('mock'), {
      voltoUrl: volto,
      paths: ['/', '/social-media-launch'],
      browser: settings.browser,
    });
    // The mock serves the settings of a page in a private folder with it (its contract): no request more.
    await checkNavRootFallback(
      checks.scoped('mock'),
      { voltoUrl: volto, backendUrl: backend.directUrl, settingsBehavior, requests: backend.requests, withAddon: true },
      MOCK_FALLBACK,
      false,
    );
    // Loaded pages and the chunks a visitor gets: the editor chunk must not be among them.
    const editorInFirstLoad = bundle.chunks.filter((chunk) => chunk.editing && chunk.initial);
    checks.check(
      'no chunk with editing code is loaded on first load',
      editorInFirstLoad.length === 0,
      editorInFirstLoad.map((c) => c.file).join(', '),
    );
    if (report.baseline) checkFirstLoadBudget(checks, report.baseline.bundle, bundle);
    if (settings.browser) {
      await checkListingLayout(checks.scoped('mock'), { voltoUrl: volto, path: '/follow-us' });
      await checkBlockDiffs(checks.scoped('mock'), {
        voltoUrl: volto,
        backendUrl: backend.directUrl,
        user: 'admin',
        password: 'admin',
      });
      await checkEditing(checks.scoped('mock'), backend, {
        voltoUrl: volto,
        user: 'admin',
        password: 'admin',
        pages: MOCK_PAGES,
        artifactsDir: project.workDir,
      });
      await backend.reset();
    }
    await checkEditorLanguage(checks.scoped('mock'), project, backend, settings);
    return rendered;
  });
  report.addon = { build, bundle, requests };

  if (settings.pnpm && version.startsWith('18.')) {
    if (packed) report.pnpm = await testPnpmWorkspace(project, settings, packed, checks.scoped('pnpm workspace'));
    else log('--reuse-build: the pnpm workspace is not tested (it installs the packed tarball)');
  }

  if (settings.liveBackendUrl)
    await testLivePlone(
      project,
      settings,
      settings.liveBackendUrl,
      settingsBehavior,
      bundle,
      checks.scoped('live Plone'),
    );
  return report;
}

/** The first-load budget: what the build with the add-on loads first, over the same Volto built without it. */
function checkFirstLoadBudget(checks: CheckList, without: BundleReport, withAddon: BundleReport): void {
  const added = withAddon.initial.gzip - without.initial.gzip;
  checks.check(
    `the add-on adds at most ${FIRST_LOAD_BUDGET / 1000} kB gzip to the first load (adds ${(added / 1000).toFixed(2)} kB)`,
    added <= FIRST_LOAD_BUDGET,
    `first load: ${without.initial.gzip} B gzip without the add-on, ${withAddon.initial.gzip} B with it`,
  );
}

/**
 * Volto 18 as cookieplone lays out a site, installed with pnpm (see pnpmWorkspace.ts): our package gets Volto's own
 * copy of each peer that would split the page, the site builds within the first-load budget, and its pages, its
 * panel and the editor's paths work as in the npm project.
 */
async function testPnpmWorkspace(
  npmProject: VoltoProject,
  settings: HarnessSettings,
  packed: PackedAddon,
  checks: CheckList,
): Promise<PnpmReport> {
  const prefix = settings.behaviorPrefix;
  const workspace = await preparePnpmWorkspace(npmProject, packed, prefix, log);
  const copies = peerCopies(workspace);
  const missing = copies.filter((peer) => !peer.optional && !peer.ours);
  checks.check(
    'pnpm links every required peer dependency into our package',
    missing.length === 0,
    missing.map((peer) => peer.name).join(', '),
  );
  const split = copies.filter(copiesSplitThePage);
  checks.check(
    "our package gets Volto's own copy of React, react-dom, react-intl, the router, loadable and dnd-kit",
    split.length === 0,
    split.map((peer) => `${peer.name}: ours ${peer.ours?.dir}, Volto's ${peer.volto?.dir}`).join('\n'),
  );
  const secondCopies = copies.filter((peer) => peer.ours && peer.volto && peer.ours.dir !== peer.volto.dir);
  for (const peer of secondCopies)
    log(`pnpm workspace: our package has its own ${peer.name} ${peer.ours?.version} beside Volto's`);

  const baselineBuild = await buildVolto(
    workspace,
    'pnpm-baseline',
    voltoConfigSource([]),
    pnpmBaselineKey(workspace.version),
    log,
  );
  const baseline = measureBundle(workspace.root);
  const build = await buildVolto(
    workspace,
    'pnpm-addon',
    voltoConfigSource([POLICY_ADDON]),
    `pnpm-addon-${packed.sha}-${prefix ?? ''}`,
    log,
  );
  const bundle = measureBundle(workspace.root);
  checks.check('the build contains our package', bundle.addonFiles.length > 0, 'no chunk has a module from it');
  checkFirstLoadBudget(checks, baseline, bundle);

  const settingsBehavior = behaviorNames(prefix ?? undefined).settings;
  await withServers(workspace, settings, prefix, async (volto, backend) => {
    await checkFirstPanelRender(checks, {
      voltoUrl: volto,
      backendUrl: backend.directUrl,
      user: 'admin',
      password: 'admin',
      panelPath: EDITOR_PATHS.panelPath,
    });
    const context = { voltoUrl: volto, backendUrl: backend.directUrl, settingsBehavior, requests: backend.requests };
    for (const page of MOCK_PAGES) await checkPage(checks, { ...context, withAddon: true }, page);
    if (settings.browser) {
      await checkEditing(checks, backend, {
        voltoUrl: volto,
        user: 'admin',
        password: 'admin',
        pages: MOCK_PAGES,
        artifactsDir: workspace.workDir,
        docsScreenshots: false,
      });
    }
  });
  return {
    pnpm: PNPM_VERSION,
    installSeconds: workspace.installSeconds,
    baseline: { build: baselineBuild, bundle: baseline },
    addon: { build, bundle },
    secondCopies: secondCopies.map((peer) => `${peer.name} ${peer.ours?.version}`),
  };
}

/** The same page checks and editor paths against a live Plone, through a proxy that logs and answers CORS. */
async function testLivePlone(
  project: VoltoProject,
  settings: HarnessSettings,
  liveUrl: string,
  settingsBehavior: string,
  bundle: BundleReport,
  live: CheckList,
): Promise<void> {
  await live.step('seeding the live site', () => seedLiveSite(liveUrl, settings.liveUser, settings.livePassword));
  const asked: ProxiedRequest[] = [];
  const proxy = await startPloneProxy(await preferredPort(settings.proxyPort), liveUrl, (request) =>
    asked.push(request),
  );
  try {
    const { url, server } = await startVolto(project, await preferredPort(settings.voltoPort), proxy.apiPath, 'live');
    try {
      await checkFirstPanelRender(live, {
        voltoUrl: url,
        backendUrl: liveUrl,
        user: settings.liveUser,
        password: settings.livePassword,
        panelPath: EDITOR_PATHS.panelPath,
      });
      for (const page of LIVE_PAGES) {
        await live.step(`SSR ${page.path}`, async () => {
          await checkPage(
            live,
            { voltoUrl: url, backendUrl: liveUrl, settingsBehavior, requests: proxy.requests, withAddon: true },
            page,
          );
        });
      }
      // The seeded page with the Share block, as on the mock: its links carry Volto's public URL, never Plone's.
      await checkShareBlock(live, {
        voltoUrl: url,
        backendUrl: liveUrl,
        apiPath: proxy.apiPath,
        bundle,
        browser: settings.browser,
      });
      await checkIconSprite(live, { voltoUrl: url, paths: ['/', LIVE_SHARE_PAGE], browser: settings.browser });
      const context = {
        voltoUrl: url,
        backendUrl: liveUrl,
        settingsBehavior,
        requests: proxy.requests,
        withAddon: true,
      };
      await checkStructuredData(live, url, liveUrl, settingsBehavior, LIVE_PAGES);
      // Plone leaves the settings out of a published page in a private folder: the navigation root's are shown.
      await checkNavRootFallback(live, context, LIVE_FALLBACK_PAGE, true);
      if (settings.browser) {
        await checkEditing(live, proxy, {
          voltoUrl: url,
          user: settings.liveUser,
          password: settings.livePassword,
          pages: LIVE_PAGES,
          artifactsDir: project.workDir,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await proxy.close();
  }
  await checkRequestRecording(live, project.version, settings.cacheDir, new URL(proxy.apiPath).pathname, asked, {
    record: process.argv.includes('--record-requests'),
    complete: settings.browser,
  });
}

/** The editor's paths: the mock's demo content and the seeded live site both have these pages. */
const EDITOR_PATHS = { pagePath: '/about', panelPath: '/controlpanel/social-media', personPath: '/team/alice' };

interface EditingRun {
  voltoUrl: string;
  user: string;
  password: string;
  /** The pages to open in view and edit mode. */
  pages: PageCase[];
  artifactsDir: string;
  /** See `EditorFlowOptions.docsScreenshots`. */
  docsScreenshots?: boolean;
}

/** Walks the editor's paths in Chromium, then checks that `backend` answered every request Volto sent meanwhile. */
async function checkEditing(checks: CheckList, backend: RunningBackend, run: EditingRun): Promise<void> {
  backend.requests.clear();
  await checkEditorFlow(checks, {
    voltoUrl: run.voltoUrl,
    backendApiPath: backend.apiPath,
    user: run.user,
    password: run.password,
    ...EDITOR_PATHS,
    visitPaths: run.pages.map((page) => page.path),
    artifactsDir: run.artifactsDir,
    docsScreenshots: run.docsScreenshots,
  });
  const failed = backend.requests.failures();
  const who = backend.kind === 'mock' ? 'the mock' : 'Plone';
  checks.check(
    `${who} answered every request of Volto (server and browser) while editing`,
    failed.length === 0,
    failed.join('\n'),
  );
}

/** Starts the mock and Volto's SSR server against it, runs `body`, and stops both whatever happens. */
async function withServers<T>(
  project: VoltoProject,
  settings: HarnessSettings,
  prefix: string | null,
  body: (voltoUrl: string, backend: RunningBackend) => Promise<T>,
): Promise<T> {
  const backend = await startMockBackend(await preferredPort(settings.mockPort), prefix);
  try {
    const { url, server } = await startVolto(project, await preferredPort(settings.voltoPort), backend.apiPath, 'mock');
    try {
      await renderPage(
        {
          voltoUrl: url,
          backendUrl: backend.directUrl,
          settingsBehavior: '',
          requests: backend.requests,
          withAddon: false,
        },
        '/',
      );
      return await body(url, backend);
    } finally {
      await server.stop();
    }
  } finally {
    await backend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
