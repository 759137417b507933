// Measures what the add-on adds to the JavaScript a page loads first, and what each icon adds when a page
// shows it: bundles the view entry with esbuild (minified, code splitting, React and Redux external, as a
// Volto or React app provides them) and prints gzip sizes.
// Run: `npx tsx scripts/bench/size.ts [entry...] [--external=immer ...]` (default entry: the components);
// `--external` adds packages the host already ships (Volto ships immer with its slate editor). With several
// entries, each is measured alone, then all of them in one build, as a Volto build bundles the add-on's entry
// and its customizations together: that last figure, shared modules counted once, is what a page loads first.
import { build } from 'esbuild';
import type { Metafile } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
// What the host app already ships: React and react-redux for any app; Volto and its router for the Volto entry.
// Not `redux`: Redux Toolkit imports its own redux 5, which a Volto site (redux 4) does not have, and marking it
// external would also stop esbuild from tree-shaking Redux Toolkit (22 kB instead of 4 kB minified).
const external = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-intl',
  'react-redux',
  '@plone/volto',
  '@plone/volto/*',
  'react-router',
  'react-router-dom',
  'semantic-ui-react',
  // Volto's own lazy-loading library (its main bundle has it): what the block view and listing template load through.
  '@loadable/component',
  // The customizations' way to reach the component they shadow: Volto's own file, resolved by Volto's build.
  '@plone/volto-original/*',
];
const args = process.argv.slice(2);
external.push(...args.filter((arg) => arg.startsWith('--external=')).map((arg) => arg.slice('--external='.length)));
const named = args.filter((arg) => !arg.startsWith('--'));
const entries = named.length > 0 ? named : ['src/components/index.ts'];

void (async () => {
  for (const entry of entries) await measure([entry]);
  if (entries.length > 1) await measure(entries);
})().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

async function measure(measured: string[]): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'socialmedia-size-'));
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: measured,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      // webpack 5 (Volto) picks a package's `module` export condition before `browser`; do the same.
      conditions: ['module'],
      // What Volto's Babel makes of our source for its browserslist: `??`, `?.` and object spread are lowered.
      target: 'es2017',
      jsx: 'automatic',
      // What Volto's client build defines (its server-only branches, like the head-tag builder's, drop out).
      define: { 'process.env.NODE_ENV': '"production"', __SERVER__: 'false', __CLIENT__: 'true' },
      external,
      outdir,
      metafile: true,
      logLevel: 'error',
    });
    report(measured, result.metafile, outdir);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function report(measured: string[], metafile: Metafile, outdir: string): void {
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const entryOutputs = measured.map((entry) => {
    const output = outputs.find(([, candidate]) => candidate.entryPoint === entry)?.[0];
    if (!output) throw new Error(`No output for ${entry}`);
    return output;
  });

  // First load: the entry chunks and every chunk they import statically, transitively.
  const firstLoad = new Set<string>();
  const visit = (path: string) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  entryOutputs.forEach(visit);

  const gzip = (path: string) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

  let firstRaw = 0;
  let firstGzip = 0;
  for (const path of firstLoad) {
    firstRaw += metafile.outputs[path]!.bytes;
    firstGzip += gzip(path);
  }
  // esbuild cuts the first load into a chunk per set of entries sharing a module, each gzipped on its own here;
  // webpack puts all of it into Volto's main bundle, where it is compressed as one stream: closer to that figure.
  const asOneFile = gzipSync(Buffer.concat([...firstLoad].map((path) => readFileSync(join(root, path)))), {
    level: 9,
  }).length;
  console.log(`\n${measured.length > 1 ? `together: ${measured.join(' + ')}` : measured[0]}`);
  console.log(`  first load: ${kB(firstGzip)} gzip (${kB(firstRaw)} minified) in ${firstLoad.size} chunk(s)`);
  console.log(`              ${kB(asOneFile)} gzip as one file`);

  // What takes the room in the first load, by package (or by folder of our own source).
  const byOrigin = new Map<string, number>();
  for (const path of firstLoad) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[path]!.inputs)) {
      const origin = input.includes('node_modules/')
        ? input.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : input.split('/').slice(0, 2).join('/');
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytesInOutput);
    }
  }
  for (const [origin, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${origin.padEnd(28)} ${kB(bytes).padStart(10)} minified`);
  }

  // Loaded on demand: one chunk per icon, plus what the icons share (tabler's createReactComponent).
  const onDemand = outputs.filter(([path]) => !firstLoad.has(path));
  const rows = onDemand
    .map(([path, output]) => ({
      name: iconName(Object.keys(output.inputs)) ?? relative(outdir, join(root, path)),
      gzip: gzip(path),
      raw: output.bytes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const icons = rows.filter((row) => row.name.startsWith('Icon'));
  console.log(`  loaded on demand: ${rows.length} chunk(s)`);
  for (const row of rows)
    console.log(`    ${row.name.padEnd(28)} ${kB(row.gzip).padStart(10)} gzip ${kB(row.raw).padStart(10)} minified`);
  if (icons.length > 0) {
    const sizes = icons.map((row) => row.gzip);
    // What the icon chunks import that the first load does not hold (tabler's createReactComponent).
    const sharedPaths = new Set(
      onDemand
        .filter(([, output]) => iconName(Object.keys(output.inputs)) !== null)
        .flatMap(([, output]) =>
          output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
        )
        .filter((path) => !firstLoad.has(path)),
    );
    const shared = [...sharedPaths].reduce((sum, path) => sum + gzip(path), 0);
    console.log(
      `  icons: ${icons.length}, ${kB(Math.min(...sizes))}–${kB(Math.max(...sizes))} gzip each` +
        ` (+ ${kB(shared)} shared, once, with the first icon)`,
    );
  }
}

function iconName(inputs: string[]): string | null {
  if (inputs.length !== 1) return null;
  return inputs[0]!.match(/\/icons\/(Icon[A-Za-z0-9]+)\.mjs$/)?.[1] ?? null;
}
