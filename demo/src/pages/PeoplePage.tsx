// The people listing: one `@search` whose summaries carry each person's `social_links`. The site root's
// content GET (one request) fills the footer and the head tags, as on every page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SocialLinksListing } from '@example/volto-socialmedia/components';
import type { CatalogSummary } from '@example/volto-socialmedia/contract';
import { useSocialMediaSettings } from '@example/volto-socialmedia/store';
import { PEOPLE_FOLDER, PEOPLE_SEARCH } from '../demoContent';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { useSession } from '../session';
import { usePageContent } from '../usePageContent';
import { demoHref } from '../demoHref';
import { Loading } from './Loading';

type SearchState =
  { status: 'loading' } | { status: 'loaded'; items: CatalogSummary[] } | { status: 'failed'; message: string };

/** Everyone below the team folder, with their profiles. */
export function PeoplePage() {
  const intl = useIntl();
  const { client } = useSession();
  const settings = useSocialMediaSettings();
  const root = usePageContent('');
  const [search, setSearch] = useState<SearchState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    client.search(PEOPLE_FOLDER, PEOPLE_SEARCH, { signal: controller.signal }).then(
      (result) => setSearch({ status: 'loaded', items: result.items }),
      (error: Error) => {
        if (!controller.signal.aborted) setSearch({ status: 'failed', message: error.message });
      },
    );
    return () => controller.abort();
  }, [client]);
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
          <h2 id="people-heading">{intl.formatMessage(messages.peopleCount, { count: search.items.length })}</h2>
          <SocialLinksListing items={search.items} itemHref={demoHref} size={22} />
        </section>
      )}
    </>
  );
}
