// `@components` of a content GET and the small services behind it (`@actions`, `@breadcrumbs`,
// `@navigation`, `@navroot`, `@types`, `@workflow`): unexpanded each is `{"@id"}`, expanded as plone.restapi.
import { chain, titleOf, descriptionOf, type ContentNode } from './content';
import { RaisedError } from './errors';
import { inheritComponent } from './inherit';
import { isLockedFor } from './locking';
import {
  canAccessVersions,
  canAdd,
  canDelete,
  canDelegateRoles,
  canImportIcal,
  canListContents,
  canManageAliases,
  canModify,
  canRequestReview,
  canReview,
  canView,
  isListedNow,
  mayListInactive,
} from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { navroot } from './siteService';
import { canManageOwnPortlets, canManageSite } from './users';
import { availableTransitions, serializeHistoryEntry, stateTitle } from './workflow';

/** The expanders plone.restapi registers (without plone.app.multilingual), in name order. */
export const EXPANDERS = [
  'actions',
  'aliases',
  'breadcrumbs',
  'contextnavigation',
  'navigation',
  'navroot',
  'types',
  'workflow',
] as const;

/** The `expand` parameter as a list: a string is split on `,`, a repeated key is a list already. */
export function expandList(ctx: RequestContext): string[] {
  const expand = ctx.form.expand;
  if (expand === undefined) return [];
  return Array.isArray(expand) ? expand : expand.split(',');
}

/**
 * `@components` for a content GET: one entry per expander, expanded when named in `expand`, plus `inherit`.
 * @throws RaisedError 401 when `types` is expanded by an anonymous caller (the whole GET fails).
 */
export function components(ctx: RequestContext, node: ContentNode): Record<string, unknown> {
  const expand = new Set(expandList(ctx));
  const result: Record<string, unknown> = {};
  for (const name of EXPANDERS) {
    result[name] = expand.has(name) ? expandedComponent(ctx, node, name) : { '@id': `${urlOf(ctx, node)}/@${name}` };
  }
  if (ctx.site.typeOf(node).translatable) result.translations = { '@id': `${urlOf(ctx, node)}/@translations` };
  const inherit = inheritComponent(ctx, node, expand.has('inherit'));
  if (inherit) result.inherit = inherit;
  return result;
}

function expandedComponent(ctx: RequestContext, node: ContentNode, name: (typeof EXPANDERS)[number]): unknown {
  switch (name) {
    case 'actions':
      return actions(ctx, node);
    case 'breadcrumbs':
      return breadcrumbs(ctx, node);
    case 'navigation':
      return navigation(ctx, node);
    case 'navroot':
      return navroot(ctx, node).body;
    case 'types':
      return typesList(ctx, node);
    case 'workflow':
      return workflowInfo(ctx, node);
    default:
      return { '@id': `${urlOf(ctx, node)}/@${name}` };
  }
}

/** `@breadcrumbs`: the chain below the navigation root, root excluded. */
export function breadcrumbs(ctx: RequestContext, node: ContentNode) {
  const root = ctx.site.navigationRootOf(node);
  const below = chain(node);
  const items = below
    .slice(0, below.indexOf(root))
    .reverse()
    .map((ancestor) => ({ '@id': urlOf(ctx, ancestor), title: titleOf(ancestor) }));
  return { '@id': `${urlOf(ctx, node)}/@breadcrumbs`, items, root: urlOf(ctx, root) };
}

/** `@navigation`: Home, then the navigation root's children the catalog lists to the caller, unless excluded. */
export function navigation(ctx: RequestContext, node: ContentNode) {
  const entry = (item: ContentNode, title: string) => ({
    '@id': urlOf(ctx, item),
    description: descriptionOf(item),
    items: [],
    review_state: item.reviewState,
    title,
  });
  const root = ctx.site.navigationRootOf(node);
  const now = ctx.site.now();
  // The navigation's query names the navigation root's path.
  const inactiveListed = mayListInactive(ctx.site.root, ctx.user, [root]);
  const tabs = root.children.filter(
    (child) => !child.excludeFromNav && canView(child, ctx.user) && isListedNow(child, inactiveListed, now),
  );
  return {
    '@id': `${urlOf(ctx, node)}/@navigation`,
    items: [entry(root, 'Home'), ...tabs.map((child) => entry(child, titleOf(child)))],
  };
}

/**
 * `@actions`: the action categories Volto reads, as a Plone 6.2 site of the volto distribution lists them (recorded
 * in the contract run); visitors get View, Copy (Zope grants Copy or Move to everyone) and the public ones.
 */
export function actions(ctx: RequestContext, node: ContentNode) {
  const url = urlOf(ctx, node);
  const siteUrl = urlOf(ctx, ctx.site.root);
  const action = (id: string, title: string, icon: string, href: string) => ({ icon, id, title, url: href });
  // plone.app.event's `Import Ical`, which its role map gives Manager, Site Administrator, Editor and Owner.
  const icalImportable = canImportIcal(node, ctx.user);
  const loggedIn = ctx.user !== null;
  const icalImport = action(
    'ical_import_enable',
    'Enable icalendar import',
    '',
    `${url}/@@ical_import_settings/enable`,
  );
  // Each action is offered for its permission. Zope grants Copy to everyone; Cut, Delete and Rename ask for Delete
  // objects on the container (Rename Add portal content on the object too). The site root cannot be cut, copied,
  // deleted or renamed, only set up for iCal.
  const movable = node.parent !== null && canDelete(node.parent, ctx.user);
  const objectButtons =
    node === ctx.site.root
      ? icalImportable
        ? [icalImport]
        : []
      : [
          ...(movable ? [action('cut', 'Cut', 'plone-cut', `${url}/object_cut`)] : []),
          action('copy', 'Copy', 'plone-copy', `${url}/object_copy`),
          ...(movable ? [action('delete', 'Delete', 'plone-delete', `${url}/delete_confirmation`)] : []),
          ...(movable && canAdd(node, ctx.user)
            ? [action('rename', 'Rename', 'plone-rename', `${url}/object_rename`)]
            : []),
          // The leading space is in Plone's own action expression.
          ...(canManageAliases(node, ctx.user)
            ? [action('redirection', 'URL Management', 'plone-redirection', ` ${url}/@@manage-aliases`)]
            : []),
          // Plone 6.2 offers the iCal import on a published folderish object only (checked on a live site).
          ...(icalImportable && ctx.site.typeOf(node).folderish && node.reviewState === 'published'
            ? [icalImport]
            : []),
        ];
  // The types' `edit` action has the condition `not:object/@@plone_lock_info/is_locked_for_current_user`: while
  // someone else holds the object's lock, nobody else is offered Edit, managers included (a token does not count).
  const editable = canModify(node, ctx.user) && !isLockedFor(ctx, node, null);
  return {
    document_actions: [],
    object: [
      action('view', 'View', 'toolbar-action/view', url),
      ...(editable ? [action('edit', 'Edit', 'toolbar-action/edit', `${url}/edit`)] : []),
      ...(canListContents(node, ctx.user)
        ? [action('folderContents', 'Contents', 'toolbar-action/folderContents', `${url}/folder_contents`)]
        : []),
      ...(canAccessVersions(node, ctx.user)
        ? [action('history', 'History', 'toolbar-action/history', `${url}/@@historyview`)]
        : []),
      ...(canDelegateRoles(node, ctx.user)
        ? [action('local_roles', 'Sharing', 'toolbar-action/sharing', `${url}/@@sharing`)]
        : []),
    ],
    object_buttons: objectButtons,
    portal_tabs: [action('index_html', 'Home', 'plone-home', siteUrl)],
    site_actions: [
      action('sitemap', 'Site Map', 'plone-sitemap', `${siteUrl}/sitemap`),
      action('contact', 'Contact', 'plone-contact-info', `${siteUrl}/contact-form`),
    ],
    user: loggedIn
      ? [
          action('preferences', 'Preferences', 'plone-user', `${siteUrl}/@@personal-preferences`),
          ...(canManageOwnPortlets(ctx.user)
            ? [action('dashboard', 'Dashboard', 'plone-dashboard', `${siteUrl}/dashboard`)]
            : []),
          ...(canManageSite(ctx.user)
            ? [action('plone_setup', 'Site Setup', 'plone-controlpanel', `${siteUrl}/@@overview-controlpanel`)]
            : []),
          action('logout', 'Log out', 'plone-logout', `${siteUrl}/logout`),
        ]
      : [action('login', 'Log in', 'plone-login', `${siteUrl}/login`)],
  };
}

/**
 * `@types`: the user-friendly types sorted by title, `addable` where the caller may add them here.
 * @throws RaisedError 401 for anonymous callers.
 */
export function typesList(ctx: RequestContext, node: ContentNode) {
  if (ctx.user === null) throw new RaisedError(401, 'Unauthorized', 'Unauthorized()');
  const type = ctx.site.typeOf(node);
  return [...ctx.site.types.values()]
    .filter((candidate) => candidate.listed)
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((candidate) => {
      const addable = type.folderish && type.allowedTypes.includes(candidate.id) && canAdd(node, ctx.user);
      return {
        '@id': `${urlOf(ctx, ctx.site.root)}/@types/${candidate.id}`,
        addable,
        id: candidate.id,
        immediately_addable: addable,
        title: candidate.title,
      };
    });
}

/** `@workflow`: history, current state and the transitions the caller may trigger (empty on the site root). */
export function workflowInfo(ctx: RequestContext, node: ContentNode) {
  const url = urlOf(ctx, node);
  if (node.parent === null) return { '@id': `${url}/@workflow`, history: [], transitions: [] };
  const state = node.reviewState ?? '';
  return {
    '@id': `${url}/@workflow`,
    // `review_history` is guarded by Request review / Review portal content: others get an empty history.
    history: (canRequestReview(node, ctx.user) || canReview(node, ctx.user) ? node.history : []).map(
      serializeHistoryEntry,
    ),
    state: { id: state, title: stateTitle(state) },
    transitions: availableTransitions(node, ctx.user).map((t) => ({
      '@id': `${url}/@workflow/${t.id}`,
      title: t.title,
    })),
  };
}
