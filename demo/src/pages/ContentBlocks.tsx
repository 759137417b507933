// The blocks of a page, as Volto stores them (`blocks` by id, `blocks_layout.items` for the order), for the blocks
// the add-on offers: the Follow Us block, the Share block and a listing with the Social links variation. Other blocks
// are Volto's and not part of this demo: they are skipped. A logged-in editor can open the Follow Us block's settings
// form.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FollowUsBlockView, ShareBlockView, SocialLinksListing } from '@example/volto-socialmedia/components';
import type { FollowUsBlockData } from '@example/volto-socialmedia/components';
import type { QuerystringSearchBody } from '@example/volto-socialmedia/client';
import { isPlainObject, parseCatalogSummaries, type CatalogSummary } from '@example/volto-socialmedia/contract';
import { messages } from '../messages';
import { useSession } from '../session';
import { demoHref } from '../demoHref';
import { routeHref } from '../router';
import { Loading } from './Loading';
import { MoreResults, useMorePages } from './MorePages';

const FollowUsBlockSettings = lazy(() => import('./FollowUsBlockSettings'));

/** The block ids Volto's config registers for the add-on (see src/volto/installBlocks.ts). */
const FOLLOW_US = 'followUs';
const SOCIAL_LINKS_VARIATION = 'socialLinks';
const SHARE = 'shareLinks';

type Block = Record<string, unknown>;

/** `[id, block]` in the page's order; whatever is not a block object (a malformed payload) is left out. */
export function readBlocks(content: Record<string, unknown>): Array<[string, Block]> {
  const blocks = content.blocks;
  const order = (content.blocks_layout as { items?: unknown } | undefined)?.items;
  if (!isPlainObject(blocks) || !Array.isArray(order)) return [];
  return order.flatMap((id: unknown) => {
    const block = typeof id === 'string' ? blocks[id] : undefined;
    return isPlainObject(block) ? [[id as string, block as Block]] : [];
  });
}

/** The add-on's blocks of the page at `path`. */
export function ContentBlocks({ path, content }: { path: string; content: Record<string, unknown> }) {
  const [blocks, setBlocks] = useState(() => readBlocks(content));
  const shown = blocks.filter(([, block]) => isFollowUs(block) || isShare(block) || isSocialLinksListing(block));
  if (shown.length === 0) return null;
  const replaceBlock = (id: string, data: Block) =>
    setBlocks((current) => current.map(([blockId, block]) => [blockId, blockId === id ? data : block]));
  return (
    <div className="content-blocks">
      {shown.map(([id, block]) =>
        isFollowUs(block) ? (
          <FollowUsBlock key={id} id={id} path={path} data={block} allBlocks={blocks} onSaved={replaceBlock} />
        ) : isShare(block) ? (
          <section key={id} className="card block-card">
            {/* The page's public address is the demo's own, as Volto's is its public URL. */}
            <ShareBlockView
              data={block}
              url={new URL(routeHref({ name: 'content', path }), window.location.href).href}
              title={content.title}
              size={32}
            />
          </section>
        ) : (
          <SocialLinksListingBlock key={id} path={path} data={block} content={content} />
        ),
      )}
    </div>
  );
}

const isFollowUs = (block: Block) => block['@type'] === FOLLOW_US;
const isShare = (block: Block) => block['@type'] === SHARE;
const isSocialLinksListing = (block: Block) =>
  block['@type'] === 'listing' && block.variation === SOCIAL_LINKS_VARIATION;

interface FollowUsBlockProps {
  id: string;
  path: string;
  data: FollowUsBlockData;
  allBlocks: Array<[string, Block]>;
  onSaved(id: string, data: Block): void;
}

function FollowUsBlock({ id, path, data, allBlocks, onSaved }: FollowUsBlockProps) {
  const intl = useIntl();
  const { username } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <section className="card block-card">
      <FollowUsBlockView data={data} size={32} />
      {username && !editing && (
        <p className="page-actions">
          <button type="button" className="demo-button demo-button--secondary" onClick={() => setEditing(true)}>
            {intl.formatMessage(messages.editBlock)}
          </button>
        </p>
      )}
      {editing && (
        <Suspense fallback={<Loading />}>
          <FollowUsBlockSettings
            blockId={id}
            path={path}
            data={data}
            allBlocks={Object.fromEntries(allBlocks)}
            onSaved={(saved) => {
              onSaved(id, saved);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** `next`: the batching link to the results' next page, while Plone has more than it served. */
type ListingState =
  | { status: 'loading' }
  | { status: 'loaded'; items: CatalogSummary[]; next?: string }
  | { status: 'failed'; message: string };

/**
 * Runs the listing's query as Volto's listing block does (`@querystring-search` on the page) and shows the links.
 * Without criteria it lists the page's own children, as Volto does: Plone refuses a search without a query.
 */
function SocialLinksListingBlock({
  path,
  data,
  content,
}: {
  path: string;
  data: Block;
  content: Record<string, unknown>;
}) {
  const intl = useIntl();
  const { client } = useSession();
  const [listing, setListing] = useState<ListingState>({ status: 'loading' });
  const querystring = data.querystring as Partial<QuerystringSearchBody> | undefined;
  const hasQuery = Array.isArray(querystring?.query) && querystring.query.length > 0;
  const query = hasQuery ? JSON.stringify(querystring) : null;
  const { more, loadMore, cancel } = useMorePages();
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    client.querystringSearch(path, JSON.parse(query) as QuerystringSearchBody, { signal: controller.signal }).then(
      (result) => setListing({ status: 'loaded', items: result.items, next: result.batching?.next }),
      (error: Error) => {
        if (!controller.signal.aborted) setListing({ status: 'failed', message: error.message });
      },
    );
    return () => {
      controller.abort();
      cancel();
    };
  }, [client, path, query, cancel]);
  // The next page comes from Plone's batching link, asked with the same body (as Volto's listing pages through it).
  const showMore = (next: string) => {
    if (query !== null)
      loadMore(
        (signal) => client.querystringSearch(next, JSON.parse(query) as QuerystringSearchBody, { signal }),
        (result) =>
          setListing((current) =>
            current.status === 'loaded'
              ? { status: 'loaded', items: [...current.items, ...result.items], next: result.batching?.next }
              : current,
          ),
      );
  };
  const shown: ListingState =
    query === null
      ? { status: 'loaded', items: parseCatalogSummaries(content.is_folderish ? content.items : []).items }
      : listing;
  const headline = typeof data.headline === 'string' ? data.headline.trim() : '';
  return (
    <section className="card block-card" aria-label={headline || undefined}>
      {headline && <h2 className="listing-headline">{headline}</h2>}
      {shown.status === 'loading' && <Loading />}
      {shown.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage(messages.loadFailed, { message: shown.message })}
        </p>
      )}
      {shown.status === 'loaded' && <SocialLinksListing items={shown.items} itemHref={demoHref} size={22} />}
      <MoreResults
        more={more}
        label={shown.status === 'loaded' && !!shown.next && intl.formatMessage(messages.contentsMore)}
        onMore={() => shown.status === 'loaded' && shown.next && showMore(shown.next)}
      />
    </section>
  );
}
