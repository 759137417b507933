// A folderish page's contents with each item's links: the page of children its content GET carries, then the next
// pages on request, through the `batching.next` link Plone writes when the folder has more than one page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SocialLinksListing } from '@example/volto-socialmedia/components';
import { isPlainObject, parseCatalogSummaries } from '@example/volto-socialmedia/contract';
import type { CatalogSummary, ContentResponse } from '@example/volto-socialmedia/contract';
import { demoHref } from '../demoHref';
import { messages } from '../messages';
import { useSession } from '../session';
import { MoreResults, useMorePages } from './MorePages';

interface Shown {
  /** The content GET the first page came with: a new one (after logging in, say) starts the list again. */
  source: ContentResponse;
  items: CatalogSummary[];
  next?: string;
}

/** The contents of `content`; nothing when it has no children. */
export function FolderContents({ content }: { content: ContentResponse }) {
  const intl = useIntl();
  const { client } = useSession();
  const [shown, setShown] = useState<Shown>(() => firstPage(content));
  const { more, loadMore, reset } = useMorePages();
  // Another content GET (after logging in, say) starts the list again: a next page on its way belongs to the old one.
  useEffect(() => reset, [content, reset]);
  if (shown.source !== content) setShown(firstPage(content));
  if (shown.items.length === 0) return null;
  const showMore = (next: string) =>
    loadMore(
      (signal) => client.listFolder(next, undefined, { signal }),
      (page) =>
        setShown((current) => ({ ...current, items: [...current.items, ...page.items], next: page.batching?.next })),
    );
  return (
    <section className="card" aria-labelledby="contents-heading">
      <h2 id="contents-heading">{intl.formatMessage(messages.contents)}</h2>
      <SocialLinksListing items={shown.items} itemHref={demoHref} size={22} />
      <MoreResults
        more={more}
        label={!!shown.next && intl.formatMessage(messages.contentsMore)}
        onMore={() => shown.next && showMore(shown.next)}
      />
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
