// The Dexterity behaviors the mock site knows: their names (short and dotted), the marker interface
// that the inherit walk looks for, and their fields as the schema declares them.
import type { BehaviorNames } from '../../contract/behaviors';
import { usernameFromLinks } from './usernames';

/** How a field deserializes, validates and describes itself in `@types`. */
export type FieldKind = 'textline' | 'text' | 'bool' | 'asciiline' | 'objectList' | 'image' | 'computed';

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  title: string;
  description: string;
  required: boolean;
  readonly: boolean;
  /** The schema default, returned while nothing is stored (`undefined`: the field has none, `null` is served). */
  default?: unknown;
  /** `missing_value`, what `null` stores and what counts as no value (`undefined`: None). */
  missingValue?: unknown;
  /** MinMaxLen's `max_length`, in code points (`undefined`: no limit). */
  maxLength?: number;
  /** The `frontendOptions` of `directives.widget(...)`, emitted as `widgetOptions.frontendOptions`. */
  frontendOptions?: { widget: string; widgetProps: Record<string, unknown> };
  /** Read-only fields computed from the stored values on every read (`read` gives them as stored: only read them). */
  compute?: (read: (name: string) => unknown) => unknown;
}

export interface BehaviorDefinition {
  /** The short name, e.g. `example.socialmedia.settings`. */
  name: string;
  /** Other names `lookup_behavior_registration` resolves: the dotted schema identifier. */
  aliases: string[];
  /** The interface whose presence the inherit walk checks. */
  marker: string;
  fields: FieldDefinition[];
  /** The fieldset the behavior's fields go to in `@types`; `default` when absent. */
  fieldset?: { id: string; title: string; description: string };
}

export interface BehaviorRegistry {
  names: BehaviorNames;
  all: BehaviorDefinition[];
  /** A behavior by short name or dotted identifier, as `lookup_behavior_registration(name=...)` finds it. */
  lookup(name: string): BehaviorDefinition | undefined;
}

const SOCIAL_MEDIA_FIELDSET = { id: 'social_media', title: 'Social Media', description: '' };

/** `frontendOptions` of both `social_links` fields in the reference backend (reference §5). */
export const SOCIAL_LINKS_FRONTEND_OPTIONS = {
  widget: 'social_media_object_list',
  widgetProps: { schemaName: 'socialMedia' },
};

function socialLinksField(): FieldDefinition {
  return {
    name: 'social_links',
    kind: 'objectList',
    title: 'Profiles',
    description: '',
    required: false,
    readonly: false,
    default: [],
    frontendOptions: SOCIAL_LINKS_FRONTEND_OPTIONS,
  };
}

/** Returns the registry for a vendor prefix (`example` for ours, `plonegovbr` for the reference backend). */
export function createBehaviorRegistry(names: BehaviorNames, prefix: string): BehaviorRegistry {
  const settings: BehaviorDefinition = {
    name: names.settings,
    aliases: [`${prefix}.socialmedia.behaviors.social_media.ISocialMediaSettings`],
    marker: 'ISocialMedia',
    fieldset: SOCIAL_MEDIA_FIELDSET,
    // Field order is the schema's: it decides the order of validation errors.
    fields: [
      {
        name: 'share_social_data',
        kind: 'bool',
        title: 'Share social data',
        description:
          'Include meta tags on pages to give hints to social media on how to better render your pages when shared',
        required: false,
        readonly: false,
        default: true,
      },
      {
        name: 'x_username',
        kind: 'computed',
        title: 'X username',
        description: '',
        required: true,
        readonly: true,
        compute: (read) => usernameFromLinks(read('social_links'), 'x'),
      },
      {
        name: 'facebook_app_id',
        kind: 'asciiline',
        title: 'Facebook App ID',
        description: 'To be used with some integrations like Open Graph data',
        required: false,
        readonly: false,
        default: '',
      },
      {
        name: 'facebook_username',
        kind: 'computed',
        title: 'Facebook username',
        description: '',
        required: true,
        readonly: true,
        compute: (read) => usernameFromLinks(read('social_links'), 'facebook'),
      },
      socialLinksField(),
    ],
  };
  const links: BehaviorDefinition = {
    name: names.links,
    aliases: [`${prefix}.socialmedia.behaviors.social_links.ISocialLinks`],
    // A behavior without factory and marker: plone.behavior uses the schema as the marker.
    marker: 'ISocialLinks',
    fieldset: SOCIAL_MEDIA_FIELDSET,
    fields: [socialLinksField()],
  };
  const dublinCore: BehaviorDefinition = {
    name: 'plone.dublincore',
    aliases: ['plone.app.dexterity.behaviors.metadata.IDublinCore'],
    marker: 'IDublinCore',
    // Only the two fields the mock stores; the real schema has more (subjects, dates, ownership). The lengths are
    // plone.app.dexterity's MAX_TITLE_LENGTH and MAX_DESCRIPTION_LENGTH (config.py).
    fields: [
      {
        name: 'title',
        kind: 'textline',
        title: 'Title',
        description: '',
        required: true,
        readonly: false,
        maxLength: 1024,
      },
      {
        name: 'description',
        kind: 'text',
        title: 'Summary',
        description: 'Used in item listings and search results.',
        required: false,
        readonly: false,
        default: '',
        missingValue: '',
        maxLength: 10000,
      },
    ],
  };
  const navigationRoot: BehaviorDefinition = {
    name: 'plone.navigationroot',
    aliases: ['plone.app.layout.navigation.interfaces.INavigationRoot'],
    marker: 'INavigationRoot',
    fields: [],
  };
  const leadImage: BehaviorDefinition = {
    name: 'plone.leadimage',
    aliases: ['plone.app.contenttypes.behaviors.leadimage.ILeadImageBehavior'],
    marker: 'ILeadImage',
    fields: [
      {
        name: 'image',
        kind: 'image',
        title: 'Lead Image',
        description: '',
        required: false,
        readonly: false,
        default: null,
      },
      {
        name: 'image_caption',
        kind: 'textline',
        title: 'Lead Image Caption',
        description: '',
        required: false,
        readonly: false,
        default: null,
      },
    ],
  };
  const all = [dublinCore, settings, links, navigationRoot, leadImage];
  return {
    names,
    all,
    lookup: (name) => all.find((behavior) => behavior.name === name || behavior.aliases.includes(name)),
  };
}
