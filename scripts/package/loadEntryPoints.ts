// Loads each entry point of the installed package in plain Node, once with `import` and once with `require`, each in
// a Node process of its own run in the user's project, so one broken entry cannot hide another.
import { relative } from 'node:path';
import { runCommand, tail } from '../lib/runCommand';

export type LoadMode = 'import' | 'require';

export interface EntryLoad {
  specifier: string;
  mode: LoadMode;
  /** The file Node loaded, relative to the project (it must be the package's dist/, never its src/). */
  file: string | null;
  exportNames: string[];
  error: string | null;
}

const LOADERS: Record<LoadMode, { args: string[]; code: string }> = {
  import: {
    args: ['--input-type=module'],
    code: [
      "import { fileURLToPath } from 'node:url';",
      'const specifier = process.argv[1];',
      'const file = fileURLToPath(import.meta.resolve(specifier));',
      'const loaded = await import(specifier);',
      'console.log(JSON.stringify({ file, exportNames: Object.keys(loaded) }));',
    ].join('\n'),
  },
  require: {
    args: [],
    code: [
      'const specifier = process.argv[1];',
      'const file = require.resolve(specifier);',
      'const loaded = require(specifier);',
      'console.log(JSON.stringify({ file, exportNames: Object.keys(loaded) }));',
    ].join('\n'),
  },
};

/** Loads `specifier` in plain Node from `projectDir` the way `mode` says; never throws, the error is in the result. */
export async function loadEntryPoint(projectDir: string, specifier: string, mode: LoadMode): Promise<EntryLoad> {
  const loader = LOADERS[mode];
  const run = await runCommand(process.execPath, [...loader.args, '-e', loader.code, specifier], {
    cwd: projectDir,
    env: { ...process.env, NODE_OPTIONS: '' },
    reject: false,
  });
  const report = run.output.split('\n').find((line) => line.startsWith('{"file"'));
  if (run.code !== 0 || !report) {
    return { specifier, mode, file: null, exportNames: [], error: tail(run.output, 8) || `exit code ${run.code}` };
  }
  const { file, exportNames } = JSON.parse(report) as { file: string; exportNames: string[] };
  const fromProject = relative(projectDir, file);
  const error = !/node_modules\/.+\/dist\//.test(fromProject)
    ? `loaded ${fromProject}, not a built file of dist/`
    : exportNames.length === 0
      ? 'loaded, but exports nothing'
      : null;
  return { specifier, mode, file: fromProject, exportNames, error };
}

/** Every specifier with both `import` and `require`, printing one line per load; returns the loads. */
export async function loadEveryEntryPoint(
  projectDir: string,
  specifiers: readonly string[],
  print: (line: string) => void,
): Promise<EntryLoad[]> {
  const loads: EntryLoad[] = [];
  for (const specifier of specifiers) {
    for (const mode of ['import', 'require'] as const) {
      const load = await loadEntryPoint(projectDir, specifier, mode);
      loads.push(load);
      const where = load.file?.replace(/^.*node_modules\//, '') ?? '';
      print(
        load.error
          ? `  FAIL ${mode.padEnd(7)} ${specifier}: ${load.error.replace(/\n/g, '\n       ')}`
          : `  ok   ${mode.padEnd(7)} ${specifier.padEnd(40)} ${where} (${load.exportNames.length} exports)`,
      );
    }
  }
  return loads;
}
