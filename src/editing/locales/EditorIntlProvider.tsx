// Gives an editor's tree the editors' messages: the app's intl (locale, formats, error handler) with the editors'
// catalogue of its language underneath the app's own messages. Volto's skins wrap each editor chunk in it; a React
// app can do the same inside its own IntlProvider.
//
// While the language's chunk loads, the tree suspends: its place shows the same busy region as an editor chunk that
// is still loading (so an editor sees one loading place, not a blank between two), and a server-rendered editor is
// hydrated in place once the browser has the language, its HTML kept meanwhile. A chunk that fails to load is said
// in the app's catalogue, which the page already has, with a button that asks for it again: an English editor inside
// a German page would give no sign that anything went wrong.
import { Suspense, useMemo, useReducer } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import { editorLoadMessages } from '../../components/editorLoadMessages';
import { loadEditorMessages, loadedEditorMessages } from './loadEditorMessages';

export interface EditorIntlProviderProps {
  children?: ReactNode;
  /**
   * Shown until the language's messages are there, instead of untranslated text (default: the editors' loading
   * place, the empty busy region an editor chunk shows while it loads).
   */
  fallback?: ReactNode;
}

const cache = createIntlCache();
// As lazyEditor's EditorLoading, written out: importing it would pull the first-load module into the editing entry.
const loadingPlace = <div className="socialmedia-editor-loading" aria-busy="true" />;

/** One mount's loads of the editors' messages, by locale: still pending, or failed. */
type Loads = Map<string, { pending: Promise<void>; failed: boolean }>;
const newLoads = (): Loads => new Map();

/**
 * Renders `children` with the messages `{...editorMessages, ...intl.messages}` for the locale of the intl above it,
 * so a project that translates one of our ids in its own catalogue still wins and the app's components inside still
 * find their messages. Renders `fallback` while the language's chunk loads; when it cannot load, a button (in the
 * app's catalogue) that tries again. Each mount tries anew.
 */
export function EditorIntlProvider({ children, fallback = loadingPlace }: EditorIntlProviderProps) {
  // The loads live here, above the boundary, because a tree that suspends before it first shows keeps no state.
  const [loads, retry] = useReducer(newLoads, undefined, newLoads);
  return (
    <Suspense fallback={fallback}>
      <EditorIntl loads={loads} onRetry={retry}>
        {children}
      </EditorIntl>
    </Suspense>
  );
}

function EditorIntl({ children, loads, onRetry }: { children?: ReactNode; loads: Loads; onRetry: () => void }) {
  const intl = useIntl();
  const { locale } = intl;
  const editorMessages = loadedEditorMessages(locale);
  const editorIntl = useMemo(
    // The whole config of the app's intl (whatever react-intl version it is), only the messages completed. The
    // cast: react-intl types a catalogue as all strings or all parsed messages; ours are strings, Volto's too.
    () =>
      editorMessages &&
      createIntl({ ...intl, messages: { ...editorMessages, ...(intl.messages as Record<string, string>) } }, cache),
    [intl, editorMessages],
  );
  if (editorIntl) return <RawIntlProvider value={editorIntl}>{children}</RawIntlProvider>;

  let load = loads.get(locale);
  if (!load) {
    const started = { pending: Promise.resolve(), failed: false };
    // Settles either way, so that React renders again and finds the messages or the failure.
    started.pending = loadEditorMessages(locale).then(
      () => undefined,
      () => {
        started.failed = true;
      },
    );
    loads.set(locale, started);
    load = started;
  }
  if (!load.failed) throw load.pending;
  // An alert, as the failed editor chunk's button is: a screen reader says it as it appears, wherever she was typing.
  return (
    <div role="alert">
      <button type="button" className="ui basic button socialmedia-editor-load-failed" onClick={onRetry}>
        {intl.formatMessage(editorLoadMessages.loadFailed)}
      </button>
    </div>
  );
}
