// Gives an editor's tree the editors' messages: the app's intl (locale, formats, error handler) with the editors'
// catalogue of its language underneath the app's own messages. Volto's skins wrap each editor chunk in it; a React
// app can do the same inside its own IntlProvider.
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import { loadEditorMessages, loadedEditorMessages, type EditorMessages } from './loadEditorMessages';

export interface EditorIntlProviderProps {
  children?: ReactNode;
  /** Shown until the language's messages are there, instead of untranslated text (default: nothing). */
  fallback?: ReactNode;
}

const cache = createIntlCache();
/** What an editor reads when its language cannot load: the English default messages. */
const ENGLISH: EditorMessages = {};

/**
 * Renders `children` with the messages `{...editorMessages, ...intl.messages}` for the locale of the intl above it,
 * so a project that translates one of our ids in its own catalogue still wins and the app's components inside still
 * find their messages. Renders `fallback` while the language's chunk loads; reads English if it cannot load.
 */
export function EditorIntlProvider({ children, fallback = null }: EditorIntlProviderProps) {
  const intl = useIntl();
  const { locale } = intl;
  // What this provider loaded itself (English when the language's chunk could not load).
  const [settled, setSettled] = useState<{ locale: string; messages: EditorMessages } | null>(null);
  const editorMessages = useMemo(
    () => loadedEditorMessages(locale) ?? (settled?.locale === locale ? settled.messages : undefined),
    [locale, settled],
  );

  useEffect(() => {
    if (editorMessages) return undefined;
    let current = true;
    loadEditorMessages(locale).then(
      (messages) => current && setSettled({ locale, messages }),
      () => current && setSettled({ locale, messages: ENGLISH }),
    );
    return () => {
      current = false;
    };
  }, [locale, editorMessages]);

  const editorIntl = useMemo(
    // The whole config of the app's intl (whatever react-intl version it is), only the messages completed. The
    // cast: react-intl types a catalogue as all strings or all parsed messages; ours are strings, Volto's too.
    () =>
      editorMessages &&
      createIntl({ ...intl, messages: { ...editorMessages, ...(intl.messages as Record<string, string>) } }, cache),
    [intl, editorMessages],
  );
  if (!editorIntl) return <>{fallback}</>;
  return <RawIntlProvider value={editorIntl}>{children}</RawIntlProvider>;
}
