// The site's navigation as Plone serves it to the visitor: the `navigation` expansion of the page's own content GET
// (as Volto asks for it), which lists only what the visitor may View. An anonymous visitor never sees a tab that
// would only answer "This page is private."; after a login the private ones appear.
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { sitePathOf } from './backend';
import { useSession } from './session';

/** The expansion each page's content GET asks for, beside the add-on's `inherit`. */
export const NAVIGATION_QUERY = { expand: 'navigation' };

export interface NavigationTab {
  /** The tab's path below the site root (`''` = Home). */
  path: string;
  title: string;
}

/**
 * The tabs of a content GET's `@components.navigation.items`, in the backend's order; an entry without a usable
 * `@id` and title is left out, and a payload of any other shape gives none (never an error).
 */
export function readNavigation(content: unknown): NavigationTab[] | null {
  const navigation = (content as { '@components'?: { navigation?: { items?: unknown } } } | null)?.['@components']
    ?.navigation;
  if (!navigation || !Array.isArray(navigation.items)) return null;
  return navigation.items.flatMap((item: unknown) => {
    const { '@id': id, title } = (item ?? {}) as Record<string, unknown>;
    const path = typeof id === 'string' ? sitePathOf(id) : null;
    return path !== null && typeof title === 'string' && title.trim() !== '' ? [{ path, title }] : [];
  });
}

interface NavigationState {
  /** null until a page brought the navigation. */
  tabs: NavigationTab[] | null;
  setTabs(tabs: NavigationTab[]): void;
}

const NavigationContext = createContext<NavigationState>({ tabs: null, setTabs: () => {} });

/** Keeps the navigation the last page's GET brought, for the header. */
export function NavigationProvider({ children }: { children?: ReactNode }) {
  const [tabs, setTabs] = useState<NavigationTab[] | null>(null);
  const value = useMemo(() => ({ tabs, setTabs }), [tabs]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The navigation and its setter. */
export function useNavigation(): NavigationState {
  return useContext(NavigationContext);
}

/**
 * Pages that load no content of their own (the login form, the control panel) still show the navigation this visitor
 * may see: the site root's, with one GET when the page opens or the visitor logs in or out.
 */
export function useRootNavigation(enabled: boolean): void {
  const { client } = useSession();
  const { setTabs } = useNavigation();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    client.getContent('', { query: NAVIGATION_QUERY, signal: controller.signal }).then(
      ({ content }) => setTabs(readNavigation(content) ?? []),
      () => {},
    );
    return () => controller.abort();
  }, [enabled, client, setTabs]);
}
