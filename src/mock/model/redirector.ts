// plone.app.redirector as the mock keeps it: the paths objects were renamed or moved away from, so that a request for
// an old address is sent on to where the object is now. plone.rest's error view asks it on every NotFound of an API
// request: the longest stored path the URL starts with wins, the rest of the URL (a service, its arguments) and the
// query string follow, a GET gets 301 and any other method 308 (which keeps the method), both with an empty body.
import type { ContentNode } from './content';
import { chain, descendants, pathSegments } from './content';
import { urlOf, type RequestContext } from './requestContext';

/** Old site-relative paths (`/folder/page`) to the object now elsewhere. */
export type RedirectionStorage = Map<string, ContentNode>;

/**
 * Renames `node` to `id` and moves it into `parent` (either may be unchanged), remembering the old path of it and
 * of everything inside it, as the redirector's subscriber does for each moved object.
 */
export function relocate(storage: RedirectionStorage, node: ContentNode, parent: ContentNode, id: string): void {
  for (const moved of descendants(node)) storage.set(pathKey(pathSegments(moved)), moved);
  if (node.parent !== parent) {
    if (node.parent) node.parent.children = node.parent.children.filter((child) => child !== node);
    node.parent = parent;
    parent.children.push(node);
  }
  node.id = id;
}

/**
 * The redirect for a request whose URL has `urlSegments` below the site root and was not found; `undefined` when
 * the redirector knows none (an object deleted since is forgotten, as its subscriber forgets it).
 */
export function redirectFor(
  ctx: RequestContext,
  storage: RedirectionStorage,
  method: string,
  urlSegments: readonly string[],
): { status: 301 | 308; location: string } | undefined {
  for (let split = urlSegments.length; split >= 1; split -= 1) {
    const oldPath = urlSegments.slice(0, split);
    const node = storage.get(pathKey(oldPath));
    if (!node || chain(node).at(-1) !== ctx.site.root) continue;
    // Back where it was: plone.rest does not redirect a URL to itself.
    if (pathKey(pathSegments(node)) === pathKey(oldPath)) return undefined;
    // A service's `@` stays as it is: the mock's routes match the raw URL a client follows the redirect to.
    const rest = urlSegments.slice(split).map((segment) => `/${encodeURIComponent(segment).replace(/^%40/, '@')}`);
    const location = `${urlOf(ctx, node)}${rest.join('')}${ctx.queryString ? `?${ctx.queryString}` : ''}`;
    return { status: method === 'GET' ? 301 : 308, location };
  }
  return undefined;
}

function pathKey(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}
