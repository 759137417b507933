// What the editor chunks load at run time: the editors' catalogue of each language as a small module in
// src/editing/locales/, and the list of their loaders (one dynamic import each, so a bundler makes one chunk per
// language and an editor downloads only its own). English needs none: its messages are the default messages.
// TypeScript modules rather than JSON, formatted by Prettier as the rest of src/: a bundler maps them to their
// source like our other files, and every tool that follows our imports reads them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { EDITOR_DOMAIN } from './catalogueDomains';
import { LANGUAGES, loadMessages } from './catalogues';

/** The file that lists the loaders, next to the JSON modules. */
export const EDITOR_CATALOGUES_FILE = 'editorCatalogues.ts';

/** The languages that get a module: every shipped language but English, the source language. */
export function editorModuleLanguages(): string[] {
  return Object.keys(LANGUAGES)
    .filter((language) => language !== 'en')
    .sort();
}

/** The module of one language's messages, e.g. `pt_BR.ts`. */
const moduleFile = (language: string) => `${language}.ts`;
/** What names a module `npm run i18n` wrote, so that it may delete one of a language no longer shipped. */
const GENERATED = 'Written by `npm run i18n`';

/**
 * Resolves to the files of src/editing/locales/ that `npm run i18n` writes, file name -> text, from the editors'
 * catalogues in `localesDir` (English defaults where a translation is still empty).
 */
export async function editorModules(localesDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const languages = editorModuleLanguages();
  for (const language of languages) {
    const messages = loadMessages(localesDir, language, [EDITOR_DOMAIN]);
    const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
    const text = [
      `// ${GENERATED} (scripts/i18n/editorModules.ts) from locales/${language}/LC_MESSAGES/${EDITOR_DOMAIN}.po:`,
      `// do not edit. The editors' messages in ${LANGUAGES[language] ?? language}, a chunk of their own.`,
      `const messages: Record<string, string> = ${JSON.stringify(sorted)};`,
      'export default messages;',
    ].join('\n');
    files.set(moduleFile(language), await formatted(moduleFile(language), text));
  }
  files.set(EDITOR_CATALOGUES_FILE, await formatted(EDITOR_CATALOGUES_FILE, cataloguesModule(languages)));
  return files;
}

/** Writes `editorModules(localesDir)` into `dir` and removes the module of a language no longer shipped. */
export async function writeEditorModules(localesDir: string, dir: string): Promise<void> {
  const files = await editorModules(localesDir);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!files.has(name) && readFileSync(path, 'utf8').includes(GENERATED)) rmSync(path);
  }
  for (const [name, text] of files) {
    const path = join(dir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
}

/**
 * `text` as Prettier writes it with the repository's configuration for `file` (a name in src/editing/locales/, or
 * a path from the repository's root), so `format:check` passes on it.
 */
export async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(
    join(import.meta.dirname, '..', '..', ...(file.includes('/') ? [] : ['src', 'editing', 'locales']), file),
  );
  return prettier.format(text, { ...options, filepath: file });
}

function cataloguesModule(languages: string[]): string {
  return [
    `// ${GENERATED} (scripts/i18n/editorModules.ts) from the editors’ catalogues,`,
    `// locales/<lang>/LC_MESSAGES/${EDITOR_DOMAIN}.po: do not edit. One loader per language but English, each a`,
    '// chunk of its own.',
    '',
    '/** The editors’ messages of each language, by its folder name in locales/ (`pt_BR`). */',
    'export const editorCatalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {',
    ...languages.map((language) => `  ${language}: () => import('./${moduleFile(language).replace(/\.ts$/, '')}'),`),
    '};',
  ].join('\n');
}
