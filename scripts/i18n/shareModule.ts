// What the Share block's view chunk carries: the block's messages (`socialmedia-share.po`) in every language we ship,
// as one generated module in src/components/locales/. A page that shows the block loads its chunk before it
// hydrates, and the server renders it with the same module, so the block is translated server-side without its
// messages sitting in the intl state of every page (Volto serializes that into each page's HTML).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHARE_DOMAIN } from './catalogueDomains';
import { loadMessages } from './catalogues';
import { editorModuleLanguages, formatted } from './editorModules';

/** Where the module sits, from the repository's root. */
export const SHARE_MODULE = 'src/components/locales/shareCatalogues.ts';

/** Resolves to the text of the module, from the Share block's catalogues in `localesDir` (English: the defaults). */
export async function shareModule(localesDir: string): Promise<string> {
  const catalogues = Object.fromEntries(
    editorModuleLanguages().map((language) => {
      const messages = loadMessages(localesDir, language, [SHARE_DOMAIN]);
      return [language, Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)))];
    }),
  );
  const text = [
    '// Written by `npm run i18n` (scripts/i18n/shareModule.ts) from locales/<lang>/LC_MESSAGES/socialmedia-share.po:',
    '// do not edit. What the Share block says, in every language but English (the default messages), in its chunk.',
    '',
    '/** The Share block’s messages of each language, by its folder name in locales/ (`pt_BR`). */',
    `export const shareCatalogues: Record<string, Record<string, string>> = ${JSON.stringify(catalogues)};`,
  ].join('\n');
  return formatted(SHARE_MODULE, text);
}

/** Writes `shareModule(localesDir)` under `root` unless it is already up to date. */
export async function writeShareModule(localesDir: string, root: string): Promise<void> {
  const path = join(root, SHARE_MODULE);
  const text = await shareModule(localesDir);
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}
