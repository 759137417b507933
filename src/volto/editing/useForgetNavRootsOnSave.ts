// Volto's edit form saves through Volto's own UPDATE_CONTENT, which the add-on's reducer does not read: reading it
// there would weigh on every page's first load. Yet the object saved may be one whose settings the store keeps for
// the pages of a private subsite (a navigation root's settings, asked for because a visitor's page came without
// them; see navRootRequest.ts). Once the form has saved, the store forgets those, so that the next such page asks
// again rather than showing the settings from before the save (to an administrator who logs out to check, say); and
// the tab is marked as one where she saved, so that the page it was served (the home page, whose links she may just
// have saved) gets its head tags built again. The links widget is in every edit form of an object with settings or
// links of its own, so it watches the save.
import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import { markSavedInTab } from './markSavedInTab';

/** What the hook reads of Volto's state: its content state's `update` is a new object whenever a save ends. */
interface SavingState {
  content?: { update?: { loaded?: boolean } | null } | null;
  socialMedia?: { navRoots?: Record<string, unknown> } | null;
}

/**
 * The action the reducer forgets one navigation root's settings by (`${NAV_ROOT_SETTINGS}_FAIL`: the next page under
 * that root asks again), spelled out so that this chunk imports nothing more of a page's first load (a test holds it
 * equal). An action of its own that forgets them all would read better, but its case sits in the first-load reducer:
 * 16 B gzip more of every page at the least (a type and a branch), 34 B as a named case, by the byte proxy.
 */
export const FORGET_NAV_ROOT = 'socialMedia/navRootSettings_FAIL';

/**
 * While mounted, forgets the navigation roots' settings in the store and marks the tab as one where an editor saved
 * (see markSavedInTab), each time Volto's edit form has saved; nothing where the widget is rendered without a store.
 */
export function useForgetNavRootsOnSave(): void {
  const redux = useContext(ReactReduxContext);
  const store = redux && redux.store;
  useEffect(() => {
    if (!store) return undefined;
    let update = updateOf(store.getState() as SavingState);
    return store.subscribe(() => {
      const state = store.getState() as SavingState;
      const next = updateOf(state);
      if (next === update) return;
      update = next;
      if (!next || !next.loaded) return;
      markSavedInTab();
      const navRoots = (state.socialMedia && state.socialMedia.navRoots) || {};
      for (const navRoot of Object.keys(navRoots)) store.dispatch({ type: FORGET_NAV_ROOT, navRoot });
    });
  }, [store]);
}

function updateOf(state: SavingState): { loaded?: boolean } | null | undefined {
  return state && state.content && state.content.update;
}
