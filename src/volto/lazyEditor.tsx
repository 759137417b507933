// Editor code (widget, block edit, control panel) loads through `React.lazy`, so webpack puts it in a chunk
// of its own that a visitor's page never downloads.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

/** Shown while an editor chunk loads: an empty, busy region (nothing to translate, nothing that jumps). */
export function EditorLoading() {
  return <div className="socialmedia-editor-loading" aria-busy="true" />;
}

/** A component that renders the lazily loaded one inside a Suspense boundary with `EditorLoading` as fallback. */
export function lazyEditor<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  displayName: string,
): ComponentType<Props> {
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  function LazyEditor(props: Props) {
    return (
      <Suspense fallback={<EditorLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyEditor.displayName = displayName;
  return LazyEditor;
}
