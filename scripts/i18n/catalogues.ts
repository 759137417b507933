// Reads and writes the message catalogues in Volto's layout: per domain (catalogueDomains.ts) a template
// `locales/<domain>.pot` and `locales/<lang>/LC_MESSAGES/<domain>.po`, msgid = the message id.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import gettextParser from 'gettext-parser';
import { DOMAINS, VISITOR_DOMAIN, domainOf, type CatalogueDomain } from './catalogueDomains';
import type { ExtractedMessage } from './extractMessages';

/** The languages we ship complete translations for (Volto's folder names). */
export const LANGUAGES: Record<string, string> = {
  en: 'English',
  pt_BR: 'Português (Brasil)',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  eu: 'Euskara',
  ja: '日本語',
};

export interface CatalogueEntry {
  id: string;
  translation: string;
  defaultMessage: string;
}

export const potPath = (localesDir: string, domain: CatalogueDomain = VISITOR_DOMAIN) =>
  join(localesDir, `${domain}.pot`);
export const poPath = (localesDir: string, language: string, domain: CatalogueDomain = VISITOR_DOMAIN) =>
  join(localesDir, language, 'LC_MESSAGES', `${domain}.po`);

/** Returns the entries of a .po/.pot file keyed by id; an absent file gives an empty map. */
export function readCatalogue(path: string): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  if (!existsSync(path)) return entries;
  const parsed = gettextParser.po.parse(readFileSync(path));
  for (const item of Object.values(parsed.translations[''] ?? {})) {
    if (!item.msgid) continue;
    const extracted = item.comments?.extracted ?? '';
    entries.set(item.msgid, {
      id: item.msgid,
      translation: item.msgstr[0] ?? '',
      defaultMessage: extracted.replace(/^Default: /, ''),
    });
  }
  return entries;
}

/**
 * Returns `{ id: translation }` for one language from the catalogues of `domains` (default: all of them), English
 * defaults where a translation is empty.
 */
export function loadMessages(
  localesDir: string,
  language: string,
  domains: readonly CatalogueDomain[] = DOMAINS,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const domain of domains) {
    for (const entry of readCatalogue(poPath(localesDir, language, domain)).values()) {
      messages[entry.id] = entry.translation || entry.defaultMessage;
    }
  }
  return messages;
}

/**
 * Writes each domain's template and every language's catalogues: each message in the catalogue of its domain,
 * new ids added, obsolete ids removed, translations kept (also of an id that moves to the other catalogue, and
 * whichever of a language's catalogues someone translated it in).
 */
export function syncCatalogues(localesDir: string, messages: ExtractedMessage[]): void {
  const byDomain = (domain: CatalogueDomain) => messages.filter((message) => domainOf(message) === domain);
  for (const domain of DOMAINS) writeCatalogue(potPath(localesDir, domain), 'en', domain, byDomain(domain), () => '');
  for (const language of Object.keys(LANGUAGES)) {
    const existing = DOMAINS.map((domain) => readCatalogue(poPath(localesDir, language, domain)));
    for (const domain of DOMAINS) {
      // English is the source language: its catalogue always says what the code says. Elsewhere the id's own
      // catalogue comes first, then any other that translates it.
      const own = existing[DOMAINS.indexOf(domain)]!;
      const translate = (m: ExtractedMessage) =>
        language === 'en'
          ? m.defaultMessage
          : ([own, ...existing].map((catalogue) => catalogue.get(m.id)?.translation ?? '').find(Boolean) ?? '');
      writeCatalogue(poPath(localesDir, language, domain), language, domain, byDomain(domain), translate);
    }
  }
}

function writeCatalogue(
  path: string,
  language: string,
  domain: CatalogueDomain,
  messages: ExtractedMessage[],
  translate: (message: ExtractedMessage) => string,
): void {
  const translations: Record<string, unknown> = { '': { msgid: '', msgstr: [''] } };
  for (const message of messages) {
    translations[message.id] = {
      msgid: message.id,
      msgstr: [translate(message)],
      comments: { extracted: `Default: ${message.defaultMessage}`, reference: message.references.join('\n') },
    };
  }
  const output = gettextParser.po.compile(
    {
      charset: 'utf-8',
      headers: {
        'Project-Id-Version': '@example/volto-socialmedia',
        'MIME-Version': '1.0',
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Transfer-Encoding': '8bit',
        'Plural-Forms': 'nplurals=1; plural=0;',
        'Language-Code': language,
        'Language-Name': LANGUAGES[language] ?? language,
        'Preferred-Encodings': 'utf-8',
        Domain: domain,
        ...(path.endsWith('.po') ? { Language: language } : {}),
      },
      translations: { '': translations },
    } as never,
    { foldLength: 0, sort: (a: { msgid: string }, b: { msgid: string }) => a.msgid.localeCompare(b.msgid) } as never,
  );
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${output.toString('utf8')}\n`);
}
