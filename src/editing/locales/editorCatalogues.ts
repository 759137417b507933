// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from the editors’ catalogues,
// locales/<lang>/LC_MESSAGES/socialmedia-editor.po: do not edit. One loader per language but English, each a
// chunk of its own.

/** The editors’ messages of each language, by its folder name in locales/ (`pt_BR`). */
export const editorCatalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  de: () => import('./de'),
  es: () => import('./es'),
  eu: () => import('./eu'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  nl: () => import('./nl'),
  pt_BR: () => import('./pt_BR'),
};
