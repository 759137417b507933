// Settings for every visitor: the reference backend leaves the settings out of a page's `inherit` component when
// their closest provider is not viewable by the visitor (a published page inside a private folder). Such a page
// then shows its navigation root's settings, asked with one `@inherit` request through Volto's api middleware, once
// per navigation root (the `socialMedia` state keeps the answer), awaited for a while before the server renders
// (awaitNavRootSettings.ts, which also hands `asyncConnect` the content without our settings), and asked on
// client-side navigation when the new content arrives. A page whose content carries its settings asks nothing.
import { isPlainObject } from '../contract/validationProblems';
import { isMainContentLoaded } from '../store/voltoContent';
import { navRootAsyncPropsExtender } from './awaitNavRootSettings';
import { LoadableShareView, LoadableView } from './loadableViews';
import { requestNavRootSettings } from './navRootRequest';
import { GET_SCHEMA_SUCCESS, nameOwnWidget } from './schemaWidgets';
import type { VoltoConfig, VoltoMiddleware } from './types';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

/**
 * The add-on's middleware in the browser's store: the fallback, after each page's content arrived (on the
 * server, awaitNavRootSettings.ts makes the render wait); before a content type's schema reaches Volto's reducer,
 * our widget named in it for Volto's History (schemaWidgets.ts); and the versions History compares held back until
 * our block views can draw them. One middleware for all: it is first-load code.
 */
const middleware: VoltoMiddleware = (store) => (next) => (action) => {
  if (isPlainObject(action)) {
    if (action.type === GET_SCHEMA_SUCCESS) nameOwnWidget(action.result);
    // The two versions Volto's History compares: it draws their blocks once, as they arrive, with
    // `renderToStaticMarkup`, where a block view whose chunk the tab has not loaded yet draws nothing, ever. They
    // reach Volto once our views are loaded (one after the other: cheaper in first-load bytes than together); a view
    // that cannot load holds nothing back (its block is left out, as on a page).
    if (action.type === 'GET_DIFF_SUCCESS')
      return LoadableView.load()
        .then(() => LoadableShareView.load())
        .catch(ignore)
        .then(() => next(action));
  }
  const result = next(action);
  if (isMainContentLoaded(action)) {
    const asked = requestNavRootSettings(store);
    // A root the visitor may not View (a private subsite) answers 401 naming, as its `context`, the closest object she
    // may View: that object's settings are asked, once, and kept for the root. Only the `context` is read (first-load
    // bytes; the server's wait checks the status too): a failure without a response or a JSON body, or whose
    // `context` is the root itself (Plone's for a 500), asks nothing more; one whose JSON body has no `context` asks
    // the root once more. Either leaves no settings in the state: the next page asks again.
    if (asked) asked.catch((error: any) => requestNavRootSettings(store, error.response.body.context)).catch(ignore);
  }
  return result;
};

/** Only the browser's store gets the middleware: the store Volto's server makes for each page has no use for it. */
const storeExtender = (stack: VoltoMiddleware[]) => (typeof window === 'undefined' ? stack : stack.concat(middleware));

/**
 * Adds the fallback to Volto's store (client-side navigation; the same middleware names our widget in schemas for
 * Volto's History) and to its server-side data loading, once however often the add-on is applied;
 * `navRootFallback: false` (read at each page) turns the fallback off, not what `asyncConnect` is handed.
 */
export function installNavRootFallback(config: VoltoConfig): VoltoConfig {
  const { settings } = config;
  settings.storeExtenders = withEntry(settings.storeExtenders, storeExtender);
  // Volto fetches the content in `asyncConnect` on its server only: the client bundle leaves the waiting out.
  if (typeof __SERVER__ === 'undefined' || __SERVER__)
    settings.asyncPropsExtenders = withEntry(settings.asyncPropsExtenders, navRootAsyncPropsExtender);
  return config;
}

function withEntry<Entry>(list: Entry[] | undefined, entry: Entry): Entry[] {
  return list && list.includes(entry) ? list : (list || []).concat(entry);
}

function ignore() {
  return undefined;
}
