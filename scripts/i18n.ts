// `npm run i18n`: extracts the messages from src/ and brings locales/ up to date, as Volto add-ons do: visitors'
// messages in volto.po, editors' in socialmedia-editor.po, the Share block's in socialmedia-share.po
// (scripts/i18n/catalogueDomains.ts decides), the editors' messages as the modules the editor chunks load
// (src/editing/locales/), and the Share block's as the module its chunk carries (src/components/locales/).
import { join } from 'node:path';
import { extractMessages } from './i18n/extractMessages';
import { DOMAINS, domainOf } from './i18n/catalogueDomains';
import { LANGUAGES, syncCatalogues } from './i18n/catalogues';
import { writeEditorModules } from './i18n/editorModules';
import { writeShareModule } from './i18n/shareModule';

async function main(): Promise<void> {
  const root = join(import.meta.dirname, '..');
  const messages = extractMessages(join(root, 'src'));
  syncCatalogues(join(root, 'locales'), messages);
  await writeEditorModules(join(root, 'locales'), join(root, 'src', 'editing', 'locales'));
  await writeShareModule(join(root, 'locales'), root);
  const counts = DOMAINS.map((domain) => `${messages.filter((m) => domainOf(m) === domain).length} in ${domain}.po`);
  console.log(
    `${messages.length} messages (${counts.join(', ')}); catalogues written for ${Object.keys(LANGUAGES).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
