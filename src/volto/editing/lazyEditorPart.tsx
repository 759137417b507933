// A part of an editor whose code comes in a chunk of its own, loaded only when a form needs it (Volto's Field, for a
// field called `social_links` of another kind; a block's view in its edit form). The chunk may fail to load: a
// connection that dropped, or a site redeployed since the page was opened, whose earlier chunks are gone. Volto's App
// would then show its error page in place of the whole form, and the editor would lose what she typed. The part says
// so in its place instead, with a button that asks for the chunk again; the rest of the form stays as she left it.
// Editor code: in no visitor's first load. It is lazyEditor's shape (a boundary, a new lazy component on each try)
// written again rather than lazyEditor given this fallback: importing the first-load loader from an editor chunk
// moves it, with ViewLoadBoundary, into a chunk of its own that every page loads besides, 65 B gzip more of a
// visitor's first load by the byte proxy (scripts/bench/size.ts), where the add-on has a few hundred left.
import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { EditorIntlProvider } from '../../editing/locales/EditorIntlProvider';
import { editorPartMessages as messages } from './editorPartMessages';

// lazyEditor's EditorLoading, written out: importing it from this chunk would have bundlers export it from the
// first-load code (esbuild even moves that module into a chunk of its own), which every visitor pays for.
const partLoading = <div className="socialmedia-editor-loading" aria-busy="true" />;

/** A rejection of the part's load, told apart from an error the loaded part throws while rendering. */
class PartLoadFailure extends Error {}

/**
 * A component that loads `load`'s default export when it first renders (an empty, busy region meanwhile), and that
 * shows `failed` (what could not be loaded, and what to do) with a "Try again" button in its place when the load
 * fails; each try asks for the chunk anew.
 */
export function lazyEditorPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  failed: MessageDescriptor,
): ComponentType<Props> {
  // React keeps a lazy component's failed load for good: a new one asks the chunk again.
  const loader = () =>
    load().catch((error: unknown) => {
      throw new PartLoadFailure(String(error));
    });
  const lazyPart = () => lazy(loader) as unknown as ComponentType<Props>;
  let Lazy = lazyPart();
  function LazyEditorPart(props: Props) {
    const [tries, setTries] = useState(0);
    const retry = () => {
      Lazy = lazyPart();
      setTries(tries + 1);
    };
    return (
      <PartLoadBoundary key={tries} failed={failed} retried={tries > 0} onRetry={retry}>
        <Suspense fallback={partLoading}>
          <Lazy {...props} />
        </Suspense>
      </PartLoadBoundary>
    );
  }
  return LazyEditorPart;
}

interface PartLoadBoundaryProps {
  children: ReactNode;
  failed: MessageDescriptor;
  retried: boolean;
  onRetry: () => void;
}

/** Renders its children, or the failure message once their chunk failed to load; other errors go on up. */
class PartLoadBoundary extends Component<PartLoadBoundaryProps, { failure: unknown }> {
  static getDerivedStateFromError(failure: unknown) {
    return { failure };
  }

  override render() {
    // React leaves the state `null` until something threw: no constructor nor class field, which Volto's Babel writes
    // out at length in every chunk that has the part.
    if (!this.state) return this.props.children;
    const { failure } = this.state;
    if (!(failure instanceof PartLoadFailure)) throw failure;
    return (
      <EditorIntlProvider>
        <PartLoadFailed failed={this.props.failed} retried={this.props.retried} onRetry={this.props.onRetry} />
      </EditorIntlProvider>
    );
  }
}

function PartLoadFailed({ failed, retried, onRetry }: Omit<PartLoadBoundaryProps, 'children'>) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  // A try that failed again replaced the button she pressed: the keyboard is brought back to the new one.
  useEffect(() => {
    if (retried) button.current?.focus();
  }, [retried]);
  return (
    <div role="alert" className="ui warning message socialmedia-editor-load-failed">
      <p>{intl.formatMessage(failed)}</p>
      <button ref={button} type="button" className="ui basic button" onClick={onRetry}>
        {intl.formatMessage(messages.tryAgain)}
      </button>
    </div>
  );
}
