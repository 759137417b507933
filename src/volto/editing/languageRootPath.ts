// Where the control panel finds the settings on a multilingual Volto site (plone.app.multilingual): each language's
// pages live in its language root folder (`/de`, `/pt-br`), their navigation root, whose own settings, when it has
// any, are what that language's visitors see. The panel edits those of the language its user works in.

/**
 * The path of the language root folder of `locale` (react-intl's `pt-BR`, or Volto's `pt_BR`) on a multilingual site
 * that supports that language: Plone names it by the language code in lower case (`/pt-br`). `''`, the site root,
 * on any other site or for a language the site does not support.
 */
export function languageRootPath(locale: string, settings: Record<string, unknown> | undefined): string {
  // Volto's `isMultilingual` and `supportedLanguages`, read as any JSON value a site may have set.
  const languages = settings?.supportedLanguages;
  if (settings?.isMultilingual !== true || !Array.isArray(languages)) return '';
  const code = backendLanguage(locale);
  const supported = languages.some((language) => typeof language === 'string' && backendLanguage(language) === code);
  return supported ? `/${code}` : '';
}

/** A language code as Plone spells it in a language root's id: lower case, a hyphen before the region. */
function backendLanguage(language: string): string {
  return language.replace('_', '-').toLowerCase();
}
