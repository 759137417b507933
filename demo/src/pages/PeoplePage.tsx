// The people listing: one `@search` whose summaries carry each person's `social_links`, its next pages on request.
// The site root's content GET (one request) fills the footer and the head tags, as on every page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SocialLinksListing } from '@example/volto-socialmedia/components';
import type { CatalogSummary, SearchResponse } from '@example/volto-socialmedia/contract';
import { useSocialMediaSettings } from '@example/volto-socialmedia/store';
import { PEOPLE_FOLDER, PEOPLE_SEARCH } from '../demoContent';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { useSession } from '../session';
import { usePageContent } from '../usePageContent';
import { demoHref } from '../demoHref';
import { Loading } from './Loading';
import { MoreResults, useMorePages } from './MorePages';

/** The people loaded so far: Plone's pages of the search in order, `total` counting everyone, `next` the next page. */
interface People {
  items: CatalogSummary[];
  total: number;
  next?: string;
}

type SearchState = { status: 'loading' } | ({ status: 'loaded' } & People) | { status: 'failed'; message: string };

const loaded = (result: SearchResponse, before: CatalogSummary[] = []): SearchState => ({
  status: 'loaded',
  items: [...before, ...result.items],
  total: result.items_total,
  next: result.batching?.next,
});

/** Everyone below the team folder, with their profiles. */
export function PeoplePage() {
  const intl = useIntl();
  const { client } = useSession();
  const settings = useSocialMediaSettings();
  const root = usePageContent('');
  const [search, setSearch] = useState<SearchState>({ status: 'loading' });
  // Plone serves a search 25 summaries at a time: the next ones come from its `batching.next` link, on request.
  const { more, loadMore, cancel } = useMorePages();
  useEffect(() => {
    const controller = new AbortController();
    client.search(PEOPLE_FOLDER, PEOPLE_SEARCH, { signal: controller.signal }).then(
      (result) => setSearch(loaded(result)),
      (error: Error) => {
        if (!controller.signal.aborted) setSearch({ status: 'failed', message: error.message });
      },
    );
    return () => {
      controller.abort();
      cancel();
    };
  }, [client, cancel]);
  const showMore = (shown: People) => {
    const next = shown.next;
    if (next)
      loadMore(
        (signal) => client.search(next, undefined, { signal }),
        (result) => setSearch(loaded(result, shown.items)),
      );
  };
  const title = intl.formatMessage(messages.peopleTitle);
  useDocumentHead({
    title,
    brand: intl.formatMessage(messages.brand),
    // A view of the site root (like Volto's search page): its own address and title, the root's site-wide tags.
    content: root.status === 'loaded' ? root.content : null,
    settings,
    isView: true,
  });

  return (
    <>
      <div className="card">
        <h1 className="page-title">{title}</h1>
        <p className="lead">{intl.formatMessage(messages.peopleIntro)}</p>
        {search.status === 'loading' && <Loading />}
        {search.status === 'failed' && (
          <p className="notice notice--error" role="alert">
            {intl.formatMessage(messages.loadFailed, { message: search.message })}
          </p>
        )}
        {search.status === 'loaded' && search.items.length === 0 && <p>{intl.formatMessage(messages.peopleEmpty)}</p>}
      </div>
      {search.status === 'loaded' && search.items.length > 0 && (
        <section className="card" aria-labelledby="people-heading">
          <h2 id="people-heading">{intl.formatMessage(messages.peopleCount, { count: search.total })}</h2>
          <SocialLinksListing items={search.items} itemHref={demoHref} size={22} />
          <MoreResults
            more={more}
            label={!!search.next && intl.formatMessage(messages.peopleMore)}
            onMore={() => showMore(search)}
          />
        </section>
      )}
    </>
  );
}
