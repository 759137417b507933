// Where a server's CPU time goes: reads a V8 `.cpuprofile` (written by `node --cpu-prof`), maps each sampled
// function of the webpack server bundle back to its source through the bundle's source map, and sums the self
// time per package, per source file and per function. Our package is everything under its `src/`.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ADDON_NAME } from '../../volto/settings';

/** Self time summed over the samples, in milliseconds. */
export interface ProfileSummary {
  /** All samples except the idle ones. */
  busyMs: number;
  /** Self time in our package's sources. */
  ownMs: number;
  /**
   * Time of the samples whose stack holds a function of ours: ours and what it calls, but not what an express
   * middleware of ours hands on to the rest of the server.
   */
  underOwnMs: number;
  /** Self time in the packages we depend on (valibot, @reduxjs/toolkit, @tabler/icons-react). */
  dependencyMs: number;
  byPackage: [string, number][];
  /** Our source files, most expensive first. */
  ownFiles: [string, number][];
  /** Our functions (`file:line name`), most expensive first. */
  ownFunctions: [string, number][];
}

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** When the profile began, in microseconds of the monotonic clock (`process.hrtime` reads the same one). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Our runtime dependencies, whose time the add-on brings in as well. */
const OUR_DEPENDENCIES = ['valibot', '@reduxjs/toolkit', '@tabler/icons-react', 'immer', 'reselect'];

/** A stretch of the monotonic clock in microseconds, as `process.hrtime.bigint() / 1000n` reads it. */
export interface ProfileWindow {
  fromMicros: number;
  toMicros: number;
}

/**
 * Summarises `profileFile`; frames of `bundleFile` are mapped through `bundleFile.map`. With a `window`, only the
 * samples taken within it count: the load, without the server's start-up, warm-up and exit.
 */
export function summariseProfile(
  profileFile: string,
  bundleFile: string,
  window: ProfileWindow = { fromMicros: -Infinity, toMicros: Infinity },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const map = new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
  const selfMs = new Map<number, number>();
  // timeDeltas[i] is the time from sample i-1 to sample i: it belongs to what ran at sample i-1.
  let sampledAt = profile.startTime + (profile.timeDeltas[0] ?? 0);
  for (let index = 1; index < profile.samples.length; index += 1) {
    const node = profile.samples[index - 1]!;
    if (sampledAt >= window.fromMicros && sampledAt < window.toMicros)
      selfMs.set(node, (selfMs.get(node) ?? 0) + profile.timeDeltas[index]! / 1000);
    sampledAt += profile.timeDeltas[index]!;
  }
  const byPackage = new Map<string, number>();
  const ownFiles = new Map<string, number>();
  const ownFunctions = new Map<string, number>();
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const sources = new Map(profile.nodes.map((node) => [node.id, sourceOf(node, bundleFile, map)]));
  const isOwn = (id: number) => sources.get(id)?.packageName === ADDON_NAME;
  // Whether a function of ours is on the stack. An express middleware of ours that hands the request on (it calls
  // express's `next`, which runs the rest of the server's handling, the page's render included) does not count.
  const underOwn = (id: number) => {
    for (let frame: number | undefined = id, child: number | undefined; frame !== undefined;) {
      if (isOwn(frame) && (child === undefined || sources.get(child)!.packageName !== 'express')) return true;
      child = frame;
      frame = parents.get(frame);
    }
    return false;
  };
  let busyMs = 0;
  let underOwnMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    busyMs += ms;
    const source = sources.get(node.id)!;
    add(byPackage, source.packageName, ms);
    if (underOwn(node.id)) underOwnMs += ms;
    if (source.packageName !== ADDON_NAME) continue;
    add(ownFiles, source.file, ms);
    add(ownFunctions, `${source.file}:${source.line} ${node.callFrame.functionName || '(anonymous)'}`, ms);
  }
  const sorted = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]);
  return {
    busyMs,
    ownMs: byPackage.get(ADDON_NAME) ?? 0,
    underOwnMs,
    dependencyMs: OUR_DEPENDENCIES.reduce((total, name) => total + (byPackage.get(name) ?? 0), 0),
    byPackage: sorted(byPackage),
    ownFiles: sorted(ownFiles),
    ownFunctions: sorted(ownFunctions),
  };
}

interface FrameSource {
  /** The npm package, `@plone/volto` for Volto's own sources, `(node)` or `(V8)` for the runtime. */
  packageName: string;
  /** For our package: the path under `src/`. */
  file: string;
  line: number;
}

function sourceOf(node: ProfileNode, bundleFile: string, map: SourceMap): FrameSource {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  if (!url) return { packageName: functionName.startsWith('(') ? functionName : '(V8)', file: '', line: 0 };
  if (url.startsWith('node:')) return { packageName: '(node)', file: url, line: lineNumber + 1 };
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (path !== bundleFile) return { packageName: packageOf(path), file: path, line: lineNumber + 1 };
  const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string; originalLine?: number };
  const original = entry.originalSource ?? '';
  return { packageName: packageOf(original), file: ownFile(original), line: (entry.originalLine ?? 0) + 1 };
}

/** `…/node_modules/@scope/name/…` gives `@scope/name`; a source outside node_modules is Volto's own. */
export function packageOf(source: string): string {
  const parts = source.split('/node_modules/');
  if (parts.length < 2) return source ? '@plone/volto' : '(unmapped)';
  const [first, second] = parts[parts.length - 1]!.split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

function ownFile(source: string): string {
  const marker = `/${ADDON_NAME}/`;
  const at = source.lastIndexOf(marker);
  return at >= 0 ? source.slice(at + marker.length) : source;
}

function add(totals: Map<string, number>, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}
