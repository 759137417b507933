// Which of our catalogues serves a locale. The catalogues are named as the folders of locales/ (`de`, `pt_BR`);
// a locale comes as react-intl and Volto hold it (`pt-BR`, `de`, `de-AT`) or as a gettext name (`pt_BR`).

/**
 * The name in `names` that serves `locale`: the same language and region, else the same language. Returns null
 * when none does (English, whose messages are the default messages, and a language we do not translate).
 */
export function catalogueForLocale(locale: string, names: readonly string[]): string | null {
  const [language = '', region] = locale.toLowerCase().split(/[-_]/);
  const exact = names.find((name) => name.toLowerCase() === (region ? `${language}_${region}` : language));
  return exact ?? names.find((name) => name.toLowerCase().split('_')[0] === language) ?? null;
}
