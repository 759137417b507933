// Measures what the add-on adds to the JavaScript a page loads first, and what each icon adds when a page
// shows it: bundles the view entry with esbuild (minified, code splitting, React and Redux external, as a
// Volto or React app provides them) and prints gzip sizes.
// Run: `npx tsx scripts/bench/size.ts [entry...] [--external=immer ...]` (default entry: the components);
// `--external` adds packages the host already ships (Volto ships immer with its slate editor).
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
  'react', 'react/*', 'react-dom', 'react-dom/*', 'react-intl', 'react-redux',
  '@plone/volto', '@plone/volto/*', 'react-router', 'react-router-dom', 'semantic-ui-react',
];
const args = process.argv.slice(2);
external.push(...args.filter((arg) => arg.startsWith('--external=')).map((arg) => arg.slice('--external='.length)));
const named = args.filter((arg) => !arg.startsWith('--'));
const entries = named.length > 0 ? named : ['src/components/index.ts'];

void (async () => {
  for (const entry of entries) await measure(entry);
})().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

async function measure(entry: string): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'socialmedia-size-'));
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      // webpack 5 (Volto) picks a package's `module` export condition before `browser`; do the same.
      conditions: ['module'],
      target: 'es2020',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external,
      outdir,
      metafile: true,
      logLevel: 'error',
    });
    report(entry, result.metafile, outdir);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function report(entry: string, metafile: Metafile, outdir: string): void {
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const entryOutput = outputs.find(([, output]) => output.entryPoint === entry)?.[0];
  if (!entryOutput) throw new Error(`No output for ${entry}`);

  // First load: the entry chunk and every chunk it imports statically, transitively.
  const firstLoad = new Set<string>();
  const visit = (path: string) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryOutput);

  const gzip = (path: string) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

  let firstRaw = 0;
  let firstGzip = 0;
  for (const path of firstLoad) {
    firstRaw += metafile.outputs[path]!.bytes;
    firstGzip += gzip(path);
  }
  console.log(`\n${entry}`);
  console.log(`  first load: ${kB(firstGzip)} gzip (${kB(firstRaw)} minified) in ${firstLoad.size} chunk(s)`);

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
  for (const row of rows) console.log(`    ${row.name.padEnd(28)} ${kB(row.gzip).padStart(10)} gzip ${kB(row.raw).padStart(10)} minified`);
  if (icons.length > 0) {
    const sizes = icons.map((row) => row.gzip);
    // What the icon chunks import that the first load does not hold (tabler's createReactComponent).
    const sharedPaths = new Set(
      onDemand
        .filter(([, output]) => iconName(Object.keys(output.inputs)) !== null)
        .flatMap(([, output]) => output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path))
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
