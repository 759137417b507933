// A folderish page's contents with each item's links: the page of children its content GET carries, then the next
// pages on request, through the `batching.next` link Plone writes when the folder has more than one page.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SocialLinksListing } from '@example/volto-socialmedia/components';
import { isPlainObject, parseCatalogSummaries } from '@example/volto-socialmedia/contract';
import type { CatalogSummary, ContentResponse } from '@example/volto-socialmedia/contract';
import { demoHref } from '../demoHref';
import { messages } from '../messages';
import { useSession } from '../session';

interface Shown {
  /** The content GET the first page came with: a new one (after logging in, say) starts the list again. */
  source: ContentResponse;
  items: CatalogSummary[];
  next?: string;
}

type More = { status: 'idle' | 'loading' } | { status: 'failed'; message: string };

/** The contents of `content`; nothing when it has no children. */
export function FolderContents({ content }: { content: ContentResponse }) {
  const intl = useIntl();
  const { client } = useSession();
  const [shown, setShown] = useState<Shown>(() => firstPage(content));
  const [more, setMore] = useState<More>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      pending.current?.abort();
      pending.current = null;
    },
    [content],
  );
  if (shown.source !== content) {
    setShown(firstPage(content));
    setMore({ status: 'idle' });
  }
  if (shown.items.length === 0) return null;
  const showMore = (next: string) => {
    if (pending.current) return;
    const controller = new AbortController();
    pending.current = controller;
    setMore({ status: 'loading' });
    client.listFolder(next, undefined, { signal: controller.signal }).then(
      (page) => {
        pending.current = null;
        setShown((current) => ({ ...current, items: [...current.items, ...page.items], next: page.batching?.next }));
        setMore({ status: 'idle' });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        setMore({ status: 'failed', message: error.message });
      },
    );
  };
  return (
    <section className="card" aria-labelledby="contents-heading">
      <h2 id="contents-heading">{intl.formatMessage(messages.contents)}</h2>
      <SocialLinksListing items={shown.items} itemHref={demoHref} size={22} />
      {more.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage(messages.loadFailed, { message: more.message })}
        </p>
      )}
      {shown.next && (
        <p className="page-actions">
          <button
            type="button"
            className="demo-button demo-button--secondary"
            onClick={() => shown.next && showMore(shown.next)}
          >
            {intl.formatMessage(messages.contentsMore)}
          </button>
        </p>
      )}
    </section>
  );
}

function firstPage(content: ContentResponse): Shown {
  return { source: content, items: parseCatalogSummaries(content.items).items, next: nextLink(content.batching) };
}

/** The `next` link of a content GET's `batching`, when the folder has a next page. */
function nextLink(batching: unknown): string | undefined {
  return isPlainObject(batching) && typeof batching.next === 'string' ? batching.next : undefined;
}
