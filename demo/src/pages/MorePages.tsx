// "Show more" under the demo's listings (people, a folder's contents, a listing block): the next page of results
// through the `batching.next` link Plone writes, one request at a time; a failure is said under the list, whose items
// stay as they are.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

export type More = { status: 'idle' | 'loading' } | { status: 'failed'; message: string };

/**
 * `loadMore(load, add)` asks `load` for the next page unless a request is on its way, and hands what arrives to `add`;
 * `cancel()` drops the request on its way (when the list starts again), as leaving the page does.
 */
export function useMorePages() {
  const [more, setMore] = useState<More>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const loadMore = useCallback(<Page,>(load: (signal: AbortSignal) => Promise<Page>, add: (page: Page) => void) => {
    if (pending.current) return;
    const controller = new AbortController();
    pending.current = controller;
    setMore({ status: 'loading' });
    load(controller.signal).then(
      (page) => {
        pending.current = null;
        add(page);
        setMore({ status: 'idle' });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        setMore({ status: 'failed', message: error.message });
      },
    );
  }, []);
  const reset = useCallback(() => {
    cancel();
    setMore({ status: 'idle' });
  }, [cancel]);
  return { more, loadMore, cancel, reset };
}

/** Under a list: why its next page did not come, and the button that asks for it while there is one. */
export function MoreResults({ more, label, onMore }: { more: More; label: string | false; onMore: () => void }) {
  const intl = useIntl();
  return (
    <>
      {more.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage(messages.loadFailed, { message: more.message })}
        </p>
      )}
      {label && (
        <p className="page-actions">
          <button type="button" className="demo-button demo-button--secondary" onClick={onMore}>
            {label}
          </button>
        </p>
      )}
    </>
  );
}
