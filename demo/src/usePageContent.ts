// Loads the page at a path with the add-on's `loadContent` thunk: ONE content GET that also carries the
// settings (the `inherit` expansion), which the store keeps for the footer and the head tags, and the navigation
// the visitor may see (the `navigation` expansion), which the header shows.
import { useEffect, useRef, useState } from 'react';
import { loadContent, useSocialMediaDispatch } from '@example/volto-socialmedia/store';
import type { RequestError } from '@example/volto-socialmedia/store';
import type { ContentResponse } from '@example/volto-socialmedia/contract';
import { ACTIONS_EXPANSION } from './mayEdit';
import { NAVIGATION_QUERY, readNavigation, useNavigation } from './navigation';
import { useSession } from './session';

export type PageState =
  { status: 'loading' } | { status: 'loaded'; content: ContentResponse } | { status: 'failed'; error: RequestError };

/**
 * The content at `path` (`''` = site root), reloaded when the path or the user changes; not when the same user logs
 * in again (in another tab, after their login expired), which would take an edit form and its changes away.
 */
export function usePageContent(path: string, reloadKey: unknown = null): PageState {
  const dispatch = useSocialMediaDispatch();
  const { client: sessionClient, username } = useSession();
  const latestClient = useRef(sessionClient);
  latestClient.current = sessionClient;
  const { setTabs } = useNavigation();
  const [state, setState] = useState<PageState>({ status: 'loading' });
  useEffect(() => {
    const client = latestClient.current;
    setState({ status: 'loading' });
    // A signed-in user's page also says what she may do there (an anonymous visitor may do nothing, so asks nothing).
    const query = username ? { expand: `${NAVIGATION_QUERY.expand},${ACTIONS_EXPANSION}` } : NAVIGATION_QUERY;
    const request = dispatch(loadContent({ client, path, query }));
    let current = true;
    let fallback: { abort(): void } | null = null;
    request.then((action) => {
      if (!current) return;
      if (loadContent.fulfilled.match(action)) {
        setState({ status: 'loaded', content: action.payload.content });
        setTabs(readNavigation(action.payload.content) ?? []);
        return;
      }
      const error = action.payload ?? { message: action.error.message ?? 'Error', status: null, type: null };
      setState({ status: 'failed', error });
      // The page is not there for this visitor, but the site is: its footer shows the site root's links, its header
      // the root's navigation.
      if (error.status !== null && path !== '') {
        const root = dispatch(loadContent({ client, path: '', query: NAVIGATION_QUERY }));
        fallback = root;
        root.then((rootAction) => {
          if (!current || !loadContent.fulfilled.match(rootAction)) return;
          setTabs(readNavigation(rootAction.payload.content) ?? []);
        });
      }
    });
    return () => {
      current = false;
      request.abort();
      fallback?.abort();
    };
  }, [dispatch, username, path, reloadKey, setTabs]);
  return state;
}
