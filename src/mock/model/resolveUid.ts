// Links to the site's own pages inside a JSON field (`social_links`), kept by UID as plone.restapi keeps them: its
// JSONField deserializer passes the value through the block transforms as a fake block, whose resolveuid transform
// stores every `@id` (and `url`, `href`, `preview_image` string) naming an object of the site as
// `../resolveuid/<uid>`; its serializer turns each back into the object's URL at every read. A link so follows its
// page when the page is renamed or moved. The catalog's copy (summaries, a `parent`) is the stored form, unresolved.
import { isPlainObject } from '../../contract/validationProblems';
import { chain, pathSegments, type ContentNode } from './content';
import { RaisedError, ServiceNotFound } from './errors';
import { pyTruthy } from './pyCompare';
import { hasLinkTarget, servedLinkTarget } from './linkTarget';
import { isObjectView } from './objectViews';
import { urlOf, type RequestContext } from './requestContext';
import type { MockSite } from './site';

/** The keys whose strings both transforms read as addresses, besides `@id` (plone.restapi's `fields`). */
const ADDRESS_KEYS = ['url', 'href', 'preview_image'];

/** Where a value is being stored: the site's URL for the request, and the object it is stored on. */
export interface StoringContext {
  site: MockSite;
  siteUrl: string;
  /**
   * The object the value is stored on; an object being created counts too, as plone.restapi deserializes it wrapped
   * in its folder, at the address it gets.
   */
  node: ContentNode;
}

/**
 * The value to store, each address of one of the site's objects replaced by its UID reference; `image_scales` keys
 * are dropped at every level, as the transform drops them.
 * @throws RaisedError 500 AttributeError for an object whose `@id` is truthy but not a string (Python's `startswith`).
 */
export function storedByUid(where: StoringContext, value: unknown): unknown {
  const visit = (data: unknown, key?: string): unknown => {
    if (typeof data === 'string' && key !== undefined && ADDRESS_KEYS.includes(key)) return pathToUid(where, data);
    if (Array.isArray(data)) return data.map((item) => visit(item, key));
    if (!isPlainObject(data)) return data;
    const item: Record<string, unknown> = { ...data };
    if (item['@type'] === 'URL' && pyTruthy(item.value)) item.value = pathToUid(where, item.value);
    else if (pyTruthy(item['@id'])) item['@id'] = pathToUid(where, item['@id']);
    delete item.image_scales;
    return Object.fromEntries(Object.entries(item).map(([name, inner]) => [name, visit(inner, name)]));
  };
  return visit(value);
}

/**
 * The value to serve, each UID reference replaced by the URL of its object for this request (with the reference's
 * suffix, `#anchor` or `/@@view`); a reference to no object of the site is served as stored.
 */
export function servedByUrl(ctx: RequestContext, value: unknown): unknown {
  const visit = (data: unknown, key?: string): unknown => {
    if (typeof data === 'string' && key !== undefined && ADDRESS_KEYS.includes(key)) return uidToUrl(ctx, data);
    if (Array.isArray(data)) return data.map((item) => visit(item, key));
    if (!isPlainObject(data)) return data;
    const resolved = new Set([...(data['@type'] === 'URL' ? ['value'] : []), '@id', ...ADDRESS_KEYS]);
    return Object.fromEntries(
      Object.entries(data).map(([name, inner]) => [
        name,
        resolved.has(name) && typeof inner === 'string' ? uidToUrl(ctx, inner) : visit(inner, name),
      ]),
    );
  };
  return visit(value);
}

const RESOLVEUID = /^(?:|.*\/)resolve[Uu]id\/([^/#]*)(.*)$/;

/** plone.restapi's `uid_to_url`: the URL of the object a `resolveuid/<uid>` reference names, else `path` as given. */
function uidToUrl(ctx: RequestContext, path: string): string {
  const match = RESOLVEUID.exec(path);
  // The catalog is searched without a user's restrictions: a private page's reference resolves for a visitor too.
  const node = match ? ctx.site.byUid(match[1]!) : undefined;
  if (!match || !node) return path;
  const suffix = match[2]!;
  if (suffix) return urlOf(ctx, node) + suffix;
  // IObjectPrimaryFieldTarget: a Link is served to a visitor as its target.
  if (hasLinkTarget(node) && ctx.user === null) return servedLinkTarget(ctx, node) || urlOf(ctx, node);
  return urlOf(ctx, node);
}

/** The path, then what follows it from the first `/@@` or `#` on (plone.restapi's PATH_RE). */
const PATH_AND_SUFFIX = /^(.*?)((?=\/@@|#).*)?$/s;

/**
 * plone.restapi's `path2uid`: `link` as a UID reference (`../` once per level of the storing object below the site,
 * then `resolveuid/<uid>` and the link's suffix) when it names an object of the site other than the site root, by
 * its URL, its site-relative or physical path, or an old path the redirector remembers; otherwise `link` as given.
 */
function pathToUid(where: StoringContext, link: unknown): unknown {
  if (!pyTruthy(link)) return '';
  if (typeof link !== 'string') {
    throw new RaisedError(500, 'AttributeError', `'${pyTypeName(link)}' object has no attribute 'startswith'`);
  }
  const { site, siteUrl } = where;
  const sitePath = `/${site.id}`;
  let path = link.startsWith(siteUrl) ? link.slice(siteUrl.length + 1) : link;
  if (!path.startsWith(sitePath)) path = `${sitePath}/${path.replace(/^\/+/, '')}`;
  const [, bare = '', suffix = ''] = PATH_AND_SUFFIX.exec(path) ?? [];
  const found = objectAt(site, bare.replace(/\/+$/, ''));
  if (!found || found.target === site.root) return link;
  return `${'../'.repeat(pathSegments(where.node).length)}resolveuid/${found.target.uid}${found.view}${suffix}`;
}

/**
 * What traversing a physical path (`/Plone/a/b`) reaches, as `unrestrictedTraverse` does: an object, else a view of
 * the object before its last name (the view's name, `/RSS`, then goes before the link's suffix), else where the
 * redirector says an object at that path went.
 */
function objectAt(site: MockSite, path: string): { target: ContentNode; view: string } | undefined {
  const [first, ...ids] = path.split('/').filter(Boolean);
  if (first !== site.id) return undefined;
  const found = site.get(ids.join('/'));
  if (found) return { target: found, view: '' };
  const name = ids.at(-1);
  const parent = name === undefined ? undefined : site.get(ids.slice(0, -1).join('/'));
  // A view of the site root is not modelled (skin objects come before its views there): left as given, as the root is.
  if (parent && parent !== site.root && isObjectView(site, parent, name!)) return { target: parent, view: `/${name}` };
  const moved = site.redirects.get(`/${ids.join('/')}`);
  // A redirect to an object deleted since leads nowhere.
  return moved && chain(moved).at(-1) === site.root ? { target: moved, view: '' } : undefined;
}

function pyTypeName(value: unknown): string {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return Array.isArray(value) ? 'list' : 'dict';
}

/**
 * Plone's `resolveuid` view (plone.outputfilters, public, on every object, through `++api++` too, where plone.rest
 * falls back to views): `names` are the URL's names after the object traversal stopped at; when the first is
 * `resolveuid`, the second is a UID and the rest a subpath, the answer is a 301 to the URL of the object with that UID
 * (looked up without the user's restrictions), the subpath and the query string after it, the way a visitor's click
 * on a link a catalog summary carries by UID reaches the page. `undefined` when the names are no such view; a
 * `NotFound` for a UID of no object.
 * @throws ServiceNotFound for a UID of no object (plone.rest then tries the redirector, as for any 404).
 */
export function resolveUidRedirect(
  ctx: RequestContext,
  names: readonly string[],
): { status: 301; location: string } | undefined {
  if (names[0] !== 'resolveuid') return undefined;
  const node = names[1] === undefined ? undefined : ctx.site.byUid(names[1]);
  // The view raises NotFound itself, once publishing found it: the error names the whole URL (a manager's traced).
  if (!node) throw new ServiceNotFound();
  // Zope quotes the subpath (a service's `@` is a character a path may hold).
  const subpath = names.slice(2).map((name) => encodeURIComponent(name).replace(/%40/g, '@'));
  const location = [urlOf(ctx, node), ...subpath].join('/');
  return { status: 301, location: ctx.queryString ? `${location}?${ctx.queryString}` : location };
}
