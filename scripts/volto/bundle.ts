// Sizes of a Volto client build: which chunks a page loads first (webpack's entry point, from
// `build/loadable-stats.json`), which load lazily, each gzipped at level 9, and which source files (through
// the source maps razzle writes) fill them, so the bytes our package adds can be traced to modules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';

/** One JavaScript chunk of the client build. */
export interface ChunkReport {
  file: string;
  bytes: number;
  gzip: number;
  /** Part of the client entry point: every page loads it before anything else. */
  initial: boolean;
  /** Holds a module of our package, or is one of our named chunks. */
  addon: boolean;
  /** Holds a module of our package's `src/editing/` (widget, control panel). */
  editing: boolean;
  /** Minified bytes per npm package (or `volto` for Volto's own source), from the source map. */
  packages: Record<string, number>;
  /** Minified bytes per file of our package, from the source map. */
  addonFiles: Record<string, number>;
}

export interface BundleReport {
  chunks: ChunkReport[];
  initial: { files: number; bytes: number; gzip: number };
  lazy: { files: number; bytes: number; gzip: number };
  /** Minified bytes per npm package over the initial chunks. */
  initialPackages: Record<string, number>;
  /** Minified bytes per source file over the initial chunks: compared between two builds, what the add-on pulls in. */
  initialSources: Record<string, number>;
  /** Files of our package found in the build, with their minified bytes and where they are. */
  addonFiles: Array<{ file: string; bytes: number; chunk: string; initial: boolean }>;
}

const ADDON_PATH = /node_modules\/@example\/volto-socialmedia\/(.*)$/;

/** The parts of `loadable-stats.json` that name the files of webpack's `client` entry. */
export interface EntryStats {
  entrypoints?: { client?: { assets?: Array<string | { name: string }> } };
  namedChunkGroups?: { client?: { assets?: Array<string | { name: string }> } };
}

/** The files of the `client` entry (every page loads them first) whose names end with `extension`. */
export function clientEntryFiles(stats: EntryStats, extension: string): string[] {
  return (stats.entrypoints?.client?.assets ?? stats.namedChunkGroups?.client?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith(extension));
}

/** Reads `build/` of a Volto project after `razzle build`. */
export function measureBundle(projectRoot: string): BundleReport {
  const build = join(projectRoot, 'build');
  const stats = JSON.parse(readFileSync(join(build, 'loadable-stats.json'), 'utf8'));
  const publicDir = join(build, 'public');
  const initialFiles = new Set(clientEntryFiles(stats, '.js'));
  const allFiles = new Set<string>();
  for (const asset of stats.assets ?? [])
    if (typeof asset.name === 'string' && asset.name.endsWith('.js')) allFiles.add(asset.name);
  for (const file of initialFiles) allFiles.add(file);

  const chunks: ChunkReport[] = [];
  const initialSources: Record<string, number> = {};
  for (const file of [...allFiles].sort()) {
    const path = join(publicDir, file);
    if (!existsSync(path)) continue;
    const code = readFileSync(path);
    const sources = existsSync(`${path}.map`)
      ? bytesBySource(code.toString('utf8'), readFileSync(`${path}.map`, 'utf8'))
      : {};
    const packages: Record<string, number> = {};
    const addonFiles: Record<string, number> = {};
    for (const [source, bytes] of Object.entries(sources)) {
      const name = packageOf(source);
      packages[name] = (packages[name] ?? 0) + bytes;
      const own = ADDON_PATH.exec(source);
      if (own) addonFiles[own[1]!] = (addonFiles[own[1]!] ?? 0) + bytes;
    }
    if (initialFiles.has(file)) {
      for (const [source, bytes] of Object.entries(sources))
        initialSources[source] = (initialSources[source] ?? 0) + bytes;
    }
    const ownFiles = Object.keys(addonFiles);
    // Chunks without a map (webpack writes none for JSON-only chunks, the locale catalogues) are told by our
    // message ids, which minification keeps.
    const raw = existsSync(`${path}.map`) ? '' : code.toString('utf8');
    const text = raw.includes("JSON.parse('{") ? '' : raw;
    if (text.includes('"socialmedia.')) addonFiles['(no source map: has socialmedia.* strings)'] = code.length;
    chunks.push({
      file,
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      initial: initialFiles.has(file),
      // Our dynamic imports name their chunks `socialmedia-*` (the network icons hold only @tabler code).
      addon: Object.keys(addonFiles).length > 0 || /(^|\/)socialmedia-/.test(file),
      editing:
        ownFiles.some((own) => own.startsWith('src/editing/')) || /"socialmedia\.(widget|controlpanel)\./.test(text),
      packages,
      addonFiles,
    });
  }
  const sum = (list: ChunkReport[]) => ({
    files: list.length,
    bytes: list.reduce((total, chunk) => total + chunk.bytes, 0),
    gzip: list.reduce((total, chunk) => total + chunk.gzip, 0),
  });
  const initialPackages: Record<string, number> = {};
  for (const chunk of chunks.filter((c) => c.initial)) {
    for (const [name, bytes] of Object.entries(chunk.packages))
      initialPackages[name] = (initialPackages[name] ?? 0) + bytes;
  }
  const addonFiles = chunks.flatMap((chunk) =>
    Object.entries(chunk.addonFiles).map(([file, bytes]) => ({
      file,
      bytes,
      chunk: chunk.file,
      initial: chunk.initial,
    })),
  );
  return {
    chunks,
    initial: sum(chunks.filter((c) => c.initial)),
    lazy: sum(chunks.filter((c) => !c.initial)),
    initialPackages,
    initialSources,
    addonFiles: addonFiles.sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * Minified bytes per original source: each mapping owns the generated text up to the next mapping (`source-map` 0.6,
 * whose consumer is synchronous).
 */
function bytesBySource(code: string, map: string): Record<string, number> {
  const lines = code.split('\n');
  const result: Record<string, number> = {};
  const consumer = new SourceMapConsumer(JSON.parse(map));
  let previous: { line: number; column: number; source: string } | null = null;
  const close = (line: number, column: number) => {
    if (!previous) return;
    let bytes = 0;
    if (line === previous.line) bytes = column - previous.column;
    else {
      bytes = (lines[previous.line - 1]?.length ?? 0) - previous.column;
      for (let l = previous.line + 1; l < line; l += 1) bytes += lines[l - 1]?.length ?? 0;
      bytes += column;
    }
    result[previous.source] = (result[previous.source] ?? 0) + Math.max(0, bytes);
  };
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '[unmapped]' };
  });
  close(lines.length, lines[lines.length - 1]?.length ?? 0);
  return result;
}

/** The npm package a source path belongs to (the last `node_modules/` segment), `volto` for Volto's source. */
export function packageOf(source: string): string {
  const index = source.lastIndexOf('node_modules/');
  if (index < 0)
    return source.includes('@plone/volto') || source.startsWith('webpack://') ? 'volto (own source)' : source;
  const rest = source.slice(index + 'node_modules/'.length).split('/');
  const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  if (name === '@plone' && rest[1] === 'volto') return 'volto (own source)';
  return name;
}
