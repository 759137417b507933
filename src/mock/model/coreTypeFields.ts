// The fields Plone's own behaviors contribute to `@types/<type>`, and each default type's fieldsets, as a
// Plone 6.2 site of the volto distribution answers them (recorded against a real site; Folder's are inferred,
// since the recordings only show Folder's schema to anonymous callers, who get 401).

type Property = Record<string, unknown>;

const vocabulary = (name: string) => ({ '@id': `{site}/@vocabularies/${name}` });
const tuple = (behavior: string, title: string, description: string, vocabularyName: string): Property => ({
  additionalItems: true,
  behavior,
  description,
  factory: 'Tuple',
  items: { description: '', factory: 'Text line (String)', title: '', type: 'string' },
  title,
  type: 'array',
  uniqueItems: true,
  widgetOptions: { vocabulary: vocabulary(vocabularyName) },
});

/** Properties by field name; `{site}` stands for the site root URL. */
export const CORE_PROPERTIES: Record<string, Property> = {
  title: { behavior: 'plone.basic', description: '', factory: 'Text line (String)', maxLength: 1024, title: 'Title', type: 'string' },
  description: {
    behavior: 'plone.basic',
    description: 'Used in item listings and search results.',
    factory: 'Text',
    maxLength: 10000,
    title: 'Summary',
    type: 'string',
    widget: 'textarea',
  },
  changeNote: {
    behavior: 'plone.versioning',
    description: 'Enter a comment that describes the changes you made.',
    factory: 'Text line (String)',
    title: 'Change Note',
    type: 'string',
  },
  preview_image_link: {
    behavior: 'volto.preview_image_link',
    description: 'Select an image that will be used in listing and teaser blocks.',
    factory: 'Relation Choice',
    title: 'Preview image',
    type: 'string',
    vocabulary: vocabulary('plone.app.multilingual.RootCatalog'),
    widgetOptions: { frontendOptions: { widget: 'object_browser', widgetProps: { mode: 'image', return: 'single' } } },
  },
  preview_caption_link: {
    behavior: 'volto.preview_image_link',
    description: '',
    factory: 'Text line (String)',
    title: 'Preview image caption',
    type: 'string',
  },
  subjects: tuple('plone.categorization', 'Tags', 'Tags are commonly used for ad-hoc organization of content.', 'plone.app.vocabularies.Keywords'),
  language: {
    behavior: 'plone.categorization',
    default: 'en',
    description: '',
    factory: 'Choice',
    title: 'Language',
    type: 'string',
    vocabulary: vocabulary('plone.app.vocabularies.SupportedContentLanguages'),
  },
  relatedItems: {
    additionalItems: true,
    behavior: 'plone.relateditems',
    default: [],
    description: '',
    factory: 'Relation List',
    items: {
      description: '',
      factory: 'Relation Choice',
      title: 'Related',
      type: 'string',
      vocabulary: vocabulary('plone.app.vocabularies.Catalog'),
    },
    title: 'Related Items',
    type: 'array',
    uniqueItems: true,
    widgetOptions: { pattern_options: { recentlyUsed: true }, vocabulary: vocabulary('plone.app.vocabularies.Catalog') },
  },
  effective: {
    behavior: 'plone.publication',
    description: 'If this date is in the future, the content will not show up in listings and searches until this date.',
    factory: 'Date/Time',
    title: 'Publishing Date',
    type: 'string',
    widget: 'datetime',
  },
  expires: {
    behavior: 'plone.publication',
    description: 'When this date is reached, the content will no longer be visible in listings and searches.',
    factory: 'Date/Time',
    title: 'Expiration Date',
    type: 'string',
    widget: 'datetime',
  },
  creators: tuple(
    'plone.ownership',
    'Creators',
    'Persons responsible for creating the content of this item. Please enter a list of user names, one per line. The principal creator should come first.',
    'plone.app.vocabularies.Users',
  ),
  contributors: tuple(
    'plone.ownership',
    'Contributors',
    'The names of people that have contributed to this item. Each contributor should be on a separate line.',
    'plone.app.vocabularies.Users',
  ),
  rights: {
    behavior: 'plone.ownership',
    description: 'Copyright statement or other rights information on this item.',
    factory: 'Text',
    title: 'Rights',
    type: 'string',
    widget: 'textarea',
  },
  id: { behavior: 'plone.shortname', description: 'This name will be displayed in the URL.', factory: 'Text line (String)', title: 'Short name', type: 'string' },
  nav_title: { behavior: 'volto.navtitle', description: '', factory: 'Text line (String)', title: 'Navigation title', type: 'string' },
  exclude_from_nav: {
    behavior: 'plone.excludefromnavigation',
    default: false,
    description: 'If selected, this item will not appear in the navigation tree',
    factory: 'Yes/No',
    title: 'Exclude from navigation',
    type: 'boolean',
  },
  allow_discussion: {
    behavior: 'plone.app.discussion.behavior.IAllowDiscussion',
    choices: [
      ['True', 'Yes'],
      ['False', 'No'],
    ],
    description: 'Allow discussion for this content object.',
    enum: ['True', 'False'],
    enumNames: ['Yes', 'No'],
    factory: 'Choice',
    title: 'Allow discussion',
    type: 'string',
    vocabulary: { '@id': '{site}/@sources/allow_discussion' },
  },
  versioning_enabled: {
    behavior: 'plone.versioning',
    default: true,
    description: 'Enable/disable versioning for this document.',
    factory: 'Yes/No',
    title: 'Versioning enabled',
    type: 'boolean',
  },
  nextPreviousEnabled: {
    behavior: 'plone.nextprevioustoggle',
    default: false,
    description: 'This enables next/previous widget on content items contained in this folder.',
    factory: 'Yes/No',
    title: 'Enable next previous navigation',
    type: 'boolean',
  },
  blocks: {
    behavior: 'volto.blocks',
    default: {},
    description: 'The JSON representation of the object blocks information. Must be a JSON object.',
    factory: 'JSONField',
    title: 'Blocks',
    type: 'dict',
    widget: 'json',
  },
  blocks_layout: {
    behavior: 'volto.blocks',
    default: { items: [] },
    description: 'The JSON representation of the object blocks layout. Must be a JSON array.',
    factory: 'JSONField',
    title: 'Blocks Layout',
    type: 'dict',
    widget: 'json',
  },
};

export interface CoreFieldset {
  id: string;
  title: string;
  fields: string[];
}

const categorization: CoreFieldset = { id: 'categorization', title: 'Categorization', fields: ['subjects', 'language', 'relatedItems'] };
const dates: CoreFieldset = { id: 'dates', title: 'Dates', fields: ['effective', 'expires'] };
const ownership: CoreFieldset = { id: 'ownership', title: 'Ownership', fields: ['creators', 'contributors', 'rights'] };
const layout: CoreFieldset = { id: 'layout', title: 'Layout', fields: ['blocks', 'blocks_layout'] };
const previewImage: CoreFieldset = { id: 'preview_image', title: 'Preview image', fields: ['preview_image_link', 'preview_caption_link'] };

/** Fieldsets of Plone's own behaviors per type, in order; behavior fieldsets (social_media) come after them. */
export const CORE_FIELDSETS: Record<string, CoreFieldset[]> = {
  'Plone Site': [{ id: 'default', title: 'Default', fields: ['title', 'description'] }, categorization, dates, ownership, layout],
  Folder: [
    { id: 'default', title: 'Default', fields: ['title', 'description'] },
    categorization,
    dates,
    ownership,
    { id: 'settings', title: 'Settings', fields: ['id', 'exclude_from_nav', 'nextPreviousEnabled'] },
  ],
  Document: [
    { id: 'default', title: 'Default', fields: ['title', 'description', 'changeNote'] },
    previewImage,
    categorization,
    dates,
    ownership,
    { id: 'settings', title: 'Settings', fields: ['id', 'nav_title', 'exclude_from_nav', 'allow_discussion', 'versioning_enabled'] },
    layout,
  ],
  'News Item': [
    { id: 'default', title: 'Default', fields: ['title', 'description', 'changeNote'] },
    previewImage,
    categorization,
    dates,
    ownership,
    { id: 'settings', title: 'Settings', fields: ['id', 'nav_title', 'exclude_from_nav', 'versioning_enabled'] },
    layout,
  ],
};

const LISTING_LAYOUTS = ['album_view', 'full_view', 'listing_view', 'summary_view', 'tabular_view', 'event_listing'];

/** `layouts` (the FTI's view methods) per type. */
export const LAYOUTS: Record<string, string[]> = {
  'Plone Site': ['document_view', ...LISTING_LAYOUTS],
  Folder: LISTING_LAYOUTS,
  Document: ['document_view'],
  'News Item': ['newsitem_view'],
};
