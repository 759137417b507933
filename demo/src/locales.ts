// The demo's languages and their messages: the package's visitors' catalogue (`locales/<lang>/LC_MESSAGES/volto.po`,
// Volto's format) plus the demo's own (`demo/locales/<lang>.po`), parsed at build time by the `poCatalogues` Vite
// plugin, and the editors' messages as the package's `loadEditorMessages` loads them for any app (a chunk per
// language). A language without a catalogue falls back to the English defaults.
import { loadEditorMessages } from '@example/volto-socialmedia/editing';
import type { MessageCatalogue } from '../poCatalogues';

type CatalogueLoader = () => Promise<MessageCatalogue>;

const packageCatalogues = import.meta.glob<MessageCatalogue>('../../locales/*/LC_MESSAGES/volto.po', {
  import: 'default',
});
const demoCatalogues = import.meta.glob<MessageCatalogue>('../locales/*.po', { import: 'default' });

/** The languages the switch always offers; any other catalogue found in `locales/` is offered too. */
const BUILT_IN_LANGUAGES = ['en', 'pt-BR'];

export const DEFAULT_LOCALE = 'en';

/** `pt_BR` (gettext's folder name) -> `pt-BR` (the BCP 47 tag react-intl takes). */
export function localeFromFolder(folder: string): string {
  return folder.replace(/_/g, '-');
}

function loadersByLocale(catalogues: Record<string, CatalogueLoader>, folderOf: (file: string) => string | undefined) {
  const loaders = new Map<string, CatalogueLoader>();
  for (const [file, load] of Object.entries(catalogues)) {
    const folder = folderOf(file);
    if (folder) loaders.set(localeFromFolder(folder), load);
  }
  return loaders;
}

const packageLoaders = loadersByLocale(packageCatalogues, (file) => /locales\/([^/]+)\/LC_MESSAGES\//.exec(file)?.[1]);
const demoLoaders = loadersByLocale(demoCatalogues, (file) => /locales\/([^/]+)\.po$/.exec(file)?.[1]);

export interface Language {
  locale: string;
  /** The language's name in itself ("Português (Brasil)"), as language switches show it. */
  label: string;
}

/** Every language the switch offers, English first. */
export function availableLanguages(): Language[] {
  const locales = new Set([...BUILT_IN_LANGUAGES, ...packageLoaders.keys()]);
  return [...locales].map((locale) => ({ locale, label: endonym(locale) }));
}

/**
 * Each language's name in itself, for the languages the package translates: browsers' and Node's ICU data do not
 * all name every language in itself (Chromium names Basque "Basque" when asked in Basque).
 */
const ENDONYMS: Record<string, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  eu: 'Euskara',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  nl: 'Nederlands',
  'pt-BR': 'Português (Brasil)',
};

function endonym(locale: string): string {
  if (ENDONYMS[locale]) return ENDONYMS[locale];
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The messages of `locale` (the package's, visitors' and editors', and the demo's merged); `{}` when none exist. */
export async function loadMessages(locale: string): Promise<MessageCatalogue> {
  const [fromPackage, forEditors, fromDemo] = await Promise.all([
    packageLoaders.get(locale)?.(),
    loadEditorMessages(locale),
    demoLoaders.get(locale)?.(),
  ]);
  return { ...forEditors, ...fromPackage, ...fromDemo };
}

/** The language the visitor chose last time, else English. */
export function initialLocale(): string {
  const offered = availableLanguages().map((language) => language.locale);
  const stored = safeStorage()?.getItem(LOCALE_KEY);
  if (stored && offered.includes(stored)) return stored;
  return DEFAULT_LOCALE;
}

/** Remembers the visitor's choice for the next visit. */
export function rememberLocale(locale: string): void {
  safeStorage()?.setItem(LOCALE_KEY, locale);
}

const LOCALE_KEY = 'socialmedia-demo.locale';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
