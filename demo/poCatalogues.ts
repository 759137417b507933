// A Vite plugin that turns an imported gettext catalogue (`*.po`, Volto's format) into a module whose
// default export is a react-intl message map. Parsing happens in Node at build time, so the browser
// never ships a .po parser.
import { readFile } from 'node:fs/promises';
import gettextParser from 'gettext-parser';
import type { Plugin } from 'vite';

/** Message id -> translated text, as react-intl's `IntlProvider` takes it. */
export type MessageCatalogue = Record<string, string>;

/**
 * Returns the translations of a .po file's text; untranslated entries (empty `msgstr`) are left out so react-intl
 * falls back to the English default.
 */
export function catalogueFromPo(source: string | Buffer): MessageCatalogue {
  const parsed = gettextParser.po.parse(source);
  const messages: MessageCatalogue = {};
  for (const context of Object.values(parsed.translations)) {
    for (const [msgid, entry] of Object.entries(context)) {
      const text = entry.msgstr[0];
      if (msgid && text) messages[msgid] = text;
    }
  }
  return messages;
}

/** The plugin: `import messages from '.../volto.po'` gives a `MessageCatalogue`. */
export function poCatalogues(): Plugin {
  return {
    name: 'demo-po-catalogues',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      this.addWatchFile(file);
      const messages = catalogueFromPo(await readFile(file));
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}
