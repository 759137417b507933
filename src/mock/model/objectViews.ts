// The views of a content object that Zope's `unrestrictedTraverse` finds by their bare name (no `@@`), after the
// object's own attributes and items: plone.restapi's `path2uid` traverses a link's whole path, and a link that ends in
// such a view of one of the site's pages (its RSS feed) is stored by the page's UID with the view's name after it.
// Plone registers many views; the mock knows those an editor links to from a profile list.
import type { ContentNode } from './content';
import type { MockSite } from './site';

/**
 * The feeds Products.CMFPlone registers for ISyndicatable, which it gives to every Dexterity container (plone.volto's
 * pages and news items are containers too).
 */
const FEED_VIEWS = new Set(['RSS', 'rss.xml', 'atom.xml', 'itunes.xml', 'newsml.xml']);

/** plone.dexterity's default view, registered for every Dexterity object. */
const CONTENT_VIEWS = new Set(['view']);

/** Whether traversal finds a view named `name` on `node` (an object's own items are found before any view). */
export function isObjectView(site: MockSite, node: ContentNode, name: string): boolean {
  return CONTENT_VIEWS.has(name) || (FEED_VIEWS.has(name) && site.typeOf(node).folderish);
}
