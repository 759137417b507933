// The portal types (FTIs) of the mock site. Each type lists its behaviors by name, so enabling a
// behavior on a type works as it does in Plone's Dexterity types control panel.
import type { BehaviorNames } from '../../contract/behaviors';

export interface PortalType {
  id: string;
  /** The FTI title, which is the summaries' `type_title` (`Document` is titled `Page`). */
  title: string;
  folderish: boolean;
  /** Behavior short names, in FTI order (that is the order of the schemata, hence of fieldsets and errors). */
  behaviors: string[];
  /** Marker interfaces the class provides whatever the behaviors (the site root is a navigation root). */
  provides: string[];
  /** Whether simple_publication_workflow applies (the site root has no workflow). */
  workflow: boolean;
  /** Types a user may add inside (folderish types only). */
  allowedTypes: string[];
  /** Whether the type shows up in `@types` (Plone lists only user-friendly, globally addable types). */
  listed: boolean;
  layout: string;
  /** Keys plone.restapi serializes for this type beyond the common ones, with the values a fresh object has. */
  extraKeys: Record<string, unknown>;
  /** Types with `plone.translatable` get a `translations` component. */
  translatable: boolean;
  /** Types with `plone.versioning`: CMFEditions keeps a version at creation and at each edit (`@history`). */
  versioned?: boolean;
  /** Common keys plone.restapi leaves out for this type (a Link has no related items). */
  omittedKeys?: string[];
}

/**
 * The default types, as a Plone 6.2 site of the volto distribution has them (backend/FINDINGS.md): Plone Site and
 * Folder with the settings behavior, Document with the links behavior, News Item with neither. plone.volto makes
 * Document and News Item folderish; Folder is made globally addable (plone.volto hides it).
 */
export function defaultPortalTypes(names: BehaviorNames): PortalType[] {
  // What a user may add in a folderish object; Collection exists but is not addable (backend/captured/types-list.json).
  const contentTypes = ['Document', 'Event', 'File', 'Folder', 'Image', 'Link', 'News Item'];
  const blocks = { blocks: {}, blocks_layout: { items: [] } };
  const page = {
    ...blocks,
    changeNote: '',
    nav_title: null,
    preview_caption_link: null,
    preview_image_link: null,
    versioning_enabled: true,
  };
  return [
    {
      id: 'Plone Site',
      title: 'Plone Site',
      folderish: true,
      behaviors: ['plone.dublincore', names.settings],
      provides: ['INavigationRoot'],
      workflow: false,
      allowedTypes: contentTypes,
      listed: false,
      layout: 'document_view',
      extraKeys: { ...blocks, language: { title: 'English', token: 'en' } },
      translatable: false,
    },
    {
      id: 'Folder',
      title: 'Folder',
      folderish: true,
      behaviors: ['plone.dublincore', names.settings],
      provides: [],
      workflow: true,
      allowedTypes: contentTypes,
      listed: true,
      layout: 'listing_view',
      extraKeys: { lock: {}, nextPreviousEnabled: false },
      translatable: false,
    },
    {
      id: 'Document',
      title: 'Page',
      folderish: true,
      behaviors: ['plone.dublincore', names.links],
      provides: [],
      workflow: true,
      allowedTypes: contentTypes,
      listed: true,
      layout: 'document_view',
      extraKeys: page,
      translatable: true,
      versioned: true,
    },
    {
      id: 'News Item',
      title: 'News Item',
      folderish: true,
      behaviors: ['plone.dublincore'],
      provides: [],
      workflow: true,
      allowedTypes: contentTypes,
      listed: true,
      layout: 'newsitem_view',
      extraKeys: page,
      translatable: true,
      versioned: true,
    },
    {
      // Plone 6.2's Link with plone.volto's behaviors: versioned, a navigation title and a preview image, shown to a
      // visitor by redirecting to its target (`link_redirect_view`); not lockable (an empty `lock`, as a Folder's), no
      // related items.
      id: 'Link',
      title: 'Link',
      folderish: false,
      behaviors: ['plone.dublincore'],
      provides: [],
      workflow: true,
      allowedTypes: [],
      listed: true,
      layout: 'link_redirect_view',
      extraKeys: {
        changeNote: '',
        lock: {},
        nav_title: null,
        preview_caption_link: null,
        preview_image_link: null,
        versioning_enabled: true,
      },
      translatable: true,
      versioned: true,
      omittedKeys: ['relatedItems'],
    },
    // Listed in `@types` as a Plone site lists them; the contract never creates them, so they carry no extra keys.
    ...otherListedTypes.map(([id, folderish]) => ({
      id,
      title: id,
      folderish,
      behaviors: ['plone.dublincore'],
      provides: [],
      workflow: true,
      allowedTypes: folderish ? contentTypes : [],
      listed: true,
      layout: 'view',
      extraKeys: {},
      translatable: true,
    })),
  ];
}

/** Plone's other user-friendly types, with whether plone.volto makes them folderish. */
const otherListedTypes: Array<[string, boolean]> = [
  ['Collection', false],
  ['Event', true],
  ['File', false],
  ['Image', false],
];
