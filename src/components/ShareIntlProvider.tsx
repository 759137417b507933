// Gives the Share block's view its messages. They are not in the catalogue Volto serializes into every page (the
// visitors' volto.po): the block's chunk carries them in every language (locales/shareCatalogues.ts, written by
// `npm run i18n`), so only a page showing the block has them, and the server renders the block translated.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import { catalogueForLocale } from './catalogueForLocale';
import { shareCatalogues } from './locales/shareCatalogues';

const cache = createIntlCache();
const LANGUAGES = Object.keys(shareCatalogues);
/**
 * The completed catalogues, per catalogue of the app and language: a Volto server keeps one catalogue per language
 * for its whole life, and copying its thousands of messages for every page that shows the block would cost more
 * than the block.
 */
const completed = new WeakMap<object, Map<string, Record<string, string>>>();

/** `{...shareMessages, ...messages}` for `catalogue`, made once per catalogue object of the app. */
function completedMessages(messages: Record<string, string>, catalogue: string): Record<string, string> {
  let byLanguage = completed.get(messages);
  if (!byLanguage) {
    byLanguage = new Map();
    completed.set(messages, byLanguage);
  }
  let result = byLanguage.get(catalogue);
  if (!result) {
    result = { ...shareCatalogues[catalogue], ...messages };
    byLanguage.set(catalogue, result);
  }
  return result;
}

/**
 * Renders `children` with the messages `{...shareMessages, ...intl.messages}` for the locale of the intl above it:
 * a site that translates one of the block's ids in its own catalogue still wins. English reads the defaults.
 */
export function ShareIntlProvider({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const catalogue = catalogueForLocale(intl.locale, LANGUAGES);
  const shareIntl = useMemo(
    // The whole config of the app's intl (whatever react-intl version it is), only the messages completed. The
    // cast: react-intl types a catalogue as all strings or all parsed messages; ours are strings, Volto's too.
    () =>
      catalogue === null
        ? intl
        : createIntl(
            { ...intl, messages: completedMessages((intl.messages || {}) as Record<string, string>, catalogue) },
            cache,
          ),
    [intl, catalogue],
  );
  return <RawIntlProvider value={shareIntl}>{children}</RawIntlProvider>;
}
