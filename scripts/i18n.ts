// `npm run i18n`: extracts the messages from src/ and brings locales/ up to date, as Volto add-ons do.
import { join } from 'node:path';
import { extractMessages } from './i18n/extractMessages';
import { LANGUAGES, syncCatalogues } from './i18n/catalogues';

const root = join(import.meta.dirname, '..');
const messages = extractMessages(join(root, 'src'));
syncCatalogues(join(root, 'locales'), messages);
console.log(`${messages.length} messages; catalogues written for ${Object.keys(LANGUAGES).join(', ')}`);
