// The README's size table is written from the harness's reports: each figure comes from the build it names.
import { renderReadmeMeasurements } from '../../../scripts/volto/readmeMeasurements';
import type { ChunkReport } from '../../../scripts/volto/bundle';
import type { BuildReport, VersionReport } from '../../../scripts/volto/versionReport';

function chunk(file: string, gzip: number, sources: string[], initial = false): ChunkReport {
  const addonFiles = Object.fromEntries(sources.map((source) => [source, 1000]));
  return { file, bytes: gzip * 3, gzip, initial, addon: true, editing: false, packages: {}, addonFiles } as ChunkReport;
}

function build(initialGzip: number, chunks: ChunkReport[], requests: Record<string, string[]>): BuildReport {
  return {
    build: { seconds: 150.4, peakRssMb: 2000, reused: false },
    bundle: {
      chunks,
      initial: { files: 1, bytes: initialGzip * 3, gzip: initialGzip },
      lazy: { files: 0, bytes: 0, gzip: 0 },
      initialPackages: {},
      initialSources: {},
      addonFiles: [],
    },
    requests,
  };
}

const widget = 'src/volto/editing/VoltoSocialLinksWidget.tsx';
const panel = 'src/volto/editing/VoltoSettingsForm.tsx';
const report: VersionReport = {
  version: '18.33.0',
  node: 'v20.20.2',
  voltoInstallSeconds: 200,
  voltoInstalledNow: false,
  addonInstallSeconds: 10,
  packSeconds: 20,
  checks: { passed: 142, failed: 0 },
  baseline: build(509_540, [], { '/': ['a', 'b', 'c'], '/about': ['a', 'b', 'c'] }),
  addon: build(
    519_442,
    [
      chunk('client.js', 519_442, ['src/index.ts'], true),
      chunk('6968.chunk.js', 10_732, [widget]),
      chunk('9537.chunk.js', 25_711, [widget, panel]),
      chunk('blockViews.chunk.js', 1_443, ['src/volto/FollowUsBlockVoltoView.tsx']),
      chunk('6896.chunk.js', 1_041, ['src/volto/FollowUsBlockEdit.tsx']),
    ],
    { '/': ['a', 'b', 'c'], '/about': ['a', 'b', 'c'] },
  ),
};

describe("the README's measurements", () => {
  const table = renderReadmeMeasurements([report]);

  it('gives what the add-on adds to the first load, in bytes and kB, with and without', () => {
    expect(table).toContain('| Volto 18.33.0 |');
    expect(table).toContain('**+9.9 kB** (9,902 bytes: 509.5 kB → 519.4 kB)');
  });

  it('tells the widget chunk from the control panel chunk that also holds the widget', () => {
    expect(table).toMatch(/\| the widget \(lazy, content edit forms\) \| 10\.7 kB gzip \|/);
    expect(table).toMatch(/\| the control panel \(lazy\) \| 25\.7 kB gzip \|/);
    expect(table).toMatch(/Follow Us block view and listing template .* \| 1\.4 kB gzip \|/);
  });

  it('says when the add-on asks the backend nothing more, and when it does', () => {
    expect(table).toContain('3 with the add-on and without, on each of 2 pages');
    const more = {
      ...report,
      addon: { ...report.addon!, requests: { '/': ['a', 'b', 'c', 'd'], '/about': ['a', 'b', 'c'] } },
    };
    expect(renderReadmeMeasurements([more])).toContain('more with the add-on');
  });
});
