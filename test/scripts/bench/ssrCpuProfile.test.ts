// Where bench:ssr says the server's time goes: a V8 CPU profile of a bundled server, mapped back through the
// bundle's source map to our package's files and functions, the packages we bring, and everything else.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { packageOf, summariseProfile } from '../../../scripts/bench/ssr/cpuProfile';

const dir = mkdtempSync(join(tmpdir(), 'ssr-profile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function source(path: string, text: string): string {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A server bundle like razzle's: Volto's code, our package and one of our dependencies, with a source map. */
function bundle(): string {
  source(
    'node_modules/@example/volto-socialmedia/src/components/SocialLinks.ts',
    'export function renderLinks(count: number): string {\n  return "x".repeat(count);\n}\n' +
      'export function spriteMiddleware(next: () => unknown): unknown {\n  return next();\n}\n',
  );
  source('node_modules/valibot/dist/index.js', 'export function parse(value) {\n  return value;\n}\n');
  const entry = source(
    'app/src/server.js',
    [
      "import { renderLinks, spriteMiddleware } from '../../node_modules/@example/volto-socialmedia/src/components/SocialLinks';",
      "import { parse } from '../../node_modules/valibot/dist/index.js';",
      'export function handle(request) {',
      '  return parse(renderLinks(request));',
      '}',
      'export function serve(next) {',
      '  return spriteMiddleware(next);',
      '}',
      '',
    ].join('\n'),
  );
  const outfile = join(dir, 'build', 'server.js');
  buildSync({ entryPoints: [entry], bundle: true, outfile, sourcemap: true, format: 'cjs', platform: 'node' });
  return outfile;
}

/** Where `function <name>` starts in the bundle, as V8 reports a function's position (0-based). */
function position(code: string, name: string): { lineNumber: number; columnNumber: number } {
  const lines = code.split('\n');
  const lineNumber = lines.findIndex((line) => line.includes(`function ${name}(`));
  return { lineNumber, columnNumber: lines[lineNumber]!.indexOf(`function ${name}(`) };
}

describe('the server profile', () => {
  const bundleFile = bundle();
  const code = readFileSync(bundleFile, 'utf8');
  const url = pathToFileURL(bundleFile).href;
  const frame = (functionName: string) => ({ functionName, url, ...position(code, functionName) });
  const runtime = (functionName: string) => ({ functionName, url: '', lineNumber: -1, columnNumber: -1 });
  const profile = {
    nodes: [
      { id: 1, callFrame: runtime('(root)'), children: [2, 3, 4, 5, 6] },
      { id: 2, callFrame: runtime('(idle)') },
      { id: 3, callFrame: frame('renderLinks'), children: [7] },
      { id: 4, callFrame: frame('parse') },
      { id: 5, callFrame: frame('handle') },
      { id: 6, callFrame: runtime('(garbage collector)') },
      { id: 7, callFrame: frame('parse') },
    ],
    // One millisecond between samples: each sample's node ran for the millisecond after it.
    startTime: 5_000_000,
    samples: [3, 3, 3, 4, 5, 2, 2, 6, 7, 1],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
  };
  const profileFile = join(dir, 'server.cpuprofile');
  writeFileSync(profileFile, JSON.stringify(profile));
  const summary = summariseProfile(profileFile, bundleFile);

  it('counts the time the server was busy, not the time it waited', () => {
    expect(summary.busyMs).toBeCloseTo(7);
  });

  it('puts the time of our functions on our package, by source file and function', () => {
    expect(summary.ownMs).toBeCloseTo(3);
    expect(summary.ownFiles).toEqual([['src/components/SocialLinks.ts', 3]]);
    expect(summary.ownFunctions).toEqual([['src/components/SocialLinks.ts:1 renderLinks', 3]]);
  });

  it('counts what our functions call as spent under them', () => {
    expect(summary.underOwnMs).toBeCloseTo(4);
  });

  it('keeps the packages we bring apart from ours and from Volto', () => {
    expect(summary.dependencyMs).toBeCloseTo(2);
    expect(Object.fromEntries(summary.byPackage)).toEqual({
      '@example/volto-socialmedia': 3,
      valibot: 2,
      '@plone/volto': 1,
      '(garbage collector)': 1,
    });
  });

  it('counts only the samples taken within a window of the clock, as the load without the start-up', () => {
    // The samples of the 4th to the 8th millisecond: parse, handle, idle twice, the garbage collector.
    const load = summariseProfile(profileFile, bundleFile, { fromMicros: 5_003_000, toMicros: 5_008_000 });
    expect(load.busyMs).toBeCloseTo(3);
    expect(load.ownMs).toBe(0);
    expect(Object.fromEntries(load.byPackage)).toEqual({ valibot: 1, '@plone/volto': 1, '(garbage collector)': 1 });
    const start = summariseProfile(profileFile, bundleFile, { fromMicros: 0, toMicros: 5_003_000 });
    expect(start.ownFunctions).toEqual([['src/components/SocialLinks.ts:1 renderLinks', 3]]);
  });

  it('does not count what a middleware of ours hands on to the rest of the server as spent under it', () => {
    // Express runs the rest of a request's handling (the page's render) from within the `next` a middleware calls.
    const express = {
      functionName: 'next',
      url: pathToFileURL(join(dir, 'node_modules/express/lib/router/index.js')).href,
      lineNumber: 0,
      columnNumber: 0,
    };
    const handedOn = {
      startTime: 0,
      nodes: [
        { id: 1, callFrame: runtime('(root)'), children: [2] },
        { id: 2, callFrame: frame('spriteMiddleware'), children: [3] },
        { id: 3, callFrame: express, children: [4] },
        { id: 4, callFrame: frame('handle'), children: [5] },
        { id: 5, callFrame: frame('renderLinks') },
      ],
      // Volto's handling 3 ms, our list in it 1 ms, the middleware itself 1 ms.
      samples: [4, 4, 4, 5, 2, 1],
      timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
    };
    const file = join(dir, 'handed-on.cpuprofile');
    writeFileSync(file, JSON.stringify(handedOn));
    const handled = summariseProfile(file, bundleFile);
    expect(handled.busyMs).toBeCloseTo(5);
    expect(handled.ownMs).toBeCloseTo(2);
    expect(handled.underOwnMs).toBeCloseTo(2);
    expect(Object.fromEntries(handled.byPackage)).toMatchObject({ '@plone/volto': 3 });
  });

  it('names the package of a file by its last node_modules folder', () => {
    expect(packageOf('/app/node_modules/react-dom/cjs/react-dom-server.node.production.min.js')).toBe('react-dom');
    expect(packageOf('webpack://app/./node_modules/a/node_modules/@scope/b/index.js')).toBe('@scope/b');
    expect(packageOf('webpack://app/./src/server.jsx')).toBe('@plone/volto');
  });
});
