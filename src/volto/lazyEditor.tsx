// Editor code (widget, block edit, control panel) loads through `React.lazy`, so webpack puts it in a chunk
// of its own that a visitor's page never downloads.
//
// Volto's server renders a route's component (the control panel) with react-dom's `renderToString`, which cannot wait
// for a lazy component: one that has not loaded yet leaves its Suspense boundary to the browser, which reports React's
// error 419 and renders the boundary anew. That was the first render of each editor after the server started. So the
// server starts loading every editor when the add-on's code is read, with the editors' messages of every language (a
// chunk each, which the editors wait for), and renders a loaded one directly; the browser loads the chunks, and React
// hydrates the server's HTML in place meanwhile.
//
// A chunk may fail to load: a dropped connection, a site redeployed since the page was opened (its earlier chunks are
// gone). Volto's App would then show its error page instead of the whole form, and the editor would lose what she
// typed. The boundary the block views have (ViewLoadBoundary) catches it instead, and the editor's place says so, in
// a button that asks for the chunk again, inside an alert that a screen reader says as it appears. What it says comes
// from every page's catalogue, by id alone (src/components/editorLoadMessages.ts): its text is not in a visitor's first
// load, and a failed chunk cannot have brought it.
import { lazy, Suspense, useReducer } from 'react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { ViewLoadBoundary } from './ViewLoadBoundary';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

/** Shown while an editor chunk loads: an empty, busy region (nothing to translate, nothing that jumps). */
export function EditorLoading() {
  return <div className="socialmedia-editor-loading" aria-busy="true" />;
}

let serverLoads: Promise<void> = Promise.resolve();

/**
 * A component that renders the lazily loaded one inside a Suspense boundary with `EditorLoading` as fallback; when
 * its code cannot load, a button in its place says so and, pressed, asks for it anew. It renders inside react-intl's
 * provider, as every Volto page does.
 */
export function lazyEditor<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  displayName: string,
): ComponentType<Props> {
  // What renders: the lazy component, or on the server the loaded one once it is there. One variable, so that Volto's
  // client bundle, which leaves the server's branch out, keeps nothing of it.
  let Editor = lazy(load) as unknown as ComponentType<Props>;
  // Where there is no window: Volto's server, plain Node. Volto's client bundle (`__SERVER__` false) leaves this branch
  // out.
  if ((typeof __SERVER__ === 'undefined' || __SERVER__) && typeof window === 'undefined') {
    // A failing load is not the server's end: the editor then renders as in a browser, through the lazy component.
    const loading = Promise.resolve()
      .then(load)
      .then(
        (module) => {
          Editor = module.default;
        },
        () => undefined,
      );
    // The editors' messages of every language too (EditorIntlProvider): renderToString cannot wait for them either.
    const messages = import('../editing/locales/loadEditorMessages').then(
      (catalogues) => catalogues.preloadEditorMessages(),
      () => undefined,
    );
    serverLoads = Promise.all([serverLoads, loading, messages]).then(() => undefined);
  }
  function LazyEditor(props: Props) {
    // React keeps a lazy component's failed load for good: a try takes a new one, which asks for the chunk anew, and a
    // new boundary (the key) to render it in. The rest of the form, outside, keeps its state.
    const [tries, retry] = useReducer((n: number) => {
      Editor = lazy(load) as unknown as ComponentType<Props>;
      return n + 1;
    }, 0);
    const intl = useIntl();
    return (
      <ViewLoadBoundary
        key={tries}
        fallback={
          // An alert, so that a screen reader says it as it appears: the editor is typing elsewhere in the form.
          <div role="alert">
            <button type="button" onClick={retry}>
              {intl.formatMessage({ id: 'socialmedia-editor-error' })}
            </button>
          </div>
        }
      >
        <Suspense fallback={<EditorLoading />}>
          <Editor {...props} />
        </Suspense>
      </ViewLoadBoundary>
    );
  }
  LazyEditor.displayName = displayName;
  return LazyEditor;
}

/**
 * Resolves once every editor made so far outside a browser has loaded (or failed to), so that the server renders
 * each in full; at once in a browser. Never rejects.
 */
export function editorsPreloaded(): Promise<void> {
  return serverLoads;
}
