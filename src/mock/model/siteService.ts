// Site-wide services Volto loads on every page: `@site`, `@navroot`, and `@querystring` (the indexes a
// listing block offers), kept small but in plone.restapi's shapes.
import type { ContentNode } from './content';
import { titleOf } from './content';
import { urlOf, type RequestContext } from './requestContext';
import { serializeContent } from './serialize';
import { ok, type ServiceResult } from './serviceResult';

/** `GET @site`. */
export function siteInfo(ctx: RequestContext): ServiceResult {
  return ok({
    '@id': `${urlOf(ctx, ctx.site.root)}/@site`,
    features: { filter_aliases_by_date: true, multilingual: false },
    'plone.allowed_sizes': [
      'huge 1600:65536', 'great 1200:65536', 'larger 1000:65536', 'large 800:65536', 'teaser 600:65536',
      'preview 400:65536', 'mini 200:65536', 'thumb 128:128', 'tile 64:64', 'icon 32:32', 'listing 16:16',
    ],
    'plone.available_languages': ['en'],
    'plone.default_language': 'en',
    'plone.portal_timezone': 'UTC',
    'plone.robots_txt': 'Sitemap: {portal_url}/sitemap.xml.gz\n\nUser-agent: *\nDisallow:\n',
    'plone.site_logo': null,
    'plone.site_title': titleOf(ctx.site.root),
  });
}

/** `GET <path>/@navroot`: the navigation root (the site root here), serialized without items or components. */
export function navroot(ctx: RequestContext, node: ContentNode): ServiceResult {
  return ok({
    '@id': `${urlOf(ctx, node)}/@navroot`,
    navroot: serializeContent(ctx, ctx.site.root, { includeItems: false, includeExpansion: false }),
  });
}

const SELECTION_OPERATORS = {
  'plone.app.querystring.operation.selection.any': {
    description: 'Tip: you can use * to autocomplete.',
    operation: 'plone.app.querystring.queryparser._contains',
    title: 'Matches any of',
    widget: 'MultipleSelectionWidget',
  },
  'plone.app.querystring.operation.selection.none': {
    description: 'Tip: you can use * to autocomplete.',
    operation: 'plone.app.querystring.queryparser._excludes',
    title: 'Matches none of',
    widget: 'MultipleSelectionWidget',
  },
};

/** `GET @querystring`: the indexes the mock's `@querystring-search` understands. */
export function querystringConfig(ctx: RequestContext): ServiceResult {
  const types = Object.fromEntries([...ctx.site.types.values()].filter((t) => t.listed).map((t) => [t.id, { title: t.title }]));
  const index = (extra: Record<string, unknown>) => ({ enabled: true, fetch_vocabulary: true, group: 'Metadata', ...extra });
  return ok({
    '@id': `${urlOf(ctx, ctx.site.root)}/@querystring`,
    indexes: {
      SearchableText: index({
        description: "Text search of an item's contents",
        group: 'Text',
        operations: ['plone.app.querystring.operation.string.contains'],
        operators: {
          'plone.app.querystring.operation.string.contains': {
            description: null,
            operation: 'plone.app.querystring.queryparser._contains',
            title: 'Contains',
            widget: 'StringWidget',
          },
        },
        sortable: false,
        title: 'Searchable text',
        values: {},
        vocabulary: null,
      }),
      path: index({
        description: 'The location of an item ',
        operations: [
          'plone.app.querystring.operation.string.absolutePath',
          'plone.app.querystring.operation.string.path',
          'plone.app.querystring.operation.string.relativePath',
        ],
        operators: {
          'plone.app.querystring.operation.string.absolutePath': {
            description: 'Location in the site structure',
            operation: 'plone.app.querystring.queryparser._absolutePath',
            title: 'Absolute path',
            widget: 'ReferenceWidget',
          },
          'plone.app.querystring.operation.string.path': {
            description: 'Location in the navigation structure',
            operation: 'plone.app.querystring.queryparser._navigationPath',
            title: 'Navigation path',
            widget: 'ReferenceWidget',
          },
          'plone.app.querystring.operation.string.relativePath': {
            description: "Use '../' to navigate to parent objects.",
            operation: 'plone.app.querystring.queryparser._relativePath',
            title: 'Relative path',
            widget: 'RelativePathWidget',
          },
        },
        sortable: false,
        title: 'Location',
        values: {},
        vocabulary: null,
      }),
      portal_type: index({
        description: "An item's type (e.g. Event)",
        operations: Object.keys(SELECTION_OPERATORS),
        operators: SELECTION_OPERATORS,
        sortable: false,
        title: 'Type',
        values: types,
        vocabulary: 'plone.app.vocabularies.ReallyUserFriendlyTypes',
      }),
      review_state: index({
        description: "An item's workflow state (e.g.published)",
        operations: Object.keys(SELECTION_OPERATORS),
        operators: SELECTION_OPERATORS,
        sortable: true,
        title: 'Review state',
        values: {
          pending: { title: 'Pending [pending]' },
          private: { title: 'Private [private]' },
          published: { title: 'Published [published]' },
        },
        vocabulary: 'plone.app.vocabularies.WorkflowStates',
      }),
    },
    sortable_indexes: {
      effective: { description: 'The time and date an item was first published', enabled: true, title: 'Effective date' },
      getObjPositionInParent: { description: 'The order of an item in its parent folder', enabled: true, title: 'Order in folder' },
      modified: { description: 'The time and date an item was last modified', enabled: true, title: 'Modification date' },
      sortable_title: { description: "The item's title, transformed for sorting", enabled: true, title: 'Sortable Title' },
    },
  });
}
